import { PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
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
