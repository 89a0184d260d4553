import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, invoices, subscriptions } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { CARDS, call, mailSubjects, pay, payNow } from './helpers/membership';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const DAY = millisecondsInDay;

/** The member's paid period is half gone: 15 of 30 days left. */
async function halfwayThroughPeriod(member: Member) {
  const now = Date.now();
  await app.db
    .update(subscriptions)
    .set({ currentPeriodStart: new Date(now - 15 * DAY), currentPeriodEnd: new Date(now + 15 * DAY) })
    .where(eq(subscriptions.userId, member.id));
}

const preview = (member: Member, planId: string) =>
  call(app, member, 'GET', `/api/membership/plan-change?planId=${planId}`);
const change = (member: Member, planId: string) => call(app, member, 'POST', '/api/membership/plan-change', { planId });

describe('changing plan in the sandbox (decision 082)', () => {
  it('moves monthly up to yearly now, charging the prorated amount shown before confirming', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-monthly', CARDS.visa)).statusCode).toBe(200);
    await halfwayThroughPeriod(member);

    const shown = await preview(member, 'monitoring-yearly');
    expect(shown.statusCode, shown.body).toBe(200);
    // $588.00 for a year from today, less the 15 unused days of $49.00 a month ($24.50).
    expect(shown.json()).toMatchObject({ planId: 'monitoring-yearly', when: 'now', amountDueCents: 56_350 });
    expect(shown.json().text).toMatch(/^Monitoring \(yearly\) starts today\. You pay \$563\.50 now/);

    const changed = await change(member, 'monitoring-yearly');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().plan.id).toBe('monitoring-yearly');
    expect(new Date(changed.json().currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(rows.map((row) => [row.description, row.amountCents])).toContainEqual([
      'Monitoring (yearly), prorated',
      56_350,
    ]);
    expect(await mailSubjects(app, member)).toContain('Your plan has changed');
  });

  it('moves yearly down to monthly at the period’s end, then renews as monthly', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-yearly', CARDS.visa)).statusCode).toBe(200);
    const shown = (await preview(member, 'monitoring-monthly')).json();
    expect(shown).toMatchObject({ when: 'at-period-end', amountDueCents: 0 });
    expect(shown.text).toMatch(
      /^You keep your current plan until .+; then Monitoring \(monthly\) starts at \$49\.00\./,
    );

    const changed = (await change(member, 'monitoring-monthly')).json();
    expect(changed.plan.id).toBe('monitoring-yearly');
    expect(changed.planChange).toMatchObject({ planId: 'monitoring-monthly', at: changed.currentPeriodEnd });
    const before = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));

    const end = new Date(changed.currentPeriodEnd);
    await workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), new Date(end.getTime() + 60_000));
    const after = (await call(app, member, 'GET', '/api/membership')).json();
    expect(after).toMatchObject({ status: 'active', plan: { id: 'monitoring-monthly' }, planChange: null });
    const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(rows).toHaveLength(before.length + 1);
    expect(rows.map((row) => row.amountCents)).toContain(4900);
  });

  it('leaves the plan as it was when the card on file is declined', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-monthly', CARDS.failsOnRenewal)).statusCode).toBe(200);
    const refused = await change(member, 'monitoring-yearly');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/Your plan has not changed\.$/);
    expect((await call(app, member, 'GET', '/api/membership')).json().plan.id).toBe('monitoring-monthly');
  });

  it('changes the plan within the free trial with no charge and the trial’s end kept', async () => {
    const member = await createMember(app);
    const trialEndsAt = (await call(app, member, 'GET', '/api/membership')).json().trialEndsAt;
    expect((await pay(app, member, 'monitoring-monthly', CARDS.visa)).json().status).toBe('scheduled');

    const shown = (await preview(member, 'monitoring-yearly')).json();
    expect(shown).toMatchObject({ when: 'in-trial', amountDueCents: 0, effectiveAt: trialEndsAt });
    expect(shown.text).toMatch(/^No charge today\. Your free trial continues; your first charge of \$588\.00/);
    const changed = (await change(member, 'monitoring-yearly')).json();
    expect(changed).toMatchObject({
      status: 'trialing',
      trialEndsAt,
      plan: { id: 'monitoring-yearly' },
      nextCharge: { amountCents: 58_800, at: trialEndsAt },
    });
    expect(await app.db.select().from(invoices).where(eq(invoices.userId, member.id))).toEqual([]);
    const [scheduled] = await app.db.select().from(checkouts).where(eq(checkouts.userId, member.id));
    expect(scheduled).toMatchObject({ planId: 'monitoring-yearly', status: 'scheduled' });
  });

  it('refuses a change that would leave more profiles than the new plan covers, and says what to do', async () => {
    const member = await createMember(app);
    expect((await pay(app, member, 'monitoring-monthly', CARDS.visa)).json().status).toBe('scheduled');
    expect((await call(app, member, 'POST', '/api/protected-profiles', { kind: 'self' })).statusCode).toBe(201);
    const business = await call(app, member, 'POST', '/api/protected-profiles', {
      kind: 'business',
      companyName: 'Okafor LLC',
    });
    expect(business.statusCode, business.body).toBe(201);

    const refused = await preview(member, 'basic');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Basic covers 1 profile and you have 2. Remove 1 profile on the Who we protect page first, or keep your plan.',
    );
    expect((await change(member, 'basic')).statusCode).toBe(409);
    expect((await call(app, member, 'GET', '/api/membership')).json().plan.id).toBe('monitoring-monthly');
  });

  it('refuses without a plan, to the same plan, and to a one-time plan from a running subscription', async () => {
    const member = await createMember(app);
    const none = await preview(member, 'monitoring-yearly');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('You have no plan to change yet: choose one on your billing page.');

    expect((await payNow(app, member, 'monitoring-monthly', CARDS.visa)).statusCode).toBe(200);
    expect((await change(member, 'monitoring-monthly')).json().error.message).toBe(
      'You already have Monitoring (monthly).',
    );
    const once = await change(member, 'premium');
    expect(once.statusCode).toBe(409);
    expect(once.json().error.message).toMatch(/^Premium is bought once, not as a change of plan/);
    expect((await preview(member, 'gold')).statusCode).toBe(400);
  });
});
