import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { invoices, subscriptions } from '../src/db/schema/membership';
import { subscriptionOf } from '../src/modules/membership/service';
import { createMember } from './helpers/identity';
import { call, CARDS, pay, signAgreement } from './helpers/membership';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { subDays } from 'date-fns';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const step = async (member: Member) =>
  (await call(app, member, 'GET', '/api/onboarding')).json() as Record<string, unknown>;
const FAMILY = { kind: 'family', firstName: 'Ruth', lastName: 'Okafor', relation: 'parent', consent: true };

describe('onboarding funnel', () => {
  it('walks relationship → plan → trial → agreement → done, each step checked on the server', async () => {
    const member = await createMember(app);
    const start = await step(member);
    expect(start).toMatchObject({ step: 'relationship', profile: null, planId: null, completed: false });
    expect(typeof start.trialEndsAt).toBe('string');

    // Forward is refused until the steps before are done, with the step that is missing.
    const early = await call(app, member, 'PUT', '/api/onboarding/plan', { planId: 'basic' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Tell us who this is for first.');
    expect((await call(app, member, 'POST', '/api/onboarding/complete')).statusCode).toBe(409);

    // A family member needs their consent; the refusal names the field.
    const noConsent = await call(app, member, 'PUT', '/api/onboarding/relationship', { ...FAMILY, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('We can act for a family member only with their permission');

    const family = await call(app, member, 'PUT', '/api/onboarding/relationship', FAMILY);
    expect(family.statusCode, family.body).toBe(200);
    expect(family.json()).toMatchObject({ step: 'pricing', profile: { kind: 'family', label: 'Ruth Okafor' } });
    expect(family.json().profile.consentAt).toEqual(expect.any(String));

    // Back is safe: answering again changes the same profile instead of adding one.
    const self = await call(app, member, 'PUT', '/api/onboarding/relationship', { kind: 'self' });
    expect(self.json().profile).toMatchObject({ kind: 'self', label: `${member.firstName} ${member.lastName}` });
    expect(self.json().profile.id).toBe(family.json().profile.id);
    const list = (await call(app, member, 'GET', '/api/protected-profiles')).json();
    expect(list.profiles).toHaveLength(1);

    const plan = await call(app, member, 'PUT', '/api/onboarding/plan', { planId: 'basic' });
    expect(plan.json()).toMatchObject({ step: 'payment', planId: 'basic' });
    const trial = await call(app, member, 'POST', '/api/onboarding/trial');
    expect(trial.json()).toMatchObject({ step: 'contract', paymentChoice: 'trial' });

    await signAgreement(app, member);
    expect(await step(member)).toMatchObject({ step: 'trial-dashboard', agreementSigned: true, completed: false });
    const done = await call(app, member, 'POST', '/api/onboarding/complete');
    expect(done.json()).toMatchObject({ step: 'trial-dashboard', completed: true });
    const [account] = await app.db.select().from(users).where(eq(users.id, member.id));
    expect(account?.onboardingCompleted).toBe(true);
  });

  it('keeps the trial when the member pays during it: card on file, no charge today, the first charge date told', async () => {
    const payer = await createMember(app);
    await call(app, payer, 'PUT', '/api/onboarding/relationship', { kind: 'self' });
    await call(app, payer, 'PUT', '/api/onboarding/plan', { planId: 'monitoring-monthly' });
    const declined = await pay(app, payer, 'monitoring-monthly', CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(await step(payer)).toMatchObject({ step: 'payment', paymentChoice: null });
    const paid = await pay(app, payer, 'monitoring-monthly', CARDS.visa);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'scheduled', membership: { status: 'trialing' } });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id));
    const trialEnd = row?.trialEndsAt?.toISOString();
    expect(trialEnd).toBeDefined();
    expect(await step(payer)).toMatchObject({
      step: 'contract',
      paymentChoice: 'card-on-file',
      firstCharge: { amountCents: 4900, at: trialEnd },
    });
    // Nothing was charged: no invoice, and the billing page names the first charge.
    expect(await app.db.select().from(invoices).where(eq(invoices.userId, payer.id))).toEqual([]);
    expect(paid.json().membership.nextCharge).toEqual({ amountCents: 4900, at: trialEnd });

    const late = await createMember(app);
    await subscriptionOf(app.db, late.id);
    await app.db
      .update(subscriptions)
      .set({ trialEndsAt: subDays(new Date(), 1) })
      .where(eq(subscriptions.userId, late.id));
    await call(app, late, 'PUT', '/api/onboarding/relationship', { kind: 'self' });
    await call(app, late, 'PUT', '/api/onboarding/plan', { planId: 'basic' });
    const refused = await call(app, late, 'POST', '/api/onboarding/trial');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Your free trial has ended. Pay for your plan to go on.');
    expect(await step(late)).toMatchObject({ step: 'payment', trialEndsAt: null });
  });

  it('keeps profiles within the plan and answers only the signed-in member', async () => {
    const member = await createMember(app);
    await subscriptionOf(app.db, member.id);
    await app.db
      .update(subscriptions)
      .set({ status: 'active', planId: 'basic', currentPeriodEnd: null })
      .where(eq(subscriptions.userId, member.id));
    const first = await call(app, member, 'POST', '/api/protected-profiles', { kind: 'self' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(app, member, 'POST', '/api/protected-profiles', {
      kind: 'business',
      companyName: 'Okafor LLC',
    });
    expect(second.statusCode).toBe(402);
    expect(second.json().error.message).toBe(
      'Your plan covers 1 profile. Monitoring (monthly) and Monitoring (yearly) cover 3: choose a plan on your billing page.',
    );

    const markup = await call(app, member, 'PUT', '/api/onboarding/relationship', {
      kind: 'business',
      companyName: '<b>x</b>',
    });
    expect(markup.statusCode).toBe(400);
    expect((await call(app, member, 'PUT', '/api/onboarding/plan', { planId: 'gold' })).statusCode).toBe(400);

    const anonymous = await app.inject({ method: 'GET', url: '/api/onboarding' });
    expect(anonymous.statusCode).toBe(401);
  });
});
