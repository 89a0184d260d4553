import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttorneyLinkAccess } from './attorney-link-access';

const REFERRAL = '4f2b7c1e-8a3d-4c5e-9f60-1b2c3d4e5f60';
const USE = { action: 'read', at: '2026-11-20T09:30:00.000Z', ip: '203.0.113.7' };

afterEach(() => vi.unstubAllGlobals());

describe('AttorneyLinkAccess', () => {
  it('lists each use of the attorney’s link and withdraws it on the member’s click', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ revokedAt: '2026-11-21T10:00:00.000Z', linkDays: 7, uses: [USE] })
        : Response.json({ revokedAt: null, linkDays: 7, uses: [USE] }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AttorneyLinkAccess referralId={REFERRAL} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Opened the referral \(from 203\.0\.113\.7\)/)).toBeTruthy();
    expect(screen.getByText(/works for 7 days/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the attorney’s link' }));
    expect(await screen.findByText(/You withdrew the attorney’s link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw the attorney’s link' })).toBeNull();
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(posted?.[0])).toBe(`/api/court-records/referrals/${REFERRAL}/attorney-link/revoke`);
  });
});
