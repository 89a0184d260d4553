import { PLAN_IDS, PLANS } from './plans';
import type { Entitlements, PlanId } from './plans';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'paused', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What entitlements are decided from: a member's subscription as stored. */
export type SubscriptionFacts = {
  planId: PlanId | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** End of the paid period; null for a one-time plan (it does not lapse). */
  currentPeriodEnd: Date | null;
  premiumLinks: number;
};

/** Nothing beyond the free assessment and scans: no plan, an ended trial, a paused or canceled plan. */
export const NO_ENTITLEMENTS: Entitlements = {
  removalRequests: false,
  automatedFiling: false,
  operatorHandling: false,
  profiles: 1,
  rescanEveryDays: null,
  premiumLinks: 0,
};

/** The trial tries the monitoring plan (decision 020). */
const TRIAL_ENTITLEMENTS = PLANS['monitoring-monthly'].entitlements;

/** Whether the subscription gives anything at `now`: a running trial, a paid or dunning period. */
export function isInForce(facts: SubscriptionFacts, now: Date): boolean {
  switch (facts.status) {
    case 'trialing':
      return facts.trialEndsAt !== null && facts.trialEndsAt > now;
    case 'active':
      return facts.currentPeriodEnd === null || facts.currentPeriodEnd > now;
    // A failed renewal keeps the plan while dunning retries (dunning.ts); the last failure cancels.
    case 'past_due':
      return true;
    case 'paused':
    case 'canceled':
      return false;
  }
}

export function entitlementsOf(facts: SubscriptionFacts, now: Date): Entitlements {
  if (!isInForce(facts, now)) return NO_ENTITLEMENTS;
  if (facts.status === 'trialing' || facts.planId === null) return TRIAL_ENTITLEMENTS;
  return { ...PLANS[facts.planId].entitlements, premiumLinks: facts.premiumLinks };
}

export type LimitedAction = 'removalRequests' | 'automatedFiling' | 'operatorHandling';

const ACTION_NAMES: Record<LimitedAction, string> = {
  removalRequests: 'Opening removal requests',
  automatedFiling: 'Filing removals for you',
  operatorHandling: 'Having our team handle the human steps',
};

/** The sentence a refused action answers with; it names the way to upgrade. */
export function planRequiredMessage(action: LimitedAction, facts: SubscriptionFacts | null, now: Date): string {
  const why =
    facts === null
      ? 'You have no plan yet.'
      : facts.status === 'trialing' && !isInForce(facts, now)
        ? 'Your free trial has ended.'
        : facts.status === 'paused'
          ? 'Your plan is paused.'
          : facts.status === 'canceled' || !isInForce(facts, now)
            ? 'Your plan has ended.'
            : 'Your plan does not include it.';
  const including = PLAN_IDS.filter((id) => PLANS[id].entitlements[action]).map((id) => PLANS[id].name);
  // Name only plans that really include it (issue 31: limit messages offer only what exists).
  if (including.length === 0) return `${ACTION_NAMES[action]} is not part of any plan yet. ${why}`;
  const offer = `${listOf(including)} ${including.length === 1 ? 'includes' : 'include'} it`;
  return `${ACTION_NAMES[action]} needs a plan that includes it. ${why} ${offer}. Choose a plan on the Billing page (Dashboard → Billing) to continue.`;
}

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
