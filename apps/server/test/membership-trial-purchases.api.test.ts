import { addDays, addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import type { ChargeOnFileRequest } from '../src/providers/payments/types';
import { CARDS, call, mailSubjects, pay } from './helpers/membership';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

/**
 * "Every plan starts with a 14-day free trial" (the plan step's promise, issue 31): a one-time plan
 * bought during the trial is not charged at once either, in the sandbox.
 */
describe('one-time plans bought during the trial (sandbox)', () => {
  for (const [planId, quantity, amount] of [
    ['basic', undefined, 29_900],
    ['premium', 2, 99_800],
  ] as const) {
    it(`puts ${planId} on the card with no charge today and charges ${amount} cents at the trial's end`, async () => {
      const member = await createMember(app);
      const trialEndsAt = (await call(app, member, 'GET', '/api/membership')).json().trialEndsAt;
      const paid = await pay(app, member, planId, CARDS.visa, quantity);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({
        status: 'scheduled',
        membership: { status: 'trialing', trialEndsAt, nextCharge: { amountCents: amount, at: trialEndsAt } },
      });
      expect(await app.db.select().from(invoices).where(eq(invoices.userId, member.id))).toEqual([]);

      await workDueSubscriptions(
        membershipDeps(app, 'http://localhost:3000'),
        new Date(new Date(trialEndsAt).getTime() + 60_000),
      );
      const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
      expect(rows.map((row) => [row.amountCents, row.status])).toEqual([[amount, 'paid']]);
      expect((await call(app, member, 'GET', '/api/membership')).json()).toMatchObject({
        status: 'active',
        plan: { id: planId },
      });
    });
  }
});

/**
 * A declined first charge goes into dunning, and its retry charges the purchase itself: Premium's
 * three links at three times the price, and the links come with it (before, the retry charged one
 * plan price and granted no link).
 */
describe('a one-time purchase whose charge at the trial’s end is declined', () => {
  it('retries the whole purchase: three Premium links charged and granted on the retry', async () => {
    const member = await createMember(app);
    const trialEndsAt = new Date((await call(app, member, 'GET', '/api/membership')).json().trialEndsAt);
    expect((await pay(app, member, 'premium', CARDS.visa, 3)).statusCode).toBe(200);
    const charges: ChargeOnFileRequest[] = [];
    let decline = true;
    const deps = membershipDeps(app, 'http://localhost:3000');
    const payments = {
      ...deps.payments,
      chargeOnFile: async (request: ChargeOnFileRequest) => {
        charges.push(request);
        if (decline) return { status: 'failed' as const, message: 'Your card was declined.' };
        return deps.payments.chargeOnFile(request);
      },
    };
    const at = (days: number) => addMinutes(addDays(trialEndsAt, days), 1);

    await workDueSubscriptions({ ...deps, payments }, at(0));
    expect((await call(app, member, 'GET', '/api/membership')).json()).toMatchObject({
      status: 'past_due',
      plan: { id: 'premium' },
    });
    decline = false;
    await workDueSubscriptions({ ...deps, payments }, at(1));

    expect(charges.map((charge) => charge.amountCents)).toEqual([149_700, 149_700]);
    expect(new Set(charges.map((charge) => charge.idempotencyKey)).size).toBe(2);
    const rows = await app.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(rows.map((row) => [row.amountCents, row.status]).sort()).toEqual([
      [149_700, 'failed'],
      [149_700, 'paid'],
    ]);
    const [subscription] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(subscription).toMatchObject({ status: 'active', planId: 'premium', premiumLinks: 3, dunningAttempts: 0 });
    expect(await mailSubjects(app, member)).toEqual(
      expect.arrayContaining(['Your payment did not go through', 'Payment received']),
    );
  });
});
