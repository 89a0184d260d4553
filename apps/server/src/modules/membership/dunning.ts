import { addDays } from 'date-fns';
import { utcDay } from '@cleardocket/domain/dates';
import { nextRetryAfterDays } from '@cleardocket/domain/membership/dunning';
import { CURRENCY, formatCents } from '@cleardocket/domain/membership/plans';
import type { MembershipDeps } from './checkout';
import { tellMember } from './messages';
import * as repository from './repository';
import type { SubscriptionRow } from './repository';

/** What a charge that failed was for: the plan's name as the member reads it, and the amount. */
export type FailedCharge = { planName: string; amountCents: number; planId?: string };

/**
 * A charge that did not go through (a renewal, a one-time plan's charge or its retry): the failed
 * invoice, then dunning (domain membership/dunning.ts): the plan stays on and is tried again on
 * the schedule's next day, counted from the charge's due date, or it ends when the tries ran out.
 * `lead` opens the member's message ("We could not charge", "Your free trial has ended and we
 * could not charge").
 */
export async function recordFailedCharge(
  deps: MembershipDeps,
  row: SubscriptionRow,
  charge: FailedCharge,
  now: Date,
  lead = 'We could not charge',
): Promise<SubscriptionRow | undefined> {
  const attempts = row.dunningAttempts + 1;
  await repository.insertInvoice(deps.db, {
    userId: row.userId,
    description: charge.planName,
    amountCents: charge.amountCents,
    currency: CURRENCY,
    status: 'failed',
    providerInvoiceId: null,
    periodStart: now,
    periodEnd: null,
    paidAt: null,
  });
  const planChange = charge.planId ? { planId: charge.planId } : {};
  const retryAfter = nextRetryAfterDays(attempts);
  if (retryAfter === null) {
    await tellMember(deps, row.userId, {
      subject: 'Your plan has ended',
      text: `We could not charge ${formatCents(charge.amountCents)} for ${charge.planName} after ${attempts} attempts, so the plan has ended. Choose a plan on your billing page to continue.`,
      type: 'error',
    });
    return repository.updateSubscription(deps.db, row.userId, {
      ...planChange,
      status: 'canceled',
      dunningAttempts: attempts,
      nextRetryAt: null,
    });
  }
  const nextRetryAt = addDays(row.currentPeriodEnd ?? now, retryAfter);
  await tellMember(deps, row.userId, {
    subject: 'Your payment did not go through',
    text: `${lead} ${formatCents(charge.amountCents)} for ${charge.planName}. Your plan stays on while we try again on ${utcDay(nextRetryAt)}; update your card on your billing page to avoid an interruption.`,
    type: 'warning',
  });
  return repository.updateSubscription(deps.db, row.userId, {
    ...planChange,
    status: 'past_due',
    dunningAttempts: attempts,
    nextRetryAt,
  });
}
