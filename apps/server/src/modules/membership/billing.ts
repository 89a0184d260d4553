import { addMonths, addYears } from 'date-fns';
import { PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { CURRENCY } from '@cleardocket/domain/membership/plans';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import type { Db } from '../../db/database';
import * as repository from './repository';
import type { SubscriptionRow } from './repository';

/** The end of a paid period that starts at `start`; null for a one-time plan. */
export function periodEndOf(planId: PlanId, start: Date): Date | null {
  const { billing } = PLANS[planId];
  if (billing === 'month') return addMonths(start, 1);
  if (billing === 'year') return addYears(start, 1);
  return null;
}

export type Purchase = {
  planId: PlanId;
  quantity: number;
  provider: 'sandbox' | 'stripe';
  paymentMethod: StoredPaymentMethod | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The provider's id of the charge or invoice: a second report of it stores nothing new. */
  chargeId: string;
  amountCents: number;
  at: Date;
};

/**
 * A purchase that went through: the plan starts now (a recurring plan for one period, a one-time
 * plan for good; premium adds its links) and the receipt is stored. Returns the subscription.
 */
export async function activatePurchase(
  db: Db,
  userId: string,
  purchase: Purchase,
): Promise<SubscriptionRow | undefined> {
  const current = await repository.findSubscription(db, userId);
  const { planId, quantity, at } = purchase;
  const periodEnd = periodEndOf(planId, at);
  const premiumLinks = (current?.premiumLinks ?? 0) + (planId === 'premium' ? quantity : 0);
  // Premium links bought on top of a running plan add links; the plan stays as it is (issue 31).
  const isAddOn =
    planId === 'premium' &&
    current !== undefined &&
    current.planId !== null &&
    current.planId !== 'premium' &&
    (current.status === 'active' || current.status === 'past_due');
  const row = isAddOn
    ? await repository.updateSubscription(db, userId, { premiumLinks })
    : await repository.updateSubscription(db, userId, {
        planId,
        status: 'active',
        provider: purchase.provider,
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        pauseAtPeriodEnd: false,
        premiumLinks,
        dunningAttempts: 0,
        nextRetryAt: null,
        ...(purchase.paymentMethod ? { paymentMethod: purchase.paymentMethod } : {}),
        ...(purchase.customerId ? { providerCustomerId: purchase.customerId } : {}),
        ...(purchase.subscriptionId ? { providerSubscriptionId: purchase.subscriptionId } : {}),
      });
  await repository.insertInvoice(db, {
    userId,
    description: planId === 'premium' ? `${PLANS.premium.name} × ${quantity} links` : PLANS[planId].name,
    amountCents: purchase.amountCents,
    currency: CURRENCY,
    status: 'paid',
    providerInvoiceId: purchase.chargeId,
    periodStart: at,
    periodEnd: isAddOn ? null : periodEnd,
    paidAt: at,
  });
  return row;
}

/** Whether an amount a provider reports is what the plan costs (a tampered amount is refused). */
export function isExpectedAmount(planId: PlanId, quantity: number, amountCents: number): boolean {
  return priceOf(planId, quantity) === amountCents;
}
