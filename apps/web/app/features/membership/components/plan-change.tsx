import { useState } from 'react';
import type { Membership } from '@cleardocket/domain/membership/contract';
import { decidePlanChange, PAST_DUE_REASON } from '@cleardocket/domain/membership/plan-change';
import { formatCents, PLAN_IDS, PLANS } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { useChangePlan } from '../api/change-plan';
import { usePlanChange } from '../api/get-plan-change';

/**
 * The plans a member may ask to move to, by the domain's one rule (decision 082, 098): the other
 * monitoring period or Basic at the period's end, or within the trial any other plan. What only
 * the server knows (the profiles, the card) it checks in the preview, which says why not.
 */
function choicesFor(membership: Membership): PlanId[] {
  const facts = {
    planId: membership.plan?.id ?? null,
    status: membership.status,
    trialEndsAt: membership.trialEndsAt ? new Date(membership.trialEndsAt) : null,
    currentPeriodEnd: membership.currentPeriodEnd ? new Date(membership.currentPeriodEnd) : null,
    currentPeriodStart: null,
    hasPaymentMethod: true,
    profiles: 0,
  };
  return PLAN_IDS.filter((id) => decidePlanChange(facts, id, new Date()).ok);
}

/**
 * "Change plan" (issue 31 part 4, decision 082): choose a plan, read what it costs now and when
 * it starts — the server's preview, prorated where the change is immediate — then confirm. A change
 * the server refuses (too many profiles for the new plan, a one-time plan) shows its reason.
 */
export function PlanChange({ membership }: { membership: Membership }) {
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const preview = usePlanChange(chosen);
  const change = useChangePlan();
  const choices = choicesFor(membership);
  // A failed payment first: say what to do instead of offering a change that would fail (issue 31).
  if (membership.status === 'past_due') {
    return (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
        {PAST_DUE_REASON}
      </p>
    );
  }
  if (choices.length === 0) return null;
  const confirm = () => {
    if (chosen !== null)
      change.mutate({ planId: chosen, quotedAt: preview.data?.quotedAt }, { onSuccess: () => setChosen(null) });
  };
  return (
    <div className="grid gap-3">
      <label className="grid gap-1.5">
        <span className="font-medium">Change plan</span>
        <select
          value={chosen ?? ''}
          onChange={(event) => setChosen(PLAN_IDS.find((id) => id === event.target.value) ?? null)}
          className="h-11 rounded-md border border-ink-300 px-2"
        >
          <option value="">Choose a plan</option>
          {choices.map((id) => (
            <option key={id} value={id}>
              {`${PLANS[id].name}, ${formatCents(PLANS[id].amountCents)}`}
            </option>
          ))}
        </select>
      </label>
      <div aria-live="polite">
        {chosen === null ? null : preview.isPending ? (
          <p>Working out the price…</p>
        ) : preview.isError ? (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {preview.error.message}
          </p>
        ) : (
          <div className="grid gap-3">
            <p>{preview.data.text}</p>
            <div>
              <Button onClick={confirm} disabled={change.isPending}>
                {preview.data.amountDueCents > 0
                  ? `Change plan and pay ${formatCents(preview.data.amountDueCents)}`
                  : 'Change plan'}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
