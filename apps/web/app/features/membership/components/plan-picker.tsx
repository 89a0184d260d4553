import { useState } from 'react';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { formatCents } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast';
import { usePlans } from '../api/get-plans';
import { goToCheckout } from '../api/go-to-checkout';
import { CardForm } from './card-form';
import { FirstChargeNote } from './first-charge-note';
import { PremiumQuantity } from './premium-quantity';

const BILLING_LABEL = { month: 'per month', year: 'per year', once: 'one time' } as const;

export type PlanPickerProps = {
  initialPlan?: PlanId | null;
  /** During the free trial: the card goes on file and the first charge is at the trial's end (issue 31). */
  firstChargeAt?: string | null;
  onPaid: () => void;
};

/** The plans, and paying for one: Stripe's Checkout page, or the sandbox's card form here. */
export function PlanPicker({ initialPlan = null, firstChargeAt = null, onPaid }: PlanPickerProps) {
  const plans = usePlans();
  const [chosen, setChosen] = useState<PlanId | null>(initialPlan);
  const [quantity, setQuantity] = useState(1);
  const [redirecting, setRedirecting] = useState(false);
  if (plans.isPending) return <Spinner label="Loading the plans" />;
  if (plans.isError) return <p role="alert">{plans.error.message}</p>;

  const choose = async (planId: PlanId) => {
    setChosen(planId);
    if (plans.data.provider !== 'stripe') return;
    setRedirecting(true);
    try {
      await goToCheckout(planId, quantity);
    } catch (error) {
      setRedirecting(false);
      toast({
        title: 'That did not work',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.data.plans.map((plan) => (
          <li key={plan.id} className="grid gap-2 rounded-md border border-ink-200 p-4">
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="text-2xl font-bold">
              {formatCents(plan.amountCents)}{' '}
              <span className="text-base font-normal text-ink-700">
                {plan.id === 'premium' ? 'per link' : BILLING_LABEL[plan.billing]}
              </span>
            </p>
            <p className="text-ink-700">{plan.summary}</p>
            {plan.id === 'premium' ? <PremiumQuantity value={quantity} onChange={setQuantity} /> : null}
            <Button
              variant={chosen === plan.id ? 'primary' : 'outline'}
              aria-pressed={chosen === plan.id}
              disabled={redirecting}
              onClick={() => void choose(plan.id)}
            >
              Choose {plan.name}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && firstChargeAt ? <FirstChargeNote planId={chosen} quantity={quantity} at={firstChargeAt} /> : null}
      {chosen && plans.data.provider === 'sandbox' ? (
        <CardForm
          key={`${chosen}-${quantity}`}
          planId={chosen}
          quantity={quantity}
          keepsTrial={Boolean(firstChargeAt)}
          onPaid={onPaid}
        />
      ) : null}
    </div>
  );
}
