import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonitoringPanel } from './monitoring-panel';

const PROFILE = {
  profileId: '0b7f3c52-2f4e-4b8e-9a53-6a3c1e7d9f10',
  label: 'You',
  queries: [
    { type: 'name' as const, term: 'Robert Lane', variant: 'name' as const },
    { type: 'name' as const, term: 'Bob Lane', variant: 'nickname' as const },
  ],
  lastRunAt: '2026-11-17T10:00:00.000Z',
  nextRunAt: '2026-11-24T10:00:00.000Z',
};

function renderPanel(everyDays: number | null, profiles = [PROFILE]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MonitoringPanel status={{ everyDays, profiles }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MonitoringPanel', () => {
  it('states the cadence and each profile’s searches, and re-scans one on demand', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(
        {
          run: {
            id: 'r1',
            profileId: PROFILE.profileId,
            reason: 'demand',
            queries: PROFILE.queries,
            scanIds: ['s1', 's2'],
            createdAt: '2026-11-24T12:00:00.000Z',
          },
        },
        { status: 202 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPanel(7);
    expect(screen.getByText(/searches for each profile again every week/)).toBeTruthy();
    expect(screen.getByText('Searches: “Robert Lane”, “Bob Lane”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Re-scan You now' }));
    expect(await screen.findByText(/Re-scan started: 2 searches\./)).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/monitoring/profiles/${PROFILE.profileId}/rescan`);
  });

  it('says when the plan has no monitoring and when there is no profile yet', () => {
    renderPanel(null, []);
    // Which plans re-scan, and how often, from the plan facts; the way there is the billing page.
    expect(
      screen.getByText(
        /Monitoring \(monthly\), Monitoring \(yearly\) and Premium give weekly re-scans; Basic gives a re-check once a year\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/dashboard/billing');
    expect(screen.queryByText(/does not include monitoring/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Getting started' })).toBeTruthy();
  });
});
