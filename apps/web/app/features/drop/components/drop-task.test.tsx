import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropTask } from './drop-task';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NOT_FILED = { drop: { canFile: true, filing: null, deadline: null, overdue: false } };
const FILED = {
  drop: {
    canFile: true,
    filing: { filedAt: '2026-03-10T00:00:00.000Z', confirmation: 'DROP-12345' },
    deadline: '2026-10-30T00:00:00.000Z',
    overdue: true,
  },
};

function renderTask(answer: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <DropTask />
    </QueryClientProvider>,
  );
  return { fetchMock, view };
}

afterEach(() => vi.unstubAllGlobals());

describe('the DROP task', () => {
  it('shows nothing to a member outside California', async () => {
    const { fetchMock, view } = renderTask(() => json(200, { drop: { ...NOT_FILED.drop, canFile: false } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(view.container.textContent).toBe('');
  });

  it('says what DROP covers and not, links the state site, and records the day the member filed', async () => {
    const { fetchMock } = renderTask((_url, init) => (init.method === 'PUT' ? json(200, FILED) : json(200, NOT_FILED)));
    const task = await screen.findByRole('region', {
      name: 'Delete your data from every California data broker at once',
    });
    expect(within(task).getByText(/Public records: government records, including court records/)).toBeTruthy();
    expect(within(task).getByRole('link', { name: 'Open California’s DROP site' }).getAttribute('href')).toBe(
      'https://privacy.ca.gov/drop/',
    );
    await userEvent.type(within(task).getByLabelText('The day you filed'), '2026-03-10');
    await userEvent.type(within(task).getByLabelText('DROP’s reference (optional)'), 'DROP-12345');
    await userEvent.click(within(task).getByRole('button', { name: 'I have filed' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(put[0]).toBe('/api/drop');
    expect(JSON.parse(String(put[1].body))).toEqual({ filedOn: '2026-03-10', confirmation: 'DROP-12345' });
    expect(await within(task).findByText(/You filed on Mar 10, 2026 \(reference DROP-12345\)/)).toBeTruthy();
    expect(within(task).getByText('Oct 30, 2026')).toBeTruthy();
    expect(within(task).getByText(/That day has passed/)).toBeTruthy();
  });
});
