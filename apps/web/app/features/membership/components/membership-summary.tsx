import type { Membership } from '@cleardocket/domain/membership/contract';
import { formatCents, PLANS } from '@cleardocket/domain/membership/plans';
import { SummaryItem } from '~/components/ui/summary-item';
import { MembershipActions } from './membership-actions';
import { formatDay } from '~/lib/dates';

const on = (value: string | null) => (value ? formatDay(value) : '—');

const STATUS_LABELS: Record<Membership['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment failed — retrying',
  paused: 'Paused',
  canceled: 'Ended',
};

function statusLine(membership: Membership): string {
  const { status, inForce } = membership;
  if (status === 'trialing') {
    return inForce ? `Your free trial ends on ${on(membership.trialEndsAt)}.` : 'Your free trial has ended.';
  }
  if (status === 'past_due') return 'Your last renewal did not go through. Your plan stays on while we try again.';
  if (status === 'paused') return 'Your plan is paused: nothing is charged and nothing is filed for you.';
  if (status === 'canceled' || !inForce) return 'Your plan has ended.';
  if (membership.cancelAtPeriodEnd) return `Cancelled: your plan ends on ${on(membership.currentPeriodEnd)}.`;
  if (membership.pauseAtPeriodEnd) return `Your plan pauses on ${on(membership.currentPeriodEnd)}.`;
  return membership.currentPeriodEnd
    ? `Paid until ${on(membership.currentPeriodEnd)}.`
    : 'Paid once: it does not renew.';
}

const cardLine = (card: NonNullable<Membership['paymentMethod']>) =>
  `${card.brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** Plan, state, next charge and card, a change of plan waiting, and the plan's actions (issue 16). */
export function MembershipSummary({ membership }: { membership: Membership }) {
  const { nextCharge, planChange } = membership;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <SummaryItem label="Plan" tone="headline">
          {membership.plan?.name ?? 'Free trial (Monitoring)'}
        </SummaryItem>
        <SummaryItem label="Status" tone="headline">
          {STATUS_LABELS[membership.status]}
        </SummaryItem>
        <SummaryItem label="Next charge">
          {nextCharge ? `${formatCents(nextCharge.amountCents)} on ${on(nextCharge.at)}` : 'None'}
        </SummaryItem>
        <SummaryItem label="Payment method">
          {membership.paymentMethod ? cardLine(membership.paymentMethod) : 'None on file'}
        </SummaryItem>
      </dl>
      <p role="status" className={membership.status === 'past_due' ? 'rounded-md bg-amber-50 p-3 text-amber-900' : ''}>
        {statusLine(membership)}
      </p>
      {planChange ? (
        <p>{`${PLANS[planChange.planId].name} starts on ${on(planChange.at)} (${formatCents(PLANS[planChange.planId].amountCents)}).`}</p>
      ) : null}
      <MembershipActions membership={membership} />
    </div>
  );
}
