import { entitlementsOf, isInForce, planRequiredMessage } from '@cleardocket/domain/membership/entitlements';
import type { LimitedAction, SubscriptionFacts } from '@cleardocket/domain/membership/entitlements';
import { isPlanId, PLANS, priceOf, TRIAL_DAYS } from '@cleardocket/domain/membership/plans';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hasSignedCurrent, requireCurrentSignature } from '../agreement/service';
import type { PaymentProviderId } from '../../providers/payments/types';
import * as repository from './repository';
import type { SubscriptionRow } from './repository';

/** The member's subscription; a member without one gets their trial first (decision 020). */
export async function subscriptionOf(db: Db, userId: string): Promise<SubscriptionRow> {
  const found = await repository.findSubscription(db, userId);
  if (found) return found;
  await repository.insertTrial(db, userId, TRIAL_DAYS);
  const created = await repository.findSubscription(db, userId);
  if (!created) throw new AppError('unauthorized');
  return created;
}

export function factsOf(row: SubscriptionRow): SubscriptionFacts {
  return {
    planId: row.planId !== null && isPlanId(row.planId) ? row.planId : null,
    status: row.status,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    premiumLinks: row.premiumLinks,
  };
}

/** The billing page's view of a subscription. */
function toMembership(
  row: SubscriptionRow,
  provider: PaymentProviderId,
  scheduled: { planId: string; quantity: number } | null,
  now = new Date(),
) {
  const facts = factsOf(row);
  const plan = facts.planId ? PLANS[facts.planId] : null;
  const renews =
    plan !== null &&
    plan.billing !== 'once' &&
    (facts.status === 'active' || facts.status === 'past_due') &&
    !row.cancelAtPeriodEnd &&
    !row.pauseAtPeriodEnd;
  // A trial with a card on file is charged first at the trial's end (issue 31).
  const trialCharge = plan !== null && facts.status === 'trialing' && row.paymentMethod !== null;
  const nextChargeAt = facts.status === 'past_due' ? row.nextRetryAt : row.currentPeriodEnd;
  return {
    status: facts.status,
    inForce: isInForce(facts, now),
    plan,
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pauseAtPeriodEnd: row.pauseAtPeriodEnd,
    nextCharge:
      (renews || trialCharge) && nextChargeAt
        ? // What was bought or changed to is charged next: premium links times their number, a
          // plan changed at the period's end at its price (decision 082, 098).
          {
            amountCents:
              scheduled && isPlanId(scheduled.planId) && !row.cancelAtPeriodEnd
                ? priceOf(scheduled.planId, scheduled.quantity)
                : plan.amountCents,
            at: nextChargeAt,
          }
        : null,
    paymentMethod: row.paymentMethod
      ? {
          brand: row.paymentMethod.brand,
          last4: row.paymentMethod.last4,
          expMonth: row.paymentMethod.expMonth,
          expYear: row.paymentMethod.expYear,
        }
      : null,
    entitlements: entitlementsOf(facts, now),
    premiumLinks: row.premiumLinks,
    provider,
    planChange:
      facts.status === 'active' &&
      scheduled !== null &&
      isPlanId(scheduled.planId) &&
      row.currentPeriodEnd &&
      !row.cancelAtPeriodEnd
        ? { planId: scheduled.planId, at: row.currentPeriodEnd }
        : null,
  };
}

export async function membershipOf(db: Db, userId: string, provider: PaymentProviderId) {
  const row = await subscriptionOf(db, userId);
  // A running plan's scheduled checkout is a change at the period's end; a trial's is its first charge.
  const scheduled =
    row.status === 'active' || row.status === 'trialing' ? await repository.findScheduledCheckout(db, userId) : null;
  return toMembership(row, provider, scheduled ?? null);
}

/** Filing for the member also needs their signature of the current service agreement (issue 16 step 5). */
const NEEDS_AGREEMENT: ReadonlySet<LimitedAction> = new Set(['automatedFiling', 'operatorHandling']);

/**
 * The one gate of every limited action (issue 16): refused with 402 `plan_required` and a sentence
 * that says why and where to upgrade, unless the member's plan or trial includes it now; then, for
 * filing, 403 `agreement_required` until the member signed the current service agreement.
 */
export async function requireEntitlement(db: Db, userId: string, action: LimitedAction): Promise<void> {
  const now = new Date();
  const facts = factsOf(await subscriptionOf(db, userId));
  if (!entitlementsOf(facts, now)[action]) {
    throw new AppError('plan_required', planRequiredMessage(action, facts, now), 402);
  }
  if (NEEDS_AGREEMENT.has(action)) await requireCurrentSignature(db, userId);
}

/**
 * Whether the member's plan includes `action` now, and for filing whether they signed the current
 * agreement (for work done without a request, such as re-filing).
 */
export async function hasEntitlement(db: Db, userId: string, action: LimitedAction): Promise<boolean> {
  if (!entitlementsOf(factsOf(await subscriptionOf(db, userId)), new Date())[action]) return false;
  return NEEDS_AGREEMENT.has(action) ? hasSignedCurrent(db, userId) : true;
}

export function listInvoices(db: Db, userId: string) {
  return repository.listInvoices(db, userId);
}

/** Days between monitoring re-scans the plan or trial gives now; null: no monitoring. */
export async function rescanEveryDays(db: Db, userId: string, now = new Date()): Promise<number | null> {
  return entitlementsOf(factsOf(await subscriptionOf(db, userId)), now).rescanEveryDays;
}

/** How many profiles (people and businesses the member acts for) the plan or trial covers now. */
export async function profileLimit(db: Db, userId: string): Promise<number> {
  return entitlementsOf(factsOf(await subscriptionOf(db, userId)), new Date()).profiles;
}
