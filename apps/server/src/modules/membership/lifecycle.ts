import { addDays } from 'date-fns';
import { formatCents, isPlanId, PLAN_IDS, PLANS, TRIAL_REMINDER_DAYS } from '@cleardocket/domain/membership/plans';
import { CURRENCY } from '@cleardocket/domain/membership/plans';
import { AppError } from '../../lib/app-error';
import { periodEndOf } from './billing';
import type { MembershipDeps } from './checkout';
import { tellMember } from './messages';
import * as repository from './repository';
import type { SubscriptionRow } from './repository';
import { factsOf, subscriptionOf } from './service';
import { recordFailedCharge } from './dunning';
import { dropScheduledChange } from './plan-change';
import { cancelScheduledCharge, chargeScheduledPurchase, retryFailedPurchase } from './trial-payment';
import { utcDay as day } from '@cleardocket/domain/dates';

/** A renewing plan that is running: what cancel and pause apply to. */
async function renewingPlan(deps: MembershipDeps, userId: string) {
  const row = await subscriptionOf(deps.db, userId);
  const facts = factsOf(row);
  const plan = facts.planId ? PLANS[facts.planId] : null;
  if (!plan || plan.billing === 'once' || (facts.status !== 'active' && facts.status !== 'past_due')) {
    throw new AppError('conflict', 'You have no renewing plan to change.', 409);
  }
  return { row, plan };
}

/**
 * Cancel or pause at the period's end, or take either back (issue 16): one click each, nothing
 * changes before the period ends, the provider is told, and the member gets an email.
 */
export async function scheduleAtPeriodEnd(
  deps: MembershipDeps,
  userId: string,
  change: { cancel?: boolean; pause?: boolean },
) {
  if (change.cancel && (await cancelScheduledCharge(deps, userId))) return subscriptionOf(deps.db, userId);
  const { row, plan } = await renewingPlan(deps, userId);
  const cancel = change.cancel ?? row.cancelAtPeriodEnd;
  // Cancelling wins over pausing: a plan that ends is not also paused.
  const pause = cancel ? false : (change.pause ?? row.pauseAtPeriodEnd);
  if (cancel === row.cancelAtPeriodEnd && pause === row.pauseAtPeriodEnd) return row;
  await deps.payments.scheduleAtPeriodEnd(
    { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId },
    { cancel, pause },
  );
  // A plan that ends or pauses does not also change: the change waiting for the period's end goes.
  const dropped = cancel || pause ? await dropScheduledChange(deps, userId) : null;
  const updated = await repository.updateSubscription(deps.db, userId, {
    cancelAtPeriodEnd: cancel,
    pauseAtPeriodEnd: pause,
  });
  const end = row.currentPeriodEnd ? day(row.currentPeriodEnd) : 'the end of the period';
  const droppedText = dropped ? ` The change to ${PLANS[dropped].name} you had planned will not happen.` : '';
  const text =
    cancel && !row.cancelAtPeriodEnd
      ? `Your ${plan.name} plan is cancelled and ends on ${end}. Nothing more will be charged.${droppedText} Changed your mind? Keep the plan from your billing page before then.`
      : pause && !row.pauseAtPeriodEnd
        ? `Your ${plan.name} plan will pause on ${end}. Nothing is charged while it is paused.${droppedText} Resume it from your billing page at any time.`
        : `Your ${plan.name} plan continues: it renews on ${end}.`;
  await tellMember(deps, userId, { subject: 'Your plan has changed', text, type: 'info' });
  return updated ?? row;
}

/** A paused plan starts again now: the sandbox charges a new period; Stripe is told to collect again. */
export async function resume(deps: MembershipDeps, userId: string) {
  const row = await subscriptionOf(deps.db, userId);
  if (row.status !== 'paused' || !row.planId) throw new AppError('conflict', 'Your plan is not paused.', 409);
  if (deps.payments.renew === null) {
    await deps.payments.scheduleAtPeriodEnd(
      { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId },
      { cancel: false, pause: false },
    );
    return (await repository.updateSubscription(deps.db, userId, { pauseAtPeriodEnd: false })) ?? row;
  }
  return (await renewNow(deps, row, new Date())) ?? row;
}

/** Charges the next period of a sandbox subscription; a failure starts or continues dunning. */
async function renewNow(deps: MembershipDeps, row: SubscriptionRow, now: Date) {
  // A plan change scheduled for the period's end (decision 082) renews as the new plan.
  const change = await repository.findScheduledCheckout(deps.db, row.userId);
  const planId = change && isPlanId(change.planId) ? change.planId : factsOf(row).planId;
  if (!planId || !row.paymentMethod) return undefined;
  const plan = PLANS[planId];
  const outcome = await deps.payments.chargeOnFile({
    paymentMethod: row.paymentMethod,
    customerId: row.providerCustomerId,
    amountCents: plan.amountCents,
    description: plan.name,
    idempotencyKey: `renewal-${row.id}-${row.currentPeriodEnd?.getTime() ?? 0}-${row.dunningAttempts}`,
  });
  if (change && outcome.status === 'succeeded') {
    await repository.moveCheckout(deps.db, change.id, 'scheduled', 'completed');
    await repository.updateSubscription(deps.db, row.userId, { planId });
  }
  const invoice = { userId: row.userId, description: plan.name, amountCents: plan.amountCents, currency: CURRENCY };
  if (outcome.status === 'succeeded') {
    const periodEnd = periodEndOf(planId, now);
    await repository.insertInvoice(deps.db, {
      ...invoice,
      status: 'paid',
      providerInvoiceId: outcome.chargeId,
      periodStart: now,
      periodEnd,
      paidAt: now,
    });
    const updated = await repository.updateSubscription(deps.db, row.userId, {
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      pauseAtPeriodEnd: false,
      dunningAttempts: 0,
      nextRetryAt: null,
    });
    await tellMember(deps, row.userId, {
      subject: 'Your plan renewed',
      text: `${formatCents(plan.amountCents)} for ${plan.name} was paid; the next period ends on ${periodEnd ? day(periodEnd) : '—'}.`,
      type: 'success',
    });
    return updated;
  }
  return recordFailedCharge(deps, row, { planName: plan.name, amountCents: plan.amountCents }, now);
}

/**
 * A past-due one-time plan is its failed purchase retried (its own price and links); a recurring
 * plan is renewed.
 */
async function retryOrRenew(deps: MembershipDeps, row: SubscriptionRow, now: Date) {
  const planId = factsOf(row).planId;
  if (row.status === 'past_due' && planId && PLANS[planId].billing === 'once') {
    const retried = await retryFailedPurchase(deps, row, now);
    if (retried !== null) return retried;
  }
  return renewNow(deps, row, now);
}

/**
 * The membership job (MEMBERSHIP_CRON): ended periods of sandbox subscriptions become canceled,
 * paused or renewed (with dunning on failure); trials ending within three days get their reminder.
 */
export async function workDueSubscriptions(deps: MembershipDeps, now = new Date()) {
  let worked = await chargeCardsOnFile(deps, now);
  if (deps.payments.renew !== null) {
    for (const row of await repository.dueSubscriptions(deps.db, now, deps.payments.id)) {
      worked += 1;
      if (row.status === 'trialing') {
        await chargeScheduledPurchase(deps, row, now);
      } else if (row.status === 'active' && row.cancelAtPeriodEnd) {
        await repository.updateSubscription(deps.db, row.userId, { status: 'canceled' });
        await tellMember(deps, row.userId, {
          subject: 'Your plan has ended',
          text: 'Your plan ended as you asked. Thank you for being with us.',
          type: 'info',
        });
      } else if (row.status === 'active' && row.pauseAtPeriodEnd) {
        await repository.updateSubscription(deps.db, row.userId, { status: 'paused' });
        await tellMember(deps, row.userId, {
          subject: 'Your plan is paused',
          text: 'Your plan is paused as you asked. Resume it from your billing page at any time.',
          type: 'info',
        });
      } else if (row.status === 'active' && (await isMovingToOncePlan(deps, row.userId))) {
        await chargeScheduledPurchase(deps, row, now);
      } else {
        await retryOrRenew(deps, row, now);
      }
    }
  }
  for (const row of await repository.trialsToRemind(deps.db, now, addDays(now, TRIAL_REMINDER_DAYS))) {
    worked += 1;
    await repository.updateSubscription(deps.db, row.userId, { trialReminderSentAt: now });
    await tellMember(deps, row.userId, {
      subject: 'Your free trial ends soon',
      text: `Your free trial ends on ${row.trialEndsAt ? day(row.trialEndsAt) : 'soon'}. Choose a plan on your billing page to keep your removals going.`,
      type: 'info',
    });
  }
  return worked;
}

/**
 * With a provider that renews by itself (Stripe), the product charges only what it promised to
 * charge later: a one-time plan bought during the trial, at the trial's end, and its retries
 * (decision 098). Subscriptions are Stripe's to renew, so rows of a recurring plan are left alone.
 */
async function chargeCardsOnFile(deps: MembershipDeps, now: Date) {
  if (deps.payments.renew !== null) return 0;
  let worked = 0;
  for (const row of await repository.dueScheduledPurchases(deps.db, now, deps.payments.id, ONCE_PLAN_IDS)) {
    worked += 1;
    await chargeScheduledPurchase(deps, row, now);
  }
  for (const row of await repository.dueSubscriptions(deps.db, now, deps.payments.id)) {
    const planId = factsOf(row).planId;
    if (row.status !== 'past_due' || !row.paymentMethod || !planId || PLANS[planId].billing !== 'once') continue;
    worked += 1;
    await retryOrRenew(deps, row, now);
  }
  return worked;
}

const ONCE_PLAN_IDS = PLAN_IDS.filter((id) => PLANS[id].billing === 'once');

/** Whether the change waiting for this period's end is to a one-time plan (monitoring → Basic). */
async function isMovingToOncePlan(deps: MembershipDeps, userId: string): Promise<boolean> {
  const change = await repository.findScheduledCheckout(deps.db, userId);
  return change !== undefined && isPlanId(change.planId) && PLANS[change.planId].billing === 'once';
}

/** Where the member manages the card and invoices: Stripe's portal, or (sandbox) the billing page itself. */
export async function portalUrl(deps: MembershipDeps, userId: string, returnUrl: string): Promise<string> {
  const row = await subscriptionOf(deps.db, userId);
  return (await deps.payments.portalUrl(row.providerCustomerId, returnUrl)) ?? returnUrl;
}
