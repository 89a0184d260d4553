import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { utcDay } from '@cleardocket/domain/dates';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
import { activatePurchase } from './billing';
import type { MembershipDeps } from './checkout';
import { recordFailedCharge } from './dunning';
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
  const ended = row.status === 'trialing' ? 'Your free trial has ended' : 'Your previous plan has ended';
  return chargePurchase(deps, row, { checkout, from: 'scheduled', ended }, now);
}

/**
 * A dunning retry of a one-time plan's charge that failed: the purchase itself is charged again,
 * at its own price (Premium's links times their price) and, paid, starts with its links. Null
 * when no failed purchase of the member's plan is on record: the caller charges the plan itself.
 */
export async function retryFailedPurchase(deps: MembershipDeps, row: SubscriptionRow, now: Date) {
  const checkout = await repository.findLatestCheckout(deps.db, row.userId, 'failed');
  if (!checkout || !row.paymentMethod || checkout.planId !== row.planId) return null;
  return chargePurchase(deps, row, { checkout, from: 'failed', ended: null }, now);
}

type Charge = { checkout: CheckoutRow; from: 'scheduled' | 'failed'; ended: string | null };

async function chargePurchase(deps: MembershipDeps, row: SubscriptionRow, charge: Charge, now: Date) {
  const { checkout, from, ended } = charge;
  const paymentMethod = row.paymentMethod as NonNullable<SubscriptionRow['paymentMethod']>;
  const planId = checkout.planId as PlanId;
  const amountCents = priceOf(planId, checkout.quantity);
  const outcome = await deps.payments.chargeOnFile({
    paymentMethod,
    customerId: row.providerCustomerId,
    amountCents,
    description: PLANS[planId].name,
    // One key a try: a replayed try charges once; a retry is a new charge.
    idempotencyKey:
      from === 'scheduled' ? `scheduled-${checkout.id}` : `scheduled-${checkout.id}-${row.dunningAttempts}`,
  });
  if (outcome.status === 'succeeded') {
    if (!(await repository.moveCheckout(deps.db, checkout.id, from, 'completed'))) return undefined;
    const updated = await activatePurchase(deps.db, row.userId, {
      planId,
      quantity: checkout.quantity,
      provider: deps.payments.id,
      paymentMethod,
      customerId: null,
      subscriptionId: null,
      chargeId: outcome.chargeId,
      amountCents,
      at: now,
    });
    await tellMember(deps, row.userId, {
      subject: 'Payment received',
      text: `${ended ? `${ended}: ` : ''}${formatCents(amountCents)} for ${PLANS[planId].name} was paid with your ${paymentMethod.brand} ending ${paymentMethod.last4}. The receipt is on your billing page.`,
      type: 'success',
    });
    return updated;
  }
  if (from === 'scheduled') await repository.moveCheckout(deps.db, checkout.id, 'scheduled', 'failed');
  // The plan bought is the one retried (a move to Basic is no longer the monitoring plan).
  const failed = { planName: PLANS[planId].name, amountCents, planId };
  return recordFailedCharge(deps, row, failed, now, ended ? `${ended} and we could not charge` : undefined);
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
