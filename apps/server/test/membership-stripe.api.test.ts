import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { createMember } from './helpers/identity';
import { CARDS, call, endTrial, mailSubjects, pay } from './helpers/membership';
import type { Member } from './helpers/requests';
import { startStripeApp } from './helpers/stripe-app';
import type { startStripeStandIn } from './helpers/stripe-stand-in';
import type { TestApp } from './helpers/test-app';
import { secondsInDay } from 'date-fns/constants';

const WEBHOOK_SECRET = 'whsec_standInSecret123';
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
/** Everything stored about the member's plan and payments, to show that a webhook changed nothing. */
async function stored(member: Member) {
  const [subscription] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
  const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
  return JSON.stringify({ subscription, rows });
}

/** A member who paid for `planId` at the stand-in's Checkout; the events it sent, in order. */
async function subscribed(planId = 'monitoring-monthly', quantity?: number, options = { inTrial: false }) {
  const member = await createMember(app);
  // Paying during the trial keeps it (issue 31): the immediate-charge tests end the trial first.
  await call(app, member, 'GET', '/api/membership');
  if (!options.inTrial) await endTrial(app, member);
  const started = await call(app, member, 'POST', '/api/membership/checkout', {
    planId,
    ...(quantity ? { quantity } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const session = [...stripe.sessions.values()].find(
    (candidate) => candidate.client_reference_id === started.json().checkoutId,
  );
  const events = stripe.completeSession(String(session?.id));
  for (const event of events) {
    // In a trial, the $0 invoice that opens it is no payment (ignored); everything else applies.
    const outcome = (await stripe.deliver(event)).body.outcome;
    const isTrialInvoice = options.inTrial && event.type === 'invoice.paid';
    expect(outcome).toBe(isTrialInvoice ? 'ignored' : 'applied');
  }
  return { member, events, session, started: started.json() };
}

describe('Stripe Checkout', () => {
  it('is the provider when its keys are set; the sandbox card form is closed', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/membership/plans' })).json().provider).toBe('stripe');
    const member = await createMember(app);
    expect((await pay(app, member, 'basic', CARDS.visa)).statusCode).toBe(404);
  });

  it('creates a Checkout Session in cents with the SDK and starts the plan from the signed webhooks', async () => {
    const { member, started, session } = await subscribed();
    expect(started).toMatchObject({ kind: 'redirect' });
    expect(started.url).toBe(`${stripe.url}/c/pay/${session?.id}`);
    const request = stripe.requests.find((candidate) => candidate.form.client_reference_id === started.checkoutId);
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      customer_email: member.email,
    });
    expect(request?.idempotencyKey).toBe(`checkout-${started.checkoutId}`);
    expect(await membership(member)).toMatchObject({
      status: 'active',
      plan: { id: 'monitoring-monthly' },
      provider: 'stripe',
      nextCharge: { amountCents: 4900 },
    });
    const listed = (await call(app, member, 'GET', '/api/membership/invoices')).json().invoices;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ amountCents: 4900, status: 'paid' });
    expect(await mailSubjects(app, member)).toContain('Payment received');
  });

  it('keeps the trial: a subscription trial at Stripe, nothing charged at checkout, the first invoice at the trial’s end', async () => {
    const { member, started, events } = await subscribed('monitoring-monthly', undefined, { inTrial: true });
    const request = stripe.requests.find((candidate) => candidate.form.client_reference_id === started.checkoutId);
    const trialEnd = Number(request?.form['subscription_data[trial_end]']);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(trialEnd).toBe(Math.floor((row?.trialEndsAt?.getTime() ?? 0) / 1000));
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    expect(await membership(member)).toMatchObject({ status: 'trialing', plan: { id: 'monitoring-monthly' } });
    expect(await app.db.select().from(invoices).where(eq(invoices.userId, member.id))).toEqual([]);
    expect(await mailSubjects(app, member)).toContain('Your free trial continues');
    // At the trial's end Stripe bills the first period; the plan turns active with its receipt.
    const subscriptionId = String(row?.providerSubscriptionId);
    const first = stripe.invoice(subscriptionId, true, { start: trialEnd, end: trialEnd + 30 * secondsInDay }, 4900);
    expect((await stripe.deliver(stripe.event('invoice.paid', first))).body.outcome).toBe('applied');
    expect(await membership(member)).toMatchObject({ status: 'active', plan: { id: 'monitoring-monthly' } });
    const paid = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(paid.map((invoice) => [invoice.amountCents, invoice.status])).toEqual([[4900, 'paid']]);
  });

  it('sells premium links as a one-time payment of $499 each', async () => {
    const { member, started } = await subscribed('premium', 2);
    const request = stripe.requests.find((candidate) => candidate.form.client_reference_id === started.checkoutId);
    expect(request?.form).toMatchObject({ mode: 'payment', 'line_items[0][quantity]': '2' });
    expect(await membership(member)).toMatchObject({ status: 'active', premiumLinks: 2, currentPeriodEnd: null });
  });

  it('sends the member to the customer portal', async () => {
    const { member } = await subscribed();
    const portal = await call(app, member, 'POST', '/api/membership/portal');
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/p/session/cus_test_`));
  });
});

describe('webhooks', () => {
  it('change nothing when replayed', async () => {
    const { member, events } = await subscribed();
    const before = await stored(member);
    for (const event of events) expect((await stripe.deliver(event)).body.outcome).toBe('duplicate');
    expect(await stored(member)).toBe(before);
  });

  it('refuse a signature older than five minutes (a captured request sent again)', async () => {
    const { member, session } = await subscribed();
    const before = await stored(member);
    const old = stripe.event('customer.subscription.deleted', {
      id: session?.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    const replay = await stripe.deliver(old, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(replay.status).toBe(400);
    expect(await stored(member)).toBe(before);
  });

  it('refuse a tampered body, another secret, a missing or malformed signature', async () => {
    const { member, session } = await subscribed();
    const before = await stored(member);
    const cancel = stripe.event('customer.subscription.deleted', {
      id: session?.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    const tampered = await stripe.deliver(cancel, { tamper: (body) => body.replace('"canceled"', '"active"') });
    expect(tampered.status).toBe(400);
    expect((await stripe.deliver(cancel, { secret: 'whsec_someoneElse1' })).status).toBe(400);
    expect((await stripe.deliver(cancel, { header: null })).status).toBe(400);
    expect((await stripe.deliver(cancel, { header: 't=1,v1=00' })).status).toBe(400);
    expect(await stored(member)).toBe(before);
    expect(await membership(member)).toMatchObject({ status: 'active' });
  });

  it('ignore an event older than the newest one applied (out of order)', async () => {
    const { member, session } = await subscribed();
    const subscription = stripe.subscriptions.get(String(session?.subscription));
    const t = Math.floor(Date.now() / 1000);
    const newer = stripe.event('customer.subscription.updated', { ...subscription, status: 'canceled' }, t + 20);
    const older = stripe.event(
      'customer.subscription.updated',
      { ...subscription, status: 'active', cancel_at_period_end: true },
      t + 10,
    );
    expect((await stripe.deliver(newer)).body.outcome).toBe('applied');
    const before = await stored(member);
    expect((await stripe.deliver(older)).body.outcome).toBe('stale');
    expect(await stored(member)).toBe(before);
    expect(await membership(member)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false, inForce: false });
  });

  it('ask Stripe to send again an invoice that arrives before its Checkout Session', async () => {
    const member = await createMember(app);
    await call(app, member, 'GET', '/api/membership');
    await endTrial(app, member);
    const started = (
      await call(app, member, 'POST', '/api/membership/checkout', { planId: 'monitoring-yearly' })
    ).json();
    const session = [...stripe.sessions.values()].find(
      (candidate) => candidate.client_reference_id === started.checkoutId,
    );
    const [completed, invoicePaid] = stripe.completeSession(String(session?.id));
    const early = await stripe.deliver(invoicePaid ?? {});
    expect(early.status).toBe(409);
    expect((await stripe.deliver(completed ?? {})).body.outcome).toBe('applied');
    expect((await stripe.deliver(invoicePaid ?? {})).body.outcome).toBe('applied');
    expect(await membership(member)).toMatchObject({
      status: 'active',
      plan: { id: 'monitoring-yearly', amountCents: 58_800 },
    });
    expect((await call(app, member, 'GET', '/api/membership/invoices')).json().invoices).toHaveLength(1);
  });

  it('start nothing when a session’s amount is not the plan’s price', async () => {
    const member = await createMember(app);
    // After the trial: Basic bought during it is a card saved for later, with no amount (decision 098).
    await call(app, member, 'GET', '/api/membership');
    await endTrial(app, member);
    const started = (await call(app, member, 'POST', '/api/membership/checkout', { planId: 'basic' })).json();
    const session = [...stripe.sessions.values()].find(
      (candidate) => candidate.client_reference_id === started.checkoutId,
    );
    const [completed] = stripe.completeSession(String(session?.id));
    const object = (completed?.data as { object: Record<string, unknown> }).object;
    const cheap = { ...completed, data: { object: { ...object, amount_total: 100 } } };
    expect((await stripe.deliver(cheap)).body.outcome).toBe('ignored');
    expect(await membership(member)).toMatchObject({ status: 'trialing', plan: null });
  });
});

describe('cancel, pause and renewals at Stripe', () => {
  it('tells Stripe to cancel and to pause at the period’s end, and takes both back', async () => {
    const { member, session } = await subscribed();
    const path = `/v1/subscriptions/${session?.subscription}`;
    const cancelled = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancelled.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.requests.filter((request) => request.path === path).at(-1)?.form).toMatchObject({
      cancel_at_period_end: 'true',
    });
    await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: false });
    const paused = await call(app, member, 'PUT', '/api/membership/pause', { atPeriodEnd: true });
    expect(paused.json()).toMatchObject({ pauseAtPeriodEnd: true, cancelAtPeriodEnd: false });
    expect(stripe.requests.filter((request) => request.path === path).at(-1)?.form).toMatchObject({
      cancel_at_period_end: 'false',
      'pause_collection[behavior]': 'void',
    });
    expect(stripe.subscriptions.get(String(session?.subscription))).toMatchObject({
      pause_collection: { behavior: 'void' },
    });
    expect((await mailSubjects(app, member)).filter((subject) => subject === 'Your plan has changed')).toHaveLength(3);
  });

  it('turns past_due on a failed renewal, emails the member, and active again once paid', async () => {
    const { member, session } = await subscribed();
    const subscriptionId = String(session?.subscription);
    const start = Math.floor(Date.now() / 1000) + 30 * secondsInDay;
    const period = { start, end: start + 30 * secondsInDay };
    const failed = stripe.event(
      'invoice.payment_failed',
      stripe.invoice(subscriptionId, false, period, 4900),
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await stripe.deliver(failed)).body.outcome).toBe('applied');
    expect(await membership(member)).toMatchObject({ status: 'past_due', inForce: true });
    expect(await mailSubjects(app, member)).toContain('Your payment did not go through');
    const paid = stripe.event(
      'invoice.paid',
      stripe.invoice(subscriptionId, true, period, 4900),
      Math.floor(Date.now() / 1000) + 6,
    );
    expect((await stripe.deliver(paid)).body.outcome).toBe('applied');
    const after = await membership(member);
    expect(after).toMatchObject({ status: 'active' });
    expect(new Date(after.currentPeriodEnd).getTime()).toBe(period.end * 1000);
    const statuses = (await call(app, member, 'GET', '/api/membership/invoices'))
      .json()
      .invoices.map((row: { status: string }) => row.status);
    expect(statuses.sort()).toEqual(['failed', 'paid', 'paid']);
  });

  it('ends the plan when Stripe deletes the subscription', async () => {
    const { member, session } = await subscribed();
    const deleted = stripe.event(
      'customer.subscription.deleted',
      { ...stripe.subscriptions.get(String(session?.subscription)), status: 'canceled' },
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await stripe.deliver(deleted)).body.outcome).toBe('applied');
    expect(await membership(member)).toMatchObject({
      status: 'canceled',
      inForce: false,
      entitlements: { automatedFiling: false },
    });
  });
});
