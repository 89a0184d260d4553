import { differenceInSeconds, format } from 'date-fns';
import { keepsTrial } from './trial';
import type { SubscriptionFacts } from './entitlements';
import { formatCents, PLANS } from './plans';
import type { PlanId } from './plans';

/**
 * Changing plan (issue 31 part 4, decision 082). A running monitoring plan moves between monthly
 * and yearly: up to the dearer period now, with the unused time of the current period credited
 * (proration, as Stripe prorates); down at the period's end, since the period is paid. During the
 * free trial the chosen plan changes with no charge and the trial's end is kept. Monitoring moves to
 * Basic at the period's end, Basic charged once then (decision 098). A change that
 * would leave the member over the new plan's limits (profiles) is refused with the reason.
 */
export type PlanChangeWhen = 'now' | 'at-period-end' | 'in-trial';

export type PlanChangeFacts = Pick<SubscriptionFacts, 'planId' | 'status' | 'trialEndsAt' | 'currentPeriodEnd'> & {
  currentPeriodStart: Date | null;
  /** The member has a card on file (a trial with a first charge scheduled). */
  hasPaymentMethod: boolean;
  /** Profiles the member acts for now. */
  profiles: number;
};

export type PlanChangeDecision =
  { ok: true; from: PlanId; to: PlanId; when: PlanChangeWhen } | { ok: false; reason: string };

const RECURRING = (id: PlanId) => PLANS[id].billing !== 'once';

/** What a member whose last payment failed must do before changing plan. */
export const PAST_DUE_REASON =
  'Your last payment did not go through, so your plan cannot change yet. Update your card on your billing page (or pay the open invoice there); once it is paid you can change plan.';

/** Which change this is, or why it cannot be made. */
export function decidePlanChange(facts: PlanChangeFacts, to: PlanId, now: Date): PlanChangeDecision {
  const from = facts.planId;
  if (from === null) return { ok: false, reason: 'You have no plan to change yet: choose one on your billing page.' };
  if (from === to) return { ok: false, reason: `You already have ${PLANS[to].name}.` };
  const limit = PLANS[to].entitlements.profiles;
  if (facts.profiles > limit) {
    const extra = facts.profiles - limit;
    return {
      ok: false,
      reason: `${PLANS[to].name} covers ${limit} ${limit === 1 ? 'profile' : 'profiles'} and you have ${facts.profiles}. Remove ${extra} ${extra === 1 ? 'profile' : 'profiles'} on the Who we protect page first, or keep your plan.`,
    };
  }
  if (keepsTrial(facts, now)) {
    if (!facts.hasPaymentMethod) return { ok: false, reason: 'Choose a plan on your billing page first.' };
    return { ok: true, from, to, when: 'in-trial' };
  }
  // A failed payment comes first: a change would fail on the same card (issue 31).
  if (facts.status === 'past_due') return { ok: false, reason: PAST_DUE_REASON };
  // Monitoring → Basic: the paid period runs out, then Basic is charged once (decision 098).
  if (facts.status === 'active' && RECURRING(from) && to === 'basic') {
    return { ok: true, from, to, when: 'at-period-end' };
  }
  if (facts.status !== 'active' || !RECURRING(from) || !RECURRING(to)) {
    return {
      ok: false,
      reason:
        facts.status === 'active' && RECURRING(from)
          ? `${PLANS[to].name} is bought once, not as a change of plan: cancel your plan at the period's end and buy ${PLANS[to].name} then.`
          : 'Only a running monitoring plan can be changed; choose a plan on your billing page instead.',
    };
  }
  return { ok: true, from, to, when: PLANS[to].amountCents > PLANS[from].amountCents ? 'now' : 'at-period-end' };
}

/**
 * The prorated charge of moving up now: the new plan's price for a period starting now, less the
 * current plan's price for the time left of its period (in whole seconds, as Stripe counts).
 */
export function proratedCharge(
  fromCents: number,
  toCents: number,
  period: { start: Date; end: Date },
  now: Date,
): { creditCents: number; amountDueCents: number } {
  const total = differenceInSeconds(period.end, period.start);
  const left = Math.min(total, Math.max(0, differenceInSeconds(period.end, now)));
  const creditCents = total > 0 ? Math.round((fromCents * left) / total) : 0;
  return { creditCents, amountDueCents: Math.max(0, toCents - creditCents) };
}

/** The sentence shown before the member confirms, and in the email after. */
export function planChangeText(change: {
  to: PlanId;
  when: PlanChangeWhen;
  amountDueCents: number;
  effectiveAt: Date;
}): string {
  const plan = PLANS[change.to];
  const on = format(change.effectiveAt, 'd MMMM yyyy');
  switch (change.when) {
    case 'now':
      return `${plan.name} starts today. You pay ${formatCents(change.amountDueCents)} now: ${formatCents(plan.amountCents)} less the unused time of your current plan. It renews on ${on}.`;
    case 'at-period-end':
      if (plan.billing === 'once') {
        return `You keep your current plan until ${on}; then it ends and ${plan.name} starts, charged once at ${formatCents(plan.amountCents)} on ${on} to the card on file. Nothing is charged today.`;
      }
      return `You keep your current plan until ${on}; then ${plan.name} starts at ${formatCents(plan.amountCents)}. Nothing is charged today.`;
    case 'in-trial':
      return `No charge today. Your free trial continues; your first charge of ${formatCents(plan.amountCents)} for ${plan.name} is on ${on}.`;
  }
}
