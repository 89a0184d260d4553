import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardRequests from './dashboard-requests';

/** A member with 45 requests: the server answers the page asked for, 20 at a time. */
function serverWith(total: number) {
  const asked: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
    const requests = Array.from({ length: count }, (_, index) => {
      const n = (page - 1) * pageSize + index + 1;
      return {
        id: `id-${n}`,
        reference: `REQ-${n}`,
        url: `https://people.example/${n}`,
        title: n === 1 ? 'Jane Doe, 41, Dayton OH - People Example' : null,
        status: 'pending',
        type: 'others',
        searchTerm: null,
        resultId: null,
        submittedDate: null,
        completedAt: null,
        createdAt: '2026-01-02T00:00:00.000Z',
        removals: [],
      };
    });
    return new Response(JSON.stringify({ requests, total, page, pageSize }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

function renderPage() {
  const Stub = createRoutesStub([{ path: '/dashboard/requests', Component: DashboardRequests }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/dashboard/requests']} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests page', () => {
  it('asks the server for a page at a time and shows where the member is', async () => {
    const asked = serverWith(45);
    renderPage();
    expect(await screen.findByRole('link', { name: 'REQ-1' })).toBeTruthy();
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    // The page's title where it is known, its address where it is not.
    expect(screen.getByText('Jane Doe, 41, Dayton OH - People Example')).toBeTruthy();
    expect(screen.getByText('https://people.example/2')).toBeTruthy();
    expect(asked[0]?.searchParams.get('page')).toBe('1');
    expect(asked[0]?.searchParams.get('pageSize')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'REQ-21' })).toBeTruthy();
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'REQ-45' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by status on the server and starts again at the first page', async () => {
    const asked = serverWith(45);
    renderPage();
    await screen.findByRole('link', { name: 'REQ-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'REQ-21' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('completed'));
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('shows no pager when every request fits on one page', async () => {
    serverWith(3);
    renderPage();
    expect(await screen.findByRole('link', { name: 'REQ-3' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Request pages' })).toBeNull();
  });
});
