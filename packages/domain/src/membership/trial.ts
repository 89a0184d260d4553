import { format } from 'date-fns';
import { isInForce } from './entitlements';
import type { SubscriptionFacts } from './entitlements';
import { formatCents } from './plans';

/**
 * Paying during the trial keeps the trial (issue 31 part 4): the card goes on file and the first
 * charge is on the trial's last day, never today. Every plan starts with the free trial, so a
 * member whose trial is running and who chooses a plan is charged when the trial ends — in the
 * sandbox (the membership job charges the stored card) and with Stripe (a subscription trial).
 */
export function keepsTrial(facts: Pick<SubscriptionFacts, 'status' | 'trialEndsAt' | 'currentPeriodEnd'>, now: Date) {
  return facts.status === 'trialing' && isInForce({ ...facts, planId: null, premiumLinks: 0 }, now);
}

/** "No charge today. Your first charge of $49.00 is on 12 December 2026." */
export function firstChargeText(amountCents: number, at: Date): string {
  return `No charge today. Your first charge of ${formatCents(amountCents)} is on ${format(at, 'd MMMM yyyy')}.`;
}
