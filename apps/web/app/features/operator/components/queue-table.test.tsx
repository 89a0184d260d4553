import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueItem } from '@cleardocket/domain/operator/contract';
import { QueueMetrics } from './queue-metrics';
import { QueueTable } from './queue-table';

function item(id: string, reference: string, overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    removal: {
      id,
      takedownRequestId: 't1',
      reference,
      url: `https://people.example/${id}`,
      domain: 'people.example',
      siteName: 'People Example',
      category: null,
      method: 'web-form',
      status: 'submitted',
      optOutUrl: null,
      optOutEmail: null,
      googleRoute: null,
      submittedAt: null,
      acknowledgeBy: null,
      respondBy: '2026-11-01T00:00:00Z',
      decidedAt: null,
      authorisedAt: null,
      emailSentAt: null,
      lastCheckedAt: null,
      checkProblem: null,
      nextCheckAt: null,
      operatorCheckAt: null,
      relistedAt: null,
      relistedFromId: null,
      createdAt: '2026-10-01T10:00:00Z',
    },
    deadline: '2026-11-01T00:00:00Z',
    overdue: true,
    notes: [],
    claimedByMe: false,
    claimed: false,
    memberId: 'm1',
    memberName: 'Jane Doe',
    memberEmail: 'jane@example.com',
    takedownReference: 'REQ-1001',
    ...overrides,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function server(answer: () => unknown) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      return json(answer());
    }),
  );
  return bodies;
}

function renderWith(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the queue as a table', () => {
  it('chooses every row on the page, claims them in one call, and lists what was refused and why', async () => {
    const bodies = server(() => ({
      results: [
        { id: 'a', reference: 'REM-000001', outcome: 'done', reason: null },
        {
          id: 'b',
          reference: 'REM-000002',
          outcome: 'refused',
          reason: 'Another operator has already claimed this request.',
        },
      ],
    }));
    const user = userEvent.setup();
    renderWith(<QueueTable items={[item('a', 'REM-000001'), item('b', 'REM-000002')]} />);
    const table = screen.getByRole('table', { name: 'Queue' });
    expect(within(table).getAllByText('Overdue')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Choose every row on this page' }));
    expect((screen.getByRole('checkbox', { name: 'Choose REM-000002' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('2 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim chosen' }));
    await waitFor(() => expect(screen.getByText('Done for 1, refused for 1.')).toBeTruthy());
    expect(bodies).toEqual([{ action: 'claim', ids: ['a', 'b'] }]);
    expect(
      within(screen.getByRole('list', { name: 'Refused' })).getByText(
        'REM-000002: Another operator has already claimed this request.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No rows chosen')).toBeTruthy();
  });
});

describe('the queue at a glance', () => {
  it('says "no data yet" for a site with nothing decided, never 0 %', async () => {
    server(() => ({
      openByAge: { underSevenDays: 3, sevenToThirtyDays: 1, overThirtyDays: 0 },
      overdue: 2,
      sites: [
        { domain: 'spokeo.com', siteName: 'Spokeo', removed: 3, decided: 4, rate: 75, medianDaysToRemoval: 9.5 },
        { domain: 'mylife.com', siteName: null, removed: 0, decided: 0, rate: null, medianDaysToRemoval: null },
      ],
    }));
    renderWith(<QueueMetrics />);
    expect(await screen.findByText('past the deadline')).toBeTruthy();
    const sites = screen.getByRole('list', { name: 'Success by site' });
    expect(sites.textContent).toContain(
      'Spokeo (spokeo.com): 75 % (3 removed of 4 decided); median 9.5 days to removal',
    );
    expect(sites.textContent).toContain('mylife.com: no data yet (nothing decided)');
    expect(sites.textContent).not.toContain(': 0 %');
  });
});
