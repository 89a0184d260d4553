import { PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import type { Db } from '../../db/database';
import type { MemberMessage } from './messages';
import * as repository from './repository';
import type { CheckoutRow } from './repository';

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const idOf = (value: unknown): string | null =>
  str(value) ?? (typeof value === 'object' && value !== null ? str((value as Json).id) : null);

/**
 * A Checkout Session that started a Stripe subscription trial (issue 31 part 4): the member gave
 * their card during the free trial, Stripe charges nothing now (`no_payment_required`) and bills
 * the first invoice at `trial_end`, which `invoice.paid` then applies like any renewal. Here the
 * plan and Stripe's ids are linked and the trial keeps its end.
 */
export function isTrialSession(session: Json): boolean {
  return session.mode === 'subscription' && session.payment_status === 'no_payment_required';
}

export async function trialSessionCompleted(
  deps: { db: Db; notices: { userId: string; message: MemberMessage }[] },
  session: Json,
  checkout: CheckoutRow,
  at: Date,
): Promise<'applied' | 'ignored'> {
  if (!(await repository.moveCheckout(deps.db, checkout.id, 'open', 'scheduled'))) return 'ignored';
  const planId = checkout.planId as PlanId;
  const row = await repository.updateSubscription(deps.db, checkout.userId, {
    planId,
    provider: 'stripe',
    ...(idOf(session.customer) ? { providerCustomerId: idOf(session.customer) } : {}),
    ...(idOf(session.subscription) ? { providerSubscriptionId: idOf(session.subscription) } : {}),
    lastEventAt: at,
  });
  const trialEndsAt = row?.trialEndsAt;
  deps.notices.push({
    userId: checkout.userId,
    message: {
      subject: 'Your free trial continues',
      text: `Your card is on file for ${PLANS[planId].name}. ${
        trialEndsAt ? firstChargeText(priceOf(planId, checkout.quantity), trialEndsAt) : 'No charge today.'
      } Cancel before then from your billing page and nothing is charged.`,
      type: 'success',
    },
  });
  return 'applied';
}

/** A Checkout Session in setup mode: a one-time plan's card put on file during the trial (decision 098). */
export function setupIntentOf(session: Json): string | null {
  return session.mode === 'setup' ? idOf(session.setup_intent) : null;
}

/**
 * The card of a one-time plan bought during the trial is on file (its SetupIntent succeeded):
 * the checkout waits as `scheduled`, the subscription keeps trialing with the plan and the card,
 * and its period end is the trial's end, when the membership job charges the card off-session.
 */
export async function setupSessionCompleted(
  deps: { db: Db; notices: { userId: string; message: MemberMessage }[] },
  session: Json,
  checkout: CheckoutRow,
  card: StoredPaymentMethod,
  at: Date,
): Promise<'applied' | 'ignored'> {
  const current = await repository.findSubscription(deps.db, checkout.userId);
  const trialEndsAt = current?.status === 'trialing' ? current.trialEndsAt : null;
  // The trial ended before Stripe reported the card: nothing was promised for later, buy it again.
  if (!trialEndsAt) return 'ignored';
  if (!(await repository.moveCheckout(deps.db, checkout.id, 'open', 'scheduled'))) return 'ignored';
  const planId = checkout.planId as PlanId;
  await repository.updateSubscription(deps.db, checkout.userId, {
    planId,
    provider: 'stripe',
    paymentMethod: card,
    currentPeriodEnd: trialEndsAt,
    ...(idOf(session.customer) ? { providerCustomerId: idOf(session.customer) } : {}),
    lastEventAt: at,
  });
  deps.notices.push({
    userId: checkout.userId,
    message: {
      subject: 'Your free trial continues',
      text: `Your ${card.brand} ending ${card.last4} is on file for ${PLANS[planId].name}. ${firstChargeText(
        priceOf(planId, checkout.quantity),
        trialEndsAt,
      )} Cancel before then from your billing page and nothing is charged.`,
      type: 'success',
    },
  });
  return 'applied';
}
