import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribeAnswer } from './unsubscribe-answer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAnswer(token: string, answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const Stub = createRoutesStub([{ path: '/unsubscribe', Component: () => <UnsubscribeAnswer token={token} /> }]);
  render(<Stub initialEntries={['/unsubscribe']} />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribeAnswer', () => {
  it('changes nothing when opened, and stops the email with the one-click body when the button is pressed', async () => {
    const fetchMock = renderAnswer('abc.def', () => json(200, { unsubscribed: true, name: 'Monthly reports' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'You will not get emails about monthly reports any more.',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/email/unsubscribe?token=abc.def');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.getByRole('link', { name: 'notification settings' }).getAttribute('href')).toBe(
      '/dashboard/settings/notifications',
    );
  });

  it("shows the server's refusal of a bad link", async () => {
    renderAnswer('forged', () =>
      json(400, { error: { code: 'validation_failed', message: 'This unsubscribe link is not valid.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This unsubscribe link is not valid.');
  });

  it('says so when the link has no token, with no button', () => {
    renderAnswer('', () => json(500, {}));
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not complete.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
