import { addDays } from 'date-fns';
import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import { utcDay } from '@cleardocket/domain/dates';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
import { nextRetryAfterDays } from '@cleardocket/domain/membership/dunning';
import { CURRENCY } from '@cleardocket/domain/membership/plans';
import { activatePurchase } from './billing';
import type { MembershipDeps } from './checkout';
import { tellMember } from './messages';
import * as repository from './repository';
import type { CheckoutRow, SubscriptionRow } from './repository';

/**
 * Paying during the free trial keeps the trial (issue 31 part 4, domain membership/trial.ts): in
 * the sandbox the card is checked and put on file, the checkout waits as `scheduled`, and the
 * membership job charges it when the trial ends (the subscription's period end is the trial's end
 * until then, so the job finds it due).
 */
export async function scheduleFirstCharge(deps: MembershipDeps, userId: string, checkout: CheckoutRow) {
  const subscription = await repository.findSubscription(deps.db, userId);
  const trialEndsAt = subscription?.trialEndsAt;
  if (!trialEndsAt || !(await repository.moveCheckout(deps.db, checkout.id, checkout.status, 'scheduled'))) return;
  const planId = checkout.planId as PlanId;
  await repository.updateSubscription(deps.db, userId, {
    planId,
    provider: 'sandbox',
    currentPeriodEnd: trialEndsAt,
    ...(checkout.paymentMethod ? { paymentMethod: checkout.paymentMethod } : {}),
  });
  const card = checkout.paymentMethod;
  await tellMember(deps, userId, {
    subject: 'Your free trial continues',
    text: `Your ${card?.brand ?? 'card'} ending ${card?.last4 ?? ''} is on file for ${PLANS[planId].name}. ${firstChargeText(priceOf(planId, checkout.quantity), trialEndsAt)} Cancel before then from your billing page and nothing is charged.`,
    type: 'success',
  });
}

/**
 * A one-time charge promised for a date, on the card on file: the trial's first charge (decision
 * 065, 098), or Basic after a monitoring period ran out (decision 098). Paid, the plan starts as
 * bought at that moment; declined, it goes into dunning like a failed renewal (retried, then ended).
 */
export async function chargeScheduledPurchase(deps: MembershipDeps, row: SubscriptionRow, now: Date) {
  const checkout = await repository.findScheduledCheckout(deps.db, row.userId);
  if (!checkout || !row.paymentMethod) {
    // Nothing to charge (the member cancelled): the trial simply ends.
    return repository.updateSubscription(deps.db, row.userId, { currentPeriodEnd: null });
  }
  const planId = checkout.planId as PlanId;
  const amountCents = priceOf(planId, checkout.quantity);
  const ended = row.status === 'trialing' ? 'Your free trial has ended' : 'Your previous plan has ended';
  const outcome = await deps.payments.chargeOnFile({
    paymentMethod: row.paymentMethod,
    customerId: row.providerCustomerId,
    amountCents,
    description: PLANS[planId].name,
    idempotencyKey: `scheduled-${checkout.id}`,
  });
  if (outcome.status === 'succeeded') {
    if (!(await repository.moveCheckout(deps.db, checkout.id, 'scheduled', 'completed'))) return undefined;
    const updated = await activatePurchase(deps.db, row.userId, {
      planId,
      quantity: checkout.quantity,
      provider: deps.payments.id,
      paymentMethod: row.paymentMethod,
      customerId: null,
      subscriptionId: null,
      chargeId: outcome.chargeId,
      amountCents,
      at: now,
    });
    await tellMember(deps, row.userId, {
      subject: 'Payment received',
      text: `${ended}: ${formatCents(amountCents)} for ${PLANS[planId].name} was paid with your ${row.paymentMethod.brand} ending ${row.paymentMethod.last4}. The receipt is on your billing page.`,
      type: 'success',
    });
    return updated;
  }
  await repository.moveCheckout(deps.db, checkout.id, 'scheduled', 'failed');
  await repository.insertInvoice(deps.db, {
    userId: row.userId,
    description: PLANS[planId].name,
    amountCents,
    currency: CURRENCY,
    status: 'failed',
    providerInvoiceId: null,
    periodStart: now,
    periodEnd: null,
    paidAt: null,
  });
  const nextRetryAt = addDays(row.currentPeriodEnd ?? now, nextRetryAfterDays(1) ?? 1);
  await tellMember(deps, row.userId, {
    subject: 'Your payment did not go through',
    text: `${ended} and we could not charge ${formatCents(amountCents)} for ${PLANS[planId].name}. Your plan stays on while we try again on ${utcDay(nextRetryAt)}; update your card on your billing page to avoid an interruption.`,
    type: 'warning',
  });
  // The plan bought is the one retried (a move to Basic is no longer the monitoring plan).
  return repository.updateSubscription(deps.db, row.userId, {
    planId,
    status: 'past_due',
    dunningAttempts: 1,
    nextRetryAt,
  });
}

/**
 * Cancelling during the trial with a card on file: the first charge is dropped (Stripe is told to
 * end the subscription at the trial's end), the trial runs to its end, and nothing is charged.
 * Returns false when there was no scheduled charge to drop.
 */
export async function cancelScheduledCharge(deps: MembershipDeps, userId: string): Promise<boolean> {
  const row = await repository.findSubscription(deps.db, userId);
  if (!row || row.status !== 'trialing' || row.planId === null) return false;
  const checkout = await repository.findScheduledCheckout(deps.db, userId);
  if (checkout) await repository.moveCheckout(deps.db, checkout.id, 'scheduled', 'canceled');
  await deps.payments.scheduleAtPeriodEnd(
    { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId },
    { cancel: true, pause: false },
  );
  await repository.updateSubscription(deps.db, userId, { planId: null, currentPeriodEnd: null });
  await tellMember(deps, userId, {
    subject: 'Your plan has changed',
    text: `Nothing will be charged: your free trial runs until ${row.trialEndsAt ? utcDay(row.trialEndsAt) : 'its end'} and then ends. Choose a plan on your billing page whenever you like.`,
    type: 'info',
  });
  return true;
}
