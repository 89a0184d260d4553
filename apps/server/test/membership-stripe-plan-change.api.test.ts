import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { createMember } from './helpers/identity';
import { call, endTrial } from './helpers/membership';
import type { Member } from './helpers/requests';
import { startStripeApp } from './helpers/stripe-app';
import type { startStripeStandIn } from './helpers/stripe-stand-in';
import type { TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_standInSecret456';
let app: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, stripe, close } = await startStripeApp(WEBHOOK_SECRET));
});

afterAll(async () => {
  await close();
});

const membership = async (member: Member) => (await call(app, member, 'GET', '/api/membership')).json();
const preview = (member: Member, planId: string) =>
  call(app, member, 'GET', `/api/membership/plan-change?planId=${planId}`);
const change = (member: Member, planId: string, quotedAt?: string) =>
  call(app, member, 'POST', '/api/membership/plan-change', { planId, quotedAt });

/** A member subscribed at the stand-in's Checkout (after the trial unless `inTrial`), and their Stripe subscription. */
async function subscribed(planId: string, inTrial = false) {
  const member = await createMember(app);
  await call(app, member, 'GET', '/api/membership');
  if (!inTrial) await endTrial(app, member);
  const started = (await call(app, member, 'POST', '/api/membership/checkout', { planId })).json();
  const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === started.checkoutId);
  for (const event of stripe.completeSession(String(session?.id))) await stripe.deliver(event);
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
  const subscriptionId = String(row?.providerSubscriptionId);
  const subscription = stripe.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error('the stand-in has no subscription for the member');
  return { member, subscriptionId, subscription };
}

const sent = (path: string) => stripe.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('changing plan with Stripe (decision 082)', () => {
  it('previews the prorated invoice at Stripe, then updates the subscription with proration_behavior', async () => {
    const { member, subscriptionId, subscription } = await subscribed('monitoring-monthly');
    const shown = await preview(member, 'monitoring-yearly');
    expect(shown.statusCode, shown.body).toBe(200);
    // $588.00 for a new yearly period, less the monthly period's unused time (all of it, just bought).
    expect(shown.json()).toMatchObject({ when: 'now', amountDueCents: 58_800 - 4900 });
    const [previewRequest] = sent('/v1/invoices/create_preview').slice(-1);
    expect(previewRequest?.form).toMatchObject({
      subscription: subscriptionId,
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[items][0][price_data][unit_amount]': '58800',
      'subscription_details[items][0][price_data][recurring][interval]': 'year',
    });

    // The member confirms the quote they saw, so the update prorates at the preview's moment.
    const changed = await change(member, 'monitoring-yearly', shown.json().quotedAt);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().plan.id).toBe('monitoring-yearly');
    const [update] = sent(`/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(update?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: previewRequest?.form['subscription_details[proration_date]'],
      'items[0][price_data][unit_amount]': '58800',
      'metadata[planId]': 'monitoring-yearly',
    });
    expect(update?.idempotencyKey).toMatch(/^plan-change-/);

    // Stripe bills the proration at once and reports it: the receipt and the new period are stored.
    const invoice = subscription.latest_invoice as Record<string, unknown>;
    expect(invoice.amount_paid).toBe(53_900);
    expect((await stripe.deliver(stripe.event('invoice.paid', invoice))).body.outcome).toBe('applied');
    expect((await stripe.deliver(stripe.event('customer.subscription.updated', subscription))).body.outcome).toBe(
      'applied',
    );
    const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(rows.map((row) => row.amountCents)).toContain(53_900);
    const after = await membership(member);
    expect(after.plan.id).toBe('monitoring-yearly');
    expect(new Date(after.currentPeriodEnd).getTime()).toBeGreaterThan(addDays(new Date(), 360).getTime());
  });

  it('schedules a move down for the period’s end with a subscription schedule, applied when Stripe switches', async () => {
    const { member, subscriptionId } = await subscribed('monitoring-yearly');
    expect((await preview(member, 'monitoring-monthly')).json()).toMatchObject({
      when: 'at-period-end',
      amountDueCents: 0,
    });
    const changed = (await change(member, 'monitoring-monthly')).json();
    expect(changed).toMatchObject({ plan: { id: 'monitoring-yearly' }, planChange: { planId: 'monitoring-monthly' } });
    expect(sent('/v1/subscription_schedules').at(-1)?.form).toEqual({ from_subscription: subscriptionId });
    const schedule = [...stripe.schedules.values()].find((one) => one.subscription === subscriptionId);
    const phases = schedule?.phases as Record<string, unknown>[];
    expect(phases[1]).toMatchObject({
      price_data: { unit_amount: 4900, interval: 'month' },
      metadata: { planId: 'monitoring-monthly' },
    });

    const switched = stripe.advanceSchedule(String(schedule?.id));
    expect((await stripe.deliver(stripe.event('customer.subscription.updated', switched.subscription))).status).toBe(
      200,
    );
    expect(await membership(member)).toMatchObject({ plan: { id: 'monitoring-monthly' }, planChange: null });
  });

  it('changes the plan within the trial with no proration and the trial’s end kept, and refuses a one-time plan', async () => {
    const { member, subscriptionId } = await subscribed('monitoring-monthly', true);
    const before = await membership(member);
    expect((await preview(member, 'monitoring-yearly')).json()).toMatchObject({ when: 'in-trial', amountDueCents: 0 });
    const changed = (await change(member, 'monitoring-yearly')).json();
    expect(changed).toMatchObject({
      status: 'trialing',
      trialEndsAt: before.trialEndsAt,
      plan: { id: 'monitoring-yearly' },
    });
    expect(sent(`/v1/subscriptions/${subscriptionId}`).at(-1)?.form).toMatchObject({ proration_behavior: 'none' });
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');
    expect(await app.db.select().from(invoices).where(eq(invoices.userId, member.id))).toEqual([]);

    const once = await change(member, 'basic');
    expect(once.statusCode).toBe(409);
    expect(once.json().error.message).toBe('Basic is bought once, not as a change of plan.');
  });
});
