import { useState } from 'react';
import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { usePlans } from '../api/get-plans';
import { goToCheckout } from '../api/go-to-checkout';
import { CardForm } from './card-form';
import { FirstChargeNote } from './first-charge-note';
import { PremiumQuantity } from './premium-quantity';

export type PlanPaymentProps = {
  planId: PlanId;
  /** During the free trial: the card goes on file and the first charge is at the trial's end (issue 31). */
  firstChargeAt?: string | null;
  onPaid: () => void;
};

/** Paying for one plan already chosen: the sandbox's card form here, or Stripe's Checkout page. */
export function PlanPayment({ planId, firstChargeAt, onPaid }: PlanPaymentProps) {
  const plans = usePlans();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | undefined>();
  const [redirecting, setRedirecting] = useState(false);
  if (plans.isPending) return <Spinner label="Loading the plans" />;
  if (plans.isError) return <p role="alert">{plans.error.message}</p>;
  const plan = PLANS[planId];
  const payAtStripe = async () => {
    setRedirecting(true);
    setError(undefined);
    try {
      await goToCheckout(planId, quantity);
    } catch (failure) {
      setRedirecting(false);
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
  };
  return (
    <div className="grid gap-4">
      <p className="text-lg">
        <span className="font-semibold">{plan.name}</span>: {formatCents(priceOf(planId, quantity))}
      </p>
      {firstChargeAt ? <FirstChargeNote planId={planId} quantity={quantity} at={firstChargeAt} /> : null}
      {planId === 'premium' ? <PremiumQuantity value={quantity} onChange={setQuantity} /> : null}
      <FormError message={error} />
      {plans.data.provider === 'sandbox' ? (
        <CardForm
          key={`${planId}-${quantity}`}
          planId={planId}
          quantity={quantity}
          keepsTrial={Boolean(firstChargeAt)}
          onPaid={onPaid}
        />
      ) : (
        <div>
          <Button onClick={() => void payAtStripe()} disabled={redirecting}>
            {redirecting
              ? 'Opening the secure payment page…'
              : firstChargeAt
                ? 'Add your card on the secure payment page'
                : 'Pay on the secure payment page'}
          </Button>
        </div>
      )}
    </div>
  );
}
