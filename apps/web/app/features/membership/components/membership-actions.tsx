import type { Membership } from '@cleardocket/domain/membership/contract';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';
import { openPortal } from '../api/open-portal';
import { useResume } from '../api/resume-membership';
import { useScheduleChange } from '../api/schedule-change';

async function goToPortal() {
  try {
    window.location.assign((await openPortal()).url);
  } catch (error) {
    toast({
      title: 'That did not work',
      description: error instanceof Error ? error.message : 'Please try again.',
      variant: 'destructive',
    });
  }
}

/** Cancel, pause and resume, one click each (issue 16), and Stripe's portal for the card. */
export function MembershipActions({ membership }: { membership: Membership }) {
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
  return (
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
        <Button variant="outline" onClick={() => void goToPortal()}>
          Update card and invoices at Stripe
        </Button>
      ) : null}
    </div>
  );
}
