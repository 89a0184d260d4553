import { useState } from 'react';
import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { usePlans } from '../api/get-plans';
import { goToCheckout } from '../api/go-to-checkout';
import { CardForm } from './card-form';
import { PremiumQuantity } from './premium-quantity';

/** Paying for one plan already chosen: the sandbox's card form here, or Stripe's Checkout page. */
export function PlanPayment({ planId, onPaid }: { planId: PlanId; onPaid: () => void }) {
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
      {planId === 'premium' ? <PremiumQuantity value={quantity} onChange={setQuantity} /> : null}
      <FormError message={error} />
      {plans.data.provider === 'sandbox' ? (
        <CardForm key={`${planId}-${quantity}`} planId={planId} quantity={quantity} onPaid={onPaid} />
      ) : (
        <div>
          <Button onClick={() => void payAtStripe()} disabled={redirecting}>
            {redirecting ? 'Opening the secure payment page…' : 'Pay on the secure payment page'}
          </Button>
        </div>
      )}
    </div>
  );
}
