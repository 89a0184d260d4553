import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvidenceUpload } from './evidence-upload';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STORED = {
  evidence: {
    id: 'e1',
    removalRequestId: 'r1',
    kind: 'operator-upload',
    outcome: 'noted',
    reason: null,
    url: 'https://www.spokeo.com/x',
    finalUrl: null,
    httpStatus: null,
    excerpt: null,
    sha256: null,
    screenshotSha256: 'a'.repeat(64),
    screenshotAt: '2026-11-28T10:00:00.000Z',
    detail: 'Evidence from the site, added by a ClearDocket specialist: Profile gone',
    fetchedAt: '2026-11-28T10:00:00.000Z',
  },
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function renderUpload() {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(201, STORED));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EvidenceUpload removalId="r1" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the operator evidence upload', () => {
  it('sends the chosen PNG as base64 with the note, to the removal upload route', async () => {
    const fetchMock = renderUpload();
    const section = screen.getByRole('region', { name: 'Upload from the site' });
    expect(within(section).getByText(/“Removed” needs evidence/)).toBeTruthy();
    const file = new File([PNG], 'gone.png', { type: 'image/png' });
    fireEvent.change(within(section).getByLabelText('Screenshot file (PNG, up to 8 MB)'), {
      target: { files: [file] },
    });
    await userEvent.type(within(section).getByLabelText('What it shows (the member reads it)'), 'Profile gone');
    await userEvent.click(within(section).getByRole('button', { name: 'Upload evidence' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/removals/r1/evidence-upload');
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'screenshot',
      note: 'Profile gone',
      pngBase64: Buffer.from(PNG).toString('base64'),
    });
  });

  it('asks for the file before sending a screenshot, and sends a pasted letter as text', async () => {
    const fetchMock = renderUpload();
    const section = screen.getByRole('region', { name: 'Upload from the site' });
    await userEvent.type(within(section).getByLabelText('What it shows (the member reads it)'), 'Reply');
    await userEvent.click(within(section).getByRole('button', { name: 'Upload evidence' }));
    expect(await within(section).findByText('Choose the screenshot file')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(section).getByLabelText('The site’s letter or email (text)'));
    await userEvent.type(
      within(section).getByLabelText('The letter, as received'),
      'We have deleted your listing today.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Upload evidence' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      kind: 'letter',
      note: 'Reply',
      text: 'We have deleted your listing today.',
    });
  });
});
