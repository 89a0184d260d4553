import { describe, expect, it } from 'vitest';
import { entitlementsOf, isInForce, NO_ENTITLEMENTS, planRequiredMessage } from './entitlements';
import type { SubscriptionFacts } from './entitlements';
import { nextRetryAfterDays } from './dunning';
import { formatCents, PLAN_IDS, PLANS, priceOf } from './plans';
import { profileLimitAdvice } from './plan-copy';
import { cardBrand, isValidCardNumber, testCardOutcome } from './test-cards';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-01T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');
const facts = (overrides: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  planId: null,
  status: 'trialing',
  trialEndsAt: later,
  currentPeriodEnd: null,
  premiumLinks: 0,
  ...overrides,
});

describe('plans', () => {
  it('prices the offer of spec §9 in integer cents', () => {
    expect(PLANS['monitoring-monthly'].amountCents).toBe(4900);
    expect(PLANS.basic.amountCents).toBe(29_900);
    expect(priceOf('premium', 3)).toBe(149_700);
    expect(priceOf('basic', 3)).toBe(29_900);
    expect(formatCents(149_700)).toBe('$1,497.00');
  });
});

describe('entitlements', () => {
  it('gives a running trial the monitoring plan and an ended one nothing', () => {
    expect(entitlementsOf(facts({}), now)).toEqual(PLANS['monitoring-monthly'].entitlements);
    expect(entitlementsOf(facts({ trialEndsAt: earlier }), now)).toEqual(NO_ENTITLEMENTS);
  });

  it('keeps a paid plan to the end of its period, a one-time plan for good, and dunning in force', () => {
    const monthly = facts({ status: 'active', planId: 'monitoring-monthly', currentPeriodEnd: later });
    expect(isInForce(monthly, now)).toBe(true);
    expect(isInForce({ ...monthly, currentPeriodEnd: earlier }, now)).toBe(false);
    expect(isInForce(facts({ status: 'active', planId: 'basic' }), now)).toBe(true);
    expect(isInForce({ ...monthly, status: 'past_due', currentPeriodEnd: earlier }, now)).toBe(true);
    expect(isInForce({ ...monthly, status: 'paused' }, now)).toBe(false);
  });

  it('counts the premium links bought', () => {
    const premium = facts({ status: 'active', planId: 'premium', premiumLinks: 4 });
    expect(entitlementsOf(premium, now)).toMatchObject({ operatorHandling: true, premiumLinks: 4 });
  });

  it('says why an action is refused and where to upgrade', () => {
    expect(planRequiredMessage('automatedFiling', facts({ trialEndsAt: earlier }), now)).toBe(
      'Filing removals for you needs a plan that includes it. Your free trial has ended. Monitoring (monthly), Monitoring (yearly), Basic and Premium include it. Choose a plan on the Billing page (Dashboard → Billing) to continue.',
    );
    expect(planRequiredMessage('operatorHandling', facts({}), now)).toBe(
      'Having our team handle the human steps needs a plan that includes it. Your plan does not include it. Premium includes it. Choose a plan on the Billing page (Dashboard → Billing) to continue.',
    );
  });

  it('names in every refusal only plans that really include the action (issue 31)', () => {
    for (const action of ['removalRequests', 'automatedFiling', 'operatorHandling'] as const) {
      const message = planRequiredMessage(action, facts({}), now);
      const named = PLAN_IDS.filter((id) => message.includes(PLANS[id].name));
      expect(named.length).toBeGreaterThan(0);
      for (const id of named) expect(PLANS[id].entitlements[action]).toBe(true);
    }
  });

  it('offers a plan with more profiles only when one exists', () => {
    const most = Math.max(...PLAN_IDS.map((id) => PLANS[id].entitlements.profiles));
    for (let limit = 1; limit <= most; limit += 1) {
      const advice = profileLimitAdvice(limit);
      if (advice.upgrade === null) {
        expect(limit).toBe(most);
        expect(advice.text).toContain('No plan covers more');
      } else {
        expect(PLANS[advice.upgrade].entitlements.profiles).toBeGreaterThan(limit);
        // Every plan named has more profiles than the limit, and the way on is choosing one.
        const named = PLAN_IDS.filter((id) => advice.text.includes(PLANS[id].name));
        expect(named).toContain(advice.upgrade);
        for (const id of named) expect(PLANS[id].entitlements.profiles).toBeGreaterThan(limit);
        expect(advice.text).toContain('choose a plan');
      }
    }
  });
});

describe('test cards', () => {
  it('knows the well-known numbers, Luhn-checked, and refuses other numbers', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000 0025 0000 3155')).toBe('requires_authentication');
    expect(testCardOutcome('4000000000000341')).toBe('fails_on_renewal');
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(testCardOutcome('4111111111111111')).toBeNull();
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });

  it('retries a failed renewal after 1, 3 and 5 days, then stops', () => {
    expect([1, 2, 3, 4].map(nextRetryAfterDays)).toEqual([1, 3, 5, null]);
  });
});
