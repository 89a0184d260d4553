import type { SubscriptionStatus } from '@cleardocket/domain/membership/entitlements';
import { CURRENCY, formatCents, isPlanId, PLANS } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { VerifiedEvent } from '../../providers/payments/types';
import { activatePurchase, isExpectedAmount } from './billing';
import type { MembershipDeps } from './checkout';
import { tellMember } from './messages';
import { isTrialSession, setupIntentOf, setupSessionCompleted, trialSessionCompleted } from './stripe-trial';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import type { MemberMessage } from './messages';
import * as repository from './repository';

type Json = Record<string, unknown>;
type Outcome = 'applied' | 'duplicate' | 'stale' | 'ignored';
/** Messages to the member, sent once the event's transaction has committed. */
type Notices = { userId: string; message: MemberMessage }[];
/** The transaction's database, and where its messages wait. */
type EventDeps = { db: Db; notices: Notices; savedCard?: StoredPaymentMethod | null };
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const unix = (value: unknown): Date | null => (num(value) === null ? null : new Date((value as number) * 1000));
/** Stripe sends ids as strings, or whole objects when expanded. */
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);

/** An invoice's subscription: `subscription` before API 2025-03, `parent.subscription_details` since. */
function invoiceSubscription(invoice: Json): string | null {
  return idOf(invoice.subscription) ?? idOf(obj(obj(invoice.parent).subscription_details).subscription);
}

function firstLinePeriod(invoice: Json): { start: Date | null; end: Date | null } {
  const lines = obj(invoice.lines).data;
  const period = obj(Array.isArray(lines) ? obj(lines[0]).period : undefined);
  return { start: unix(period.start) ?? unix(invoice.period_start), end: unix(period.end) ?? unix(invoice.period_end) };
}

const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'paused',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

async function subscriptionFor(db: Db, providerSubscriptionId: string | null) {
  const row = providerSubscriptionId
    ? await repository.findSubscriptionByProviderId(db, providerSubscriptionId)
    : undefined;
  // Stripe may send an invoice before the Checkout Session that links it: answering non-2xx
  // without recording the event makes Stripe send it again later, when the link exists.
  if (!row) throw new AppError('conflict', 'This subscription is not known yet; send the event again later.', 409);
  return row;
}

/** Whether an event is older than the newest one applied to this subscription (then it is ignored). */
const isStale = (row: { lastEventAt: Date | null }, event: VerifiedEvent) =>
  row.lastEventAt !== null && event.created < row.lastEventAt;

async function checkoutCompleted(deps: EventDeps, session: Json, event: VerifiedEvent): Promise<Outcome> {
  const sessionId = str(session.id);
  const checkout = sessionId ? await repository.findCheckoutBySession(deps.db, sessionId) : undefined;
  if (!checkout || checkout.status !== 'open') return 'ignored';
  if (isTrialSession(session)) return trialSessionCompleted(deps, session, checkout, event.created);
  if (setupIntentOf(session) !== null) {
    return deps.savedCard ? setupSessionCompleted(deps, session, checkout, deps.savedCard, event.created) : 'ignored';
  }
  const planId = checkout.planId as PlanId;
  const amount = num(session.amount_total);
  if (session.payment_status !== 'paid' || amount === null || !isExpectedAmount(planId, checkout.quantity, amount)) {
    return 'ignored';
  }
  if (!(await repository.moveCheckout(deps.db, checkout.id, 'open', 'completed'))) return 'ignored';
  const subscriptionId = idOf(session.subscription);
  await activatePurchase(deps.db, checkout.userId, {
    planId,
    quantity: checkout.quantity,
    provider: 'stripe',
    paymentMethod: null,
    customerId: idOf(session.customer),
    subscriptionId,
    // A subscription's receipt is its first invoice (invoice.paid); a one-time payment's is the session.
    chargeId: idOf(session.invoice) ?? idOf(session.payment_intent) ?? sessionId ?? checkout.id,
    amountCents: amount,
    at: event.created,
  });
  await repository.updateSubscription(deps.db, checkout.userId, { lastEventAt: event.created });
  deps.notices.push({
    userId: checkout.userId,
    message: {
      subject: 'Payment received',
      text: `Thank you: ${formatCents(amount)} for ${PLANS[planId].name} was paid. The receipt is on your billing page.`,
      type: 'success',
    },
  });
  return 'applied';
}

async function invoiceEvent(deps: EventDeps, invoice: Json, event: VerifiedEvent, paid: boolean): Promise<Outcome> {
  const row = await subscriptionFor(deps.db, invoiceSubscription(invoice));
  const { start, end } = firstLinePeriod(invoice);
  const amount = num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0;
  // The $0 invoice that opens a subscription trial is no payment: the trial runs on (issue 31).
  if (paid && amount === 0 && row.status === 'trialing') return 'ignored';
  await repository.insertInvoice(deps.db, {
    userId: row.userId,
    description: row.planId && row.planId in PLANS ? PLANS[row.planId as PlanId].name : 'Subscription',
    amountCents: amount,
    currency: str(invoice.currency) ?? CURRENCY,
    status: paid ? 'paid' : 'failed',
    providerInvoiceId: idOf(invoice.id),
    periodStart: start,
    periodEnd: end,
    paidAt: paid ? event.created : null,
  });
  if (isStale(row, event)) return 'stale';
  await repository.updateSubscription(
    deps.db,
    row.userId,
    paid
      ? {
          status: 'active',
          currentPeriodStart: start,
          currentPeriodEnd: end,
          dunningAttempts: 0,
          nextRetryAt: null,
          lastEventAt: event.created,
        }
      : {
          status: 'past_due',
          dunningAttempts: num(invoice.attempt_count) ?? row.dunningAttempts + 1,
          nextRetryAt: unix(invoice.next_payment_attempt),
          lastEventAt: event.created,
        },
  );
  if (!paid) {
    deps.notices.push({
      userId: row.userId,
      message: {
        subject: 'Your payment did not go through',
        text: `We could not charge ${formatCents(amount)}. Your plan stays on while the payment is tried again; update your card on your billing page.`,
        type: 'warning',
      },
    });
  }
  return 'applied';
}

/**
 * The plan a subscription now sells, from the `planId` its metadata carries (set by a change of
 * plan, decision 082); a change that was waiting for the period's end is done.
 */
async function switchedPlan(deps: EventDeps, row: { userId: string; planId: string | null }, subscription: Json) {
  const planId = str(obj(subscription.metadata).planId);
  if (planId === null || !isPlanId(planId) || planId === row.planId) return null;
  const scheduled = await repository.findScheduledCheckout(deps.db, row.userId);
  if (scheduled?.planId === planId) await repository.moveCheckout(deps.db, scheduled.id, 'scheduled', 'completed');
  return planId;
}

async function subscriptionChanged(
  deps: EventDeps,
  subscription: Json,
  event: VerifiedEvent,
  deleted: boolean,
): Promise<Outcome> {
  const row = await subscriptionFor(deps.db, idOf(subscription.id));
  if (isStale(row, event)) return 'stale';
  // After a move to Basic (decision 098) the plan is bought once: the old subscription's end changes nothing.
  if (row.planId !== null && isPlanId(row.planId) && PLANS[row.planId].billing === 'once') return 'ignored';
  const item = obj(
    Array.isArray(obj(subscription.items).data) ? (obj(subscription.items).data as unknown[])[0] : undefined,
  );
  const periodEnd = unix(subscription.current_period_end) ?? unix(item.current_period_end);
  const periodStart = unix(subscription.current_period_start) ?? unix(item.current_period_start);
  const status = deleted ? 'canceled' : (STATUS[str(subscription.status) ?? ''] ?? row.status);
  const planId = await switchedPlan(deps, row, subscription);
  await repository.updateSubscription(deps.db, row.userId, {
    status,
    ...(planId ? { planId } : {}),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    pauseAtPeriodEnd: subscription.pause_collection !== null && subscription.pause_collection !== undefined,
    ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
    ...(periodStart ? { currentPeriodStart: periodStart } : {}),
    lastEventAt: event.created,
  });
  return 'applied';
}

/**
 * A verified Stripe event, applied once (issue 16): its id is recorded in the same transaction as
 * its effect, so a replay finds it and does nothing; an event older than the newest one applied to
 * the subscription changes nothing (out of order); a session's amount must be the plan's price.
 */
export async function applyStripeEvent(deps: MembershipDeps, event: VerifiedEvent): Promise<Outcome> {
  const notices: Notices = [];
  // A card saved by a setup session is read from Stripe before the transaction, not while it holds locks.
  const setupIntent = event.type === 'checkout.session.completed' ? setupIntentOf(event.object) : null;
  const savedCard = setupIntent && deps.payments.savedCard ? await deps.payments.savedCard(setupIntent) : null;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const scoped = { db: tx, notices, savedCard };
    if (!(await repository.recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type }))) {
      return 'duplicate';
    }
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(scoped, event.object, event);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return invoiceEvent(scoped, event.object, event, true);
      case 'invoice.payment_failed':
        return invoiceEvent(scoped, event.object, event, false);
      case 'customer.subscription.updated':
        return subscriptionChanged(scoped, event.object, event, false);
      case 'customer.subscription.deleted':
        return subscriptionChanged(scoped, event.object, event, true);
      default:
        return 'ignored';
    }
  });
  // After the commit: mail and jobs use their own connections, and a rolled-back event tells nobody.
  for (const notice of notices) await tellMember(deps, notice.userId, notice.message);
  return outcome;
}
