import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { notifications } from '../src/db/schema/notifications';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { call, endTrial } from './helpers/membership';
import type { Member } from './helpers/requests';
import { startStripeApp } from './helpers/stripe-app';
import type { startStripeStandIn } from './helpers/stripe-stand-in';
import type { TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_standInSecret321';
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
const change = (member: Member, planId: string) => call(app, member, 'POST', '/api/membership/plan-change', { planId });
const sent = (path: string) => stripe.requests.filter((request) => request.method === 'POST' && request.path === path);

/** A member paying for `planId` at the stand-in's Checkout after the trial, and their Stripe subscription. */
async function subscribed(planId: string) {
  const member = await createMember(app);
  await call(app, member, 'GET', '/api/membership');
  await endTrial(app, member);
  const started = (await call(app, member, 'POST', '/api/membership/checkout', { planId })).json();
  const session = [...stripe.sessions.values()].find((one) => one.client_reference_id === started.checkoutId);
  for (const event of stripe.completeSession(String(session?.id))) await stripe.deliver(event);
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
  const subscriptionId = String(row?.providerSubscriptionId);
  return { member, subscriptionId, customer: String(row?.providerCustomerId) };
}

const schedulesOf = (subscriptionId: string) =>
  [...stripe.schedules.values()].filter((schedule) => schedule.subscription === subscriptionId);

describe('changes at the period’s end with Stripe subscription schedules (decision 098)', () => {
  it('replaces the one schedule on a second change instead of making another, and ends it for Basic', async () => {
    const { member, subscriptionId, customer } = await subscribed('monitoring-yearly');
    const first = await change(member, 'monitoring-monthly');
    expect(first.statusCode, first.body).toBe(200);
    const second = await change(member, 'basic');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ plan: { id: 'monitoring-yearly' }, planChange: { planId: 'basic' } });

    // One schedule made from the subscription; the second change updated it to end with the period.
    expect(sent('/v1/subscription_schedules')).toHaveLength(1);
    const [schedule, ...others] = schedulesOf(subscriptionId);
    expect(others).toEqual([]);
    expect(schedule).toMatchObject({ end_behavior: 'cancel' });
    expect(schedule?.phases).toHaveLength(1);

    const third = await change(member, 'monitoring-monthly');
    expect(third.statusCode, third.body).toBe(200);
    expect(sent('/v1/subscription_schedules')).toHaveLength(1);
    expect(schedule).toMatchObject({
      end_behavior: 'release',
      phases: [{}, { metadata: { planId: 'monitoring-monthly' } }],
    });
    expect((await membership(member)).planChange).toMatchObject({ planId: 'monitoring-monthly' });
    expect(stripe.paymentIntents.filter((intent) => intent.customer === customer)).toEqual([]);
  });

  it('cancels a plan whose change waits for the period’s end: the schedule is released and the change dropped', async () => {
    const { member, subscriptionId } = await subscribed('monitoring-yearly');
    expect((await change(member, 'basic')).statusCode).toBe(200);
    const [schedule] = schedulesOf(subscriptionId);
    expect(schedule).toMatchObject({ end_behavior: 'cancel' });

    // Stripe refuses a cancelation set on a subscription its schedule manages; the release comes first.
    const cancelled = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(sent(`/v1/subscription_schedules/${String(schedule?.id)}/release`)).toHaveLength(1);
    expect(schedule).toMatchObject({ status: 'released' });
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, schedule: null });
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, planChange: null });
    const notices = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.map((notice) => notice.message).join(' ')).toContain(
      'The change to Basic you had planned will not happen.',
    );

    // Keeping the plan again sets Stripe's own cancelation back; there is no schedule to release.
    const kept = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
    expect(sent(`/v1/subscription_schedules/${String(schedule?.id)}/release`)).toHaveLength(1);
  });

  it('moves monitoring to Basic: Stripe ends the subscription with its period, then Basic is charged once', async () => {
    const { member, subscriptionId, customer } = await subscribed('monitoring-monthly');
    const changed = await change(member, 'basic');
    expect(changed.statusCode, changed.body).toBe(200);
    const end = new Date(changed.json().currentPeriodEnd);
    expect(changed.json()).toMatchObject({
      plan: { id: 'monitoring-monthly' },
      planChange: { planId: 'basic' },
      nextCharge: { amountCents: 29_900 },
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    const [schedule] = schedulesOf(subscriptionId);
    expect(schedule).toMatchObject({ end_behavior: 'cancel' });
    const charges = () => stripe.paymentIntents.filter((intent) => intent.customer === customer);
    await workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), addMinutes(end, -60));
    expect(charges()).toEqual([]);

    const ended = stripe.advanceSchedule(String(schedule?.id));
    expect(ended.subscription.status).toBe('canceled');
    const deleted = await stripe.deliver(stripe.event('customer.subscription.deleted', ended.subscription));
    expect(deleted.status).toBe(200);
    await workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), addMinutes(end, 1));
    expect(charges()).toMatchObject([{ amount: 29_900, off_session: true, status: 'succeeded' }]);
    const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(rows.map((row) => row.amountCents)).toEqual([4900, 29_900]);
    expect(await membership(member)).toMatchObject({ status: 'active', plan: { id: 'basic' }, planChange: null });

    // A late event of the ended subscription changes nothing now that Basic is bought.
    const late = await stripe.deliver(stripe.event('customer.subscription.deleted', ended.subscription));
    expect(late.body.outcome).toBe('ignored');
    expect((await membership(member)).status).toBe('active');
  });
});
