import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/membership';
import { membershipDeps } from '../src/modules/membership/checkout';
import { workDueSubscriptions } from '../src/modules/membership/lifecycle';
import { createMember } from './helpers/identity';
import { CARDS, call, pay } from './helpers/membership';
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
