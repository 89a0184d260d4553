import type { Membership } from '@cleardocket/domain/membership/contract';
import { formatCents } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { openPortal } from '../api/open-portal';
import { useResume } from '../api/resume-membership';
import { useScheduleChange } from '../api/schedule-change';
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

/** Plan, state, next charge and card, with cancel and pause one click each (issue 16). */
export function MembershipSummary({ membership }: { membership: Membership }) {
  const cancel = useScheduleChange('cancel');
  const pause = useScheduleChange('pause');
  const resume = useResume();
  const renewing =
    membership.plan !== null &&
    membership.plan.billing !== 'once' &&
    (membership.status === 'active' || membership.status === 'past_due');
  // Paid during the free trial: the card is on file and the first charge waits for the trial's end
  // (issue 31); cancelling drops that charge and the trial runs out as it would have.
  const hasTrialCharge = membership.status === 'trialing' && membership.plan !== null && membership.nextCharge !== null;
  const busy = cancel.isPending || pause.isPending || resume.isPending;
  const portal = async () => {
    try {
      window.location.assign((await openPortal()).url);
    } catch (error) {
      toast({
        title: 'That did not work',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-700">Plan</dt>
          <dd className="text-lg font-semibold">{membership.plan?.name ?? 'Free trial (Monitoring)'}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Status</dt>
          <dd className="text-lg font-semibold">{STATUS_LABELS[membership.status]}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Next charge</dt>
          <dd>
            {membership.nextCharge
              ? `${formatCents(membership.nextCharge.amountCents)} on ${on(membership.nextCharge.at)}`
              : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Payment method</dt>
          <dd>
            {membership.paymentMethod
              ? `${membership.paymentMethod.brand} ending ${membership.paymentMethod.last4}, expires ${String(membership.paymentMethod.expMonth).padStart(2, '0')}/${membership.paymentMethod.expYear}`
              : 'None on file'}
          </dd>
        </div>
      </dl>
      <p role="status" className={membership.status === 'past_due' ? 'rounded-md bg-amber-50 p-3 text-amber-900' : ''}>
        {statusLine(membership)}
      </p>
      <div className="flex flex-wrap gap-3">
        {hasTrialCharge ? (
          <Button variant="outline" disabled={busy} onClick={() => cancel.mutate(true)}>
            Cancel before the first charge
          </Button>
        ) : null}
        {renewing ? (
          <Button
            variant={membership.cancelAtPeriodEnd ? 'primary' : 'outline'}
            disabled={busy}
            onClick={() => cancel.mutate(!membership.cancelAtPeriodEnd)}
          >
            {membership.cancelAtPeriodEnd ? 'Keep my plan' : 'Cancel at period end'}
          </Button>
        ) : null}
        {renewing && !membership.cancelAtPeriodEnd ? (
          <Button variant="outline" disabled={busy} onClick={() => pause.mutate(!membership.pauseAtPeriodEnd)}>
            {membership.pauseAtPeriodEnd ? 'Do not pause' : 'Pause at period end'}
          </Button>
        ) : null}
        {membership.status === 'paused' ? (
          <Button disabled={busy} onClick={() => resume.mutate()}>
            Resume my plan
          </Button>
        ) : null}
        {membership.provider === 'stripe' && membership.plan ? (
          <Button variant="outline" onClick={() => void portal()}>
            Update card and invoices at Stripe
          </Button>
        ) : null}
      </div>
    </div>
  );
}
