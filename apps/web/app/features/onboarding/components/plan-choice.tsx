import { useState } from 'react';
import { formatCents, PLAN_IDS, PLANS } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { useChoosePlan } from '../api/choose-plan';

const BILLING_LABEL = { month: 'a month', year: 'a year', once: 'one time' } as const;

/** The plans side by side; the one a "Choose" button carried in (or chosen before) is selected. */
export function PlanChoice({ initial, onDone }: { initial: PlanId | null; onDone: () => void }) {
  const choose = useChoosePlan();
  const [selected, setSelected] = useState<PlanId | null>(initial);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!selected) return setError('Choose a plan to go on.');
    setError(undefined);
    try {
      await choose.mutateAsync(selected);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
  };
  return (
    <div className="grid gap-6">
      <FormError message={error} />
      <fieldset>
        <legend className="sr-only">Plans</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <label
                key={id}
                className={cn(
                  'grid cursor-pointer gap-2 rounded-md border p-4',
                  selected === id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-ink-300',
                )}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="plan"
                    value={id}
                    checked={selected === id}
                    onChange={() => setSelected(id)}
                    className="size-5"
                  />
                  <span className="text-lg font-semibold">{plan.name}</span>
                </span>
                <span className="text-2xl font-bold">
                  {formatCents(plan.amountCents)}{' '}
                  <span className="text-base font-normal text-ink-700">
                    {id === 'premium' ? 'per link' : BILLING_LABEL[plan.billing]}
                  </span>
                </span>
                <span className="text-ink-700">{plan.summary}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <Button onClick={() => void submit()} disabled={choose.isPending}>
          {choose.isPending ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </div>
  );
}
