import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Membership } from '@cleardocket/domain/membership/contract';
import { PAST_DUE_REASON } from '@cleardocket/domain/membership/plan-change';
import { PLANS } from '@cleardocket/domain/membership/plans';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanChange } from './plan-change';

const MONTHLY: Membership = {
  status: 'active',
  inForce: true,
  plan: PLANS['monitoring-monthly'],
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-28T09:00:00.000Z',
  cancelAtPeriodEnd: false,
  pauseAtPeriodEnd: false,
  nextCharge: { amountCents: 4900, at: '2026-12-28T09:00:00.000Z' },
  paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 },
  entitlements: PLANS['monitoring-monthly'].entitlements,
  premiumLinks: 0,
  provider: 'sandbox',
  planChange: null,
};

const PREVIEW = {
  planId: 'monitoring-yearly',
  when: 'now',
  amountDueCents: 56_350,
  effectiveAt: '2027-11-28T09:00:00.000Z',
  quotedAt: '2026-11-28T09:00:00.000Z',
  text: 'Monitoring (yearly) starts today. You pay $563.50 now: $588.00 less the unused time of your current plan. It renews on 28 November 2027.',
};

function renderChange(membership: Membership) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanChange membership={membership} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanChange', () => {
  it('shows the prorated amount from the server before the member confirms, then changes the plan', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ ...MONTHLY, plan: PLANS['monitoring-yearly'] })
        : String(input).includes('/api/membership/plan-change')
          ? Response.json(PREVIEW)
          : Response.json({ invoices: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderChange(MONTHLY);
    // Premium is bought per link, not changed to: the other monitoring period, and Basic at the period's end.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a plan',
      'Monitoring (yearly), $588.00',
      'Basic, $299.00',
    ]);
    await user.selectOptions(screen.getByLabelText('Change plan'), 'monitoring-yearly');
    expect((await screen.findByText(PREVIEW.text)).tagName).toBe('P');
    await user.click(screen.getByRole('button', { name: 'Change plan and pay $563.50' }));
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(posted?.[0])).toContain('/api/membership/plan-change');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ planId: 'monitoring-yearly', quotedAt: PREVIEW.quotedAt });
  });

  it('shows why a change is refused instead of a button', async () => {
    const user = userEvent.setup();
    const refusal =
      'Basic covers 1 profile and you have 2. Remove 1 profile on the Who we protect page first, or keep your plan.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'conflict', message: refusal } }, { status: 409 })),
    );
    renderChange({ ...MONTHLY, status: 'trialing', trialEndsAt: '2026-12-12T09:00:00.000Z' });
    await user.selectOptions(screen.getByLabelText('Change plan'), 'basic');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByRole('button', { name: /Change plan/ })).toBeNull();
  });

  it('tells a member whose payment failed to update the card or pay the invoice, and offers no change', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderChange({ ...MONTHLY, status: 'past_due' });
    expect(screen.getByRole('status').textContent).toBe(PAST_DUE_REASON);
    expect(screen.getByRole('status').textContent).toMatch(/Update your card .* pay the open invoice/);
    expect(screen.queryByLabelText('Change plan')).toBeNull();
  });
});
