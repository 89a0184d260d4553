import { useState } from 'react';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { formatCents, PLANS, priceOf } from '@cleardocket/domain/membership/plans';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAuthenticatePayment } from '../api/authenticate-payment';
import { useSandboxPayment } from '../api/sandbox-payment';
import { CardFormSchema } from './card-form-schema';

export type CardFormProps = {
  planId: PlanId;
  quantity: number;
  /** During the free trial nothing is charged today: the card goes on file (issue 31). */
  keepsTrial?: boolean;
  onPaid: () => void;
};

/**
 * The sandbox provider's card form (issue 16): Stripe's test numbers only. A declined card shows
 * the card's message above the form and keeps what was typed; a card that asks for
 * authentication shows the bank's step (the sandbox's stand-in for 3-D Secure).
 */
export function CardForm({ planId, quantity, keepsTrial = false, onPaid }: CardFormProps) {
  const pay = useSandboxPayment();
  const authenticate = useAuthenticatePayment();
  const [waiting, setWaiting] = useState<string | null>(null);
  const [authError, setAuthError] = useState<string | null>(null);
  const amount = formatCents(priceOf(planId, quantity));

  if (waiting) {
    const answer = async (approve: boolean) => {
      try {
        await authenticate.mutateAsync({ checkoutId: waiting, approve });
        onPaid();
      } catch (error) {
        setWaiting(null);
        setAuthError(error instanceof Error ? error.message : 'The payment was not confirmed.');
      }
    };
    return (
      <section
        aria-label="Confirm the payment with your bank"
        className="grid gap-3 rounded-md border border-ink-300 p-4"
      >
        <h3 className="text-lg font-semibold">Your bank asks you to confirm this payment</h3>
        <p>
          Confirm {amount} for {PLANS[planId].name}. This is the test environment’s authentication step.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void answer(true)} disabled={authenticate.isPending}>
            Confirm payment
          </Button>
          <Button variant="outline" onClick={() => void answer(false)} disabled={authenticate.isPending}>
            Fail authentication
          </Button>
        </div>
      </section>
    );
  }

  return (
    <Form
      schema={CardFormSchema}
      defaultValues={{ number: '', expiry: '', cvc: '', name: '' }}
      describeError={(error) => (error instanceof Error ? error.message : 'The payment did not go through.')}
      onSubmit={async (card) => {
        setAuthError(null);
        const result = await pay.mutateAsync({ planId, ...(planId === 'premium' ? { quantity } : {}), card });
        if (result.status === 'requires_action') setWaiting(result.checkoutId);
        else onPaid();
      }}
      className="grid max-w-md gap-4"
    >
      {authError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {authError}
        </p>
      ) : null}
      <p className="text-sm text-ink-700">
        Test environment: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC.
      </p>
      <TextField name="number" label="Card number" inputMode="numeric" autoComplete="cc-number" />
      <div className="grid grid-cols-2 gap-4">
        <TextField name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" />
        <TextField name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" />
      </div>
      <TextField name="name" label="Name on card" autoComplete="cc-name" />
      <SubmitButton pendingLabel={keepsTrial ? 'Saving your card…' : 'Paying…'}>
        {keepsTrial ? 'Add my card: no charge today' : `Pay ${amount}`}
      </SubmitButton>
    </Form>
  );
}
