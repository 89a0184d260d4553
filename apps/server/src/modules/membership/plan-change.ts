import { decidePlanChange, planChangeText, proratedCharge } from '@cleardocket/domain/membership/plan-change';
import type { PlanChangeWhen } from '@cleardocket/domain/membership/plan-change';
import { CURRENCY, PLANS } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { AppError } from '../../lib/app-error';
import { periodEndOf } from './billing';
import type { MembershipDeps } from './checkout';
import { tellMember } from './messages';
import * as repository from './repository';
import type { SubscriptionRow } from './repository';
import { factsOf, subscriptionOf } from './service';

/**
 * How many profiles the member acts for. Profiles live in a module above membership: app.ts hands
 * this in (app-wiring.ts), so membership never imports it.
 */
export type CountProfiles = (userId: string) => Promise<number>;

type Planned = { row: SubscriptionRow; from: PlanId; to: PlanId; when: PlanChangeWhen };

/** The change asked for, decided by the domain's rule (decision 082), or a 409 saying why not. */
async function plan(deps: MembershipDeps, countProfiles: CountProfiles, userId: string, to: PlanId, now: Date) {
  const row = await subscriptionOf(deps.db, userId);
  const decision = decidePlanChange(
    {
      ...factsOf(row),
      currentPeriodStart: row.currentPeriodStart,
      hasPaymentMethod: row.paymentMethod !== null || row.providerSubscriptionId !== null,
      profiles: await countProfiles(userId),
    },
    to,
    now,
  );
  if (!decision.ok) throw new AppError('conflict', decision.reason, 409);
  const once = [decision.from, to].find((id) => PLANS[id].billing === 'once');
  // Stripe holds a trial's plan as a subscription: a one-time plan is not a change of it (only
  // a running subscription's move to Basic at the period's end is, decision 098).
  if (deps.payments.planChanges && once && decision.when === 'in-trial') {
    throw new AppError('conflict', `${PLANS[once].name} is bought once, not as a change of plan.`, 409);
  }
  return { row, from: decision.from, to, when: decision.when } satisfies Planned;
}

/** What the change costs now and when the new plan starts (the trial's end, the period's end, or its next renewal). */
async function priceOf(deps: MembershipDeps, planned: Planned, now: Date) {
  const { row, from, to, when } = planned;
  if (when === 'in-trial') return { amountDueCents: 0, effectiveAt: row.trialEndsAt ?? now };
  if (when === 'at-period-end') return { amountDueCents: 0, effectiveAt: row.currentPeriodEnd ?? now };
  const renewsAt = periodEndOf(to, now) ?? now;
  if (deps.payments.planChanges) {
    const ref = { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId };
    const { amountDueCents } = await deps.payments.planChanges.preview({ ref, plan: PLANS[to], at: now });
    return { amountDueCents, effectiveAt: renewsAt };
  }
  const period = { start: row.currentPeriodStart ?? now, end: row.currentPeriodEnd ?? now };
  const { amountDueCents } = proratedCharge(PLANS[from].amountCents, PLANS[to].amountCents, period, now);
  return { amountDueCents, effectiveAt: renewsAt };
}

/** A quote honoured for this long: the member read it and pressed the button. */
const QUOTE_VALID_MS = 30 * 60_000;

/** The moment to price a confirmed change at: the preview's, when recent and not in the future; else now. */
function pricedAt(quotedAt: Date | undefined): Date {
  const now = new Date();
  if (!quotedAt) return now;
  const age = now.getTime() - quotedAt.getTime();
  return age >= 0 && age <= QUOTE_VALID_MS ? quotedAt : now;
}

/** The preview shown before the member confirms (`GET /api/membership/plan-change`). */
export async function previewPlanChange(
  deps: MembershipDeps,
  countProfiles: CountProfiles,
  userId: string,
  to: PlanId,
) {
  const now = new Date();
  const planned = await plan(deps, countProfiles, userId, to, now);
  const price = await priceOf(deps, planned, now);
  const text = planChangeText({ to, when: planned.when, ...price });
  return { planId: to, when: planned.when, ...price, quotedAt: now, text };
}

/**
 * Makes the change (`POST /api/membership/plan-change`): within the trial the plan changes with
 * no charge and the trial's end kept; up now with the prorated charge (the sandbox charges the
 * card on file, Stripe invoices and reports by webhook); down at the period's end (a scheduled
 * checkout the renewal picks up; with Stripe a subscription schedule).
 */
export async function changePlan(
  deps: MembershipDeps,
  countProfiles: CountProfiles,
  userId: string,
  to: PlanId,
  quotedAt?: Date,
) {
  const planned = await plan(deps, countProfiles, userId, to, new Date());
  // The decision is today's; an immediate change is priced at the preview's moment (the quote).
  const now = planned.when === 'now' ? pricedAt(quotedAt) : new Date();
  const price = await priceOf(deps, planned, now);
  const { row } = planned;
  const ref = { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId };
  const request = { ref, plan: PLANS[to], at: now };
  if (planned.when === 'in-trial') {
    await deps.payments.planChanges?.changeNow({ ...request, prorate: false });
    const scheduled = await repository.findScheduledCheckout(deps.db, userId);
    if (scheduled) await repository.setCheckoutPlan(deps.db, scheduled.id, to);
    await repository.updateSubscription(deps.db, userId, { planId: to });
  } else if (planned.when === 'now') {
    await changeNow(deps, planned, price.amountDueCents, now);
  } else {
    if (PLANS[to].billing === 'once') await endAtPeriodEnd(deps, row);
    else await deps.payments.planChanges?.changeAtPeriodEnd(request);
    await dropScheduledChange(deps, userId);
    await repository.insertCheckout(deps.db, {
      userId,
      planId: to,
      quantity: 1,
      provider: deps.payments.id,
      status: 'scheduled',
    });
  }
  await tellMember(deps, userId, {
    subject: 'Your plan has changed',
    text: planChangeText({ to, when: planned.when, ...price }),
    type: 'info',
  });
}

/**
 * Monitoring → Basic (decision 098): the subscription ends with its period (Stripe: its schedule
 * ends with `end_behavior: cancel`) and Basic is charged once then, on the card the plan is paid
 * with (the sandbox's is already on file; Stripe's is read from the subscription).
 */
async function endAtPeriodEnd(deps: MembershipDeps, row: SubscriptionRow) {
  const ref = { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId };
  const card = deps.payments.planChanges ? await deps.payments.planChanges.endAtPeriodEnd(ref) : row.paymentMethod;
  if (!card) throw new AppError('conflict', 'Add a card on your billing page before changing plan.', 409);
  if (card !== row.paymentMethod) await repository.updateSubscription(deps.db, row.userId, { paymentMethod: card });
}

/**
 * A plan change scheduled earlier is dropped: replaced by a new one, or given up when the member
 * cancels or pauses at the period's end. The dropped plan's id, or null when none was waiting.
 */
export async function dropScheduledChange(deps: MembershipDeps, userId: string): Promise<PlanId | null> {
  const earlier = await repository.findScheduledCheckout(deps.db, userId);
  if (!earlier) return null;
  await repository.moveCheckout(deps.db, earlier.id, 'scheduled', 'canceled');
  return earlier.planId as PlanId;
}

/** Up now: the sandbox charges the prorated amount on the card on file; Stripe invoices it itself. */
async function changeNow(deps: MembershipDeps, planned: Planned, amountDueCents: number, now: Date) {
  const { row, to } = planned;
  const periodEnd = periodEndOf(to, now);
  if (deps.payments.planChanges) {
    const ref = { providerSubscriptionId: row.providerSubscriptionId, providerCustomerId: row.providerCustomerId };
    await deps.payments.planChanges.changeNow({ ref, plan: PLANS[to], at: now, prorate: true });
    // The prorated invoice and the new period arrive by webhook (invoice.paid); the plan changed now.
    await repository.updateSubscription(deps.db, row.userId, { planId: to });
    return;
  }
  if (!deps.payments.renew || !row.paymentMethod) {
    throw new AppError('conflict', 'Add a card on your billing page before changing plan.', 409);
  }
  const outcome = await deps.payments.renew(row.paymentMethod, amountDueCents);
  if (outcome.status !== 'succeeded') {
    const message = outcome.status === 'failed' ? outcome.message : 'Your bank asked to authenticate this payment.';
    throw new AppError('card_declined', `${message} Your plan has not changed.`, 402);
  }
  await dropScheduledChange(deps, row.userId);
  await repository.insertInvoice(deps.db, {
    userId: row.userId,
    description: `${PLANS[to].name}, prorated`,
    amountCents: amountDueCents,
    currency: CURRENCY,
    status: 'paid',
    providerInvoiceId: outcome.chargeId,
    periodStart: now,
    periodEnd,
    paidAt: now,
  });
  await repository.updateSubscription(deps.db, row.userId, {
    planId: to,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
  });
}
