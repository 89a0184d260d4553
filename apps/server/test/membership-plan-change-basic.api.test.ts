import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAST_DUE_REASON } from '@cleardocket/domain/membership/plan-change';
import { invoices } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { CARDS, call, payNow } from './helpers/membership';
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

const membership = async (member: Member) => (await call(app, member, 'GET', '/api/membership')).json();
const preview = (member: Member, planId: string) =>
  call(app, member, 'GET', `/api/membership/plan-change?planId=${planId}`);
const change = (member: Member, planId: string) => call(app, member, 'POST', '/api/membership/plan-change', { planId });
const amountsOf = async (member: Member) =>
  (await app.db.select().from(invoices).where(eq(invoices.userId, member.id))).map((row) => [
    row.amountCents,
    row.status,
  ]);
const runJob = (at: Date) => workDueSubscriptions(membershipDeps(app, 'http://localhost:3000'), at);

describe('monitoring → Basic and a plan that is past due (sandbox, decision 098)', () => {
  it('moves monitoring to Basic at the period’s end: nothing today, Basic charged once then', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-monthly', CARDS.visa)).statusCode).toBe(200);
    const shown = await preview(member, 'basic');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ when: 'at-period-end', amountDueCents: 0 });
    expect(shown.json().text).toMatch(/then it ends and Basic starts, charged once at \$299\.00 on .+ to the card/);

    const changed = await change(member, 'basic');
    expect(changed.statusCode, changed.body).toBe(200);
    const end = new Date(changed.json().currentPeriodEnd);
    expect(changed.json()).toMatchObject({
      plan: { id: 'monitoring-monthly' },
      planChange: { planId: 'basic', at: end.toISOString() },
      nextCharge: { amountCents: 29_900, at: end.toISOString() },
    });
    expect(await amountsOf(member)).toEqual([[4900, 'paid']]);

    await runJob(addMinutes(end, -60));
    expect(await amountsOf(member)).toEqual([[4900, 'paid']]);
    await runJob(addMinutes(end, 1));
    expect(await amountsOf(member)).toEqual([
      [4900, 'paid'],
      [29_900, 'paid'],
    ]);
    expect(await membership(member)).toMatchObject({
      status: 'active',
      plan: { id: 'basic' },
      currentPeriodEnd: null,
      planChange: null,
      nextCharge: null,
      entitlements: { profiles: 1, rescanEveryDays: 365 },
    });
  });

  it('charges nothing for Basic when the member cancelled after asking for it', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-yearly', CARDS.visa)).statusCode).toBe(200);
    expect((await change(member, 'basic')).statusCode).toBe(200);
    const cancelled = await call(app, member, 'PUT', '/api/membership/cancel', { atPeriodEnd: true });
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, planChange: null, nextCharge: null });
    await runJob(addMinutes(new Date(cancelled.json().currentPeriodEnd), 1));
    expect(await amountsOf(member)).toEqual([[58_800, 'paid']]);
    expect((await membership(member)).status).toBe('canceled');
  });

  it('tells a member whose renewal failed to update the card or pay the invoice instead of changing plan', async () => {
    const member = await createMember(app);
    expect((await payNow(app, member, 'monitoring-monthly', CARDS.failsOnRenewal)).statusCode).toBe(200);
    const { currentPeriodEnd } = await membership(member);
    await runJob(addMinutes(new Date(currentPeriodEnd), 1));
    expect((await membership(member)).status).toBe('past_due');
    for (const planId of ['monitoring-yearly', 'basic']) {
      for (const answer of [await preview(member, planId), await change(member, planId)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error.message).toBe(PAST_DUE_REASON);
      }
    }
    expect((await membership(member)).plan.id).toBe('monitoring-monthly');
  });
});
