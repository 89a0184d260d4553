import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { PAYMENTS_NOT_SET_UP } from '@cleardocket/domain/membership/test-cards';
import { CARDS, call, mailSubjects, pay, payNow } from './helpers/membership';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { millisecondsInDay } from 'date-fns/constants';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const DAY = millisecondsInDay;
const membership = async (member: Member) => (await call(app, member, 'GET', '/api/membership')).json();
const invoicesOf = (member: Member) => app.db.select().from(invoices).where(eq(invoices.userId, member.id));
const periodEnd = async (member: Member) => new Date((await membership(member)).currentPeriodEnd);
const workAt = (at: Date) => workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), at);

describe('the sandbox card form', () => {
  it('takes a test card: the plan starts, the receipt is stored and emailed', async () => {
    const member = await createMember(app);
    const response = await payNow(app, member, 'monitoring-monthly', CARDS.visa);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('succeeded');
    expect(body.membership).toMatchObject({
      status: 'active',
      inForce: true,
      plan: { id: 'monitoring-monthly', amountCents: 4900 },
      cancelAtPeriodEnd: false,
      paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 },
      nextCharge: { amountCents: 4900 },
    });
    const days = (new Date(body.membership.currentPeriodEnd).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const listed = (await call(app, member, 'GET', '/api/membership/invoices')).json().invoices;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ number: 'INV-000001', amountCents: 4900, currency: 'usd', status: 'paid' });
    expect(await mailSubjects(app, member)).toContain('Payment received');
    // A card number is never stored; only its brand, last four digits and the sandbox's token.
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('keeps the trial when paying during it: the card on file, no charge today, the first charge at the trial’s end', async () => {
    const member = await createMember(app);
    const response = await pay(app, member, 'monitoring-monthly', CARDS.visa);
    expect(response.statusCode, response.body).toBe(200);
    const trialEndsAt = new Date(response.json().membership.trialEndsAt);
    expect(response.json()).toMatchObject({
      status: 'scheduled',
      membership: {
        status: 'trialing',
        plan: { id: 'monitoring-monthly' },
        paymentMethod: { last4: '4242' },
        nextCharge: { amountCents: 4900, at: trialEndsAt.toISOString() },
      },
    });
    expect(await invoicesOf(member)).toEqual([]);
    expect(await mailSubjects(app, member)).toContain('Your free trial continues');
    // The day before the trial ends nothing is charged; at its end the stored card is.
    await workAt(new Date(trialEndsAt.getTime() - DAY));
    expect(await invoicesOf(member)).toEqual([]);
    await workAt(new Date(trialEndsAt.getTime() + 60_000));
    const after = await membership(member);
    expect(after).toMatchObject({ status: 'active', plan: { id: 'monitoring-monthly' } });
    const charged = await invoicesOf(member);
    expect(charged.map((row) => [row.amountCents, row.status])).toEqual([[4900, 'paid']]);
    const days = (new Date(after.currentPeriodEnd).getTime() - trialEndsAt.getTime()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // Working the job again charges nothing more.
    await workAt(new Date(trialEndsAt.getTime() + 120_000));
    expect(await invoicesOf(member)).toHaveLength(1);
  });

  it('charges nothing when the member cancels during the trial with a card on file', async () => {
    const member = await createMember(app);
    const response = await pay(app, member, 'basic', CARDS.visa);
    const trialEndsAt = new Date(response.json().membership.trialEndsAt);
    const cancelled = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await membership(member)).toMatchObject({ status: 'trialing', plan: null, nextCharge: null });
    await workAt(new Date(trialEndsAt.getTime() + 60_000));
    expect(await invoicesOf(member)).toEqual([]);
  });

  it('declines with Stripe’s words and leaves the trial as it was', async () => {
    const member = await createMember(app);
    const declined = await pay(app, member, 'basic', CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    const poor = await pay(app, member, 'basic', CARDS.insufficientFunds);
    expect(poor.json().error.message).toBe('Your card has insufficient funds.');
    expect(await membership(member)).toMatchObject({ status: 'trialing', plan: null });
    expect(await invoicesOf(member)).toEqual([]);
  });

  it('refuses a real-looking card and a number that fails the Luhn check', async () => {
    const member = await createMember(app);
    const real = await pay(app, member, 'basic', CARDS.notATestCard);
    expect(real.statusCode).toBe(402);
    expect(real.json().error.message).toMatch(/test card such as 4242/);
    const typo = await pay(app, member, 'basic', CARDS.badLuhn);
    expect(typo.statusCode).toBe(400);
    expect(await membership(member)).toMatchObject({ status: 'trialing' });
  });

  it('waits for authentication, then completes once however often it is confirmed', async () => {
    const member = await createMember(app);
    const started = await payNow(app, member, 'basic', CARDS.authentication);
    expect(started.json()).toMatchObject({ status: 'requires_action', membership: { status: 'trialing' } });
    const url = `/api/membership/sandbox/payments/${started.json().checkoutId}/authenticate`;
    const approved = await call(app, member, 'POST', url, { approve: true });
    expect(approved.json()).toMatchObject({
      status: 'succeeded',
      membership: { status: 'active', plan: { id: 'basic' } },
    });
    expect((await call(app, member, 'POST', url, { approve: true })).json().status).toBe('succeeded');
    expect(await invoicesOf(member)).toHaveLength(1);
    const other = await createMember(app);
    expect((await call(app, other, 'POST', url, { approve: true })).statusCode).toBe(404);
  });

  it('fails the payment when the member does not authenticate it', async () => {
    const member = await createMember(app);
    const started = await payNow(app, member, 'basic', CARDS.authentication);
    const url = `/api/membership/sandbox/payments/${started.json().checkoutId}/authenticate`;
    const denied = await call(app, member, 'POST', url, { approve: false });
    expect(denied.statusCode).toBe(402);
    expect(denied.json().error.message).toMatch(/unable to authenticate/);
    expect(await membership(member)).toMatchObject({ status: 'trialing' });
  });

  it('sells premium per link, and refuses a second monitoring plan', async () => {
    const member = await createMember(app);
    const premium = await payNow(app, member, 'premium', CARDS.visa, 3);
    expect(premium.json().membership).toMatchObject({
      premiumLinks: 3,
      currentPeriodEnd: null,
      nextCharge: null,
      entitlements: { operatorHandling: true, premiumLinks: 3 },
    });
    expect((await invoicesOf(member))[0]?.amountCents).toBe(149_700);
    expect((await payNow(app, member, 'premium', CARDS.visa, 1)).json().membership.premiumLinks).toBe(4);
    const monthly = await createMember(app);
    await payNow(app, monthly, 'monitoring-monthly', CARDS.visa);
    const again = await payNow(app, monthly, 'monitoring-yearly', CARDS.visa);
    expect(again.statusCode).toBe(409);
  });
});

describe('cancel and pause, renewals and dunning', () => {
  it('cancels at the period’s end in one call, takes it back, and ends the plan when the period ends', async () => {
    const member = await createMember(app);
    await payNow(app, member, 'monitoring-monthly', CARDS.visa);
    const cancelled = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancelled.json()).toMatchObject({
      status: 'active',
      inForce: true,
      cancelAtPeriodEnd: true,
      nextCharge: null,
    });
    const kept = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: false });
    expect(kept.json()).toMatchObject({ cancelAtPeriodEnd: false, nextCharge: { amountCents: 4900 } });
    await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    const end = await periodEnd(member);
    await workAt(new Date(end.getTime() - 60_000));
    expect((await membership(member)).status).toBe('active');
    await workAt(new Date(end.getTime() + 1000));
    expect(await membership(member)).toMatchObject({ status: 'canceled', inForce: false });
    expect(await invoicesOf(member)).toHaveLength(1);
    const subjects = await mailSubjects(app, member);
    expect(subjects.slice(subjects.indexOf('Payment received'))).toEqual([
      'Payment received',
      'Your plan has changed',
      'Your plan has changed',
      'Your plan has changed',
      'Your plan has ended',
    ]);
  });

  it('pauses at the period’s end and resumes with a new paid period', async () => {
    const member = await createMember(app);
    await payNow(app, member, 'monitoring-monthly', CARDS.visa);
    await call(app, member, 'PUT', '/api/membership/pause', { atPeriodEnd: true });
    await workAt(new Date((await periodEnd(member)).getTime() + 1000));
    expect(await membership(member)).toMatchObject({ status: 'paused', inForce: false });
    const resumed = await call(app, member, 'POST', '/api/membership/resume');
    expect(resumed.json()).toMatchObject({ status: 'active', inForce: true, pauseAtPeriodEnd: false });
    expect(await invoicesOf(member)).toHaveLength(2);
  });

  it('renews a good card for another period', async () => {
    const member = await createMember(app);
    await payNow(app, member, 'monitoring-monthly', CARDS.visa);
    const end = await periodEnd(member);
    await workAt(new Date(end.getTime() + 1000));
    expect((await membership(member)).status).toBe('active');
    expect((await periodEnd(member)).getTime()).toBeGreaterThan(end.getTime() + 27 * DAY);
    expect((await invoicesOf(member)).map((row) => row.status)).toEqual(['paid', 'paid']);
  });

  it('keeps the plan on while a failed renewal is retried after 1, 3 and 5 days, then cancels it', async () => {
    const member = await createMember(app);
    await payNow(app, member, 'monitoring-monthly', CARDS.failsOnRenewal);
    const end = await periodEnd(member);
    await workAt(new Date(end.getTime() + 1000));
    const dunning = await membership(member);
    expect(dunning).toMatchObject({ status: 'past_due', inForce: true, entitlements: { automatedFiling: true } });
    expect(new Date(dunning.nextCharge.at).getTime()).toBe(end.getTime() + 1 * DAY);
    await workAt(new Date(end.getTime() + 1 * DAY + 1000));
    await workAt(new Date(end.getTime() + 3 * DAY + 1000));
    expect((await membership(member)).status).toBe('past_due');
    await workAt(new Date(end.getTime() + 5 * DAY + 1000));
    expect(await membership(member)).toMatchObject({ status: 'canceled', inForce: false });
    expect((await invoicesOf(member)).map((row) => row.status).sort()).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
      'paid',
    ]);
    const subjects = await mailSubjects(app, member);
    expect(subjects.filter((subject) => subject === 'Your payment did not go through')).toHaveLength(3);
    expect(subjects.at(-1)).toBe('Your plan has ended');
  });

  it('reminds a member once, three days before the trial ends', async () => {
    const member = await createMember(app);
    await membership(member);
    await app.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(subscriptions.userId, member.id));
    await workAt(new Date());
    await workAt(new Date());
    expect((await mailSubjects(app, member)).filter((subject) => subject === 'Your free trial ends soon')).toHaveLength(
      1,
    );
  });

  it('refuses to cancel what does not renew', async () => {
    const member = await createMember(app);
    expect((await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true })).statusCode).toBe(409);
    await payNow(app, member, 'basic', CARDS.visa);
    expect((await call(app, member, 'PUT', '/api/membership/pause', { atPeriodEnd: true })).statusCode).toBe(409);
  });
});

describe('without Stripe in production', () => {
  it('refuses paid checkout with a clear message unless the operator turned the sandbox on', async () => {
    const closed = await createTestApp({
      config: { payments: { stripe: undefined, sandboxAllowed: false, cron: '*/10 * * * *' } },
    });
    try {
      const member = await createMember(closed);
      const card = await pay(closed, member, 'monitoring-monthly', CARDS.visa);
      expect(card.statusCode).toBe(503);
      expect(card.json().error).toEqual({ code: 'payments_unavailable', message: PAYMENTS_NOT_SET_UP });
      const checkout = await call(closed, member, 'POST', '/api/membership/checkout', { planId: 'basic' });
      expect(checkout.statusCode).toBe(503);
      expect(await closed.db.select().from(invoices).where(eq(invoices.userId, member.id))).toEqual([]);
    } finally {
      await closed.cleanup();
    }
  });
});
