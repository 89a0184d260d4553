import Stripe from 'stripe';
import type { StoredPaymentMethod } from '../../db/schema/membership';
import type { ChargeOnFileRequest, ChargeOutcome, CheckoutHandoff, CheckoutRequest } from './types';

/**
 * A one-time plan (Basic, Premium) bought during the free trial, with Stripe (issue 31 part 4,
 * decision 098). Stripe cannot schedule a one-off charge for a later date, so the card goes on
 * file now and the product charges it at the trial's end, as Stripe documents for "save a card,
 * charge it later": a Checkout Session in `setup` mode (a SetupIntent for off-session use), then
 * a PaymentIntent with `off_session: true, confirm: true` on the saved payment method.
 */
export function cardOnFileFor(stripe: Stripe) {
  async function startSetupCheckout(request: CheckoutRequest): Promise<CheckoutHandoff> {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'setup',
        currency: 'usd',
        client_reference_id: request.checkoutId,
        ...(request.customerId ? { customer: request.customerId } : { customer_creation: 'always' as const }),
        ...(request.customerId ? {} : { customer_email: request.email }),
        setup_intent_data: { metadata: { checkoutId: request.checkoutId, planId: request.plan.id } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { checkoutId: request.checkoutId, planId: request.plan.id, quantity: String(request.quantity) },
      },
      { idempotencyKey: `checkout-${request.checkoutId}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { kind: 'redirect', url: session.url, sessionId: session.id };
  }

  /** The card the SetupIntent saved: its id is the token the charge later uses; brand and last four are shown. */
  async function savedCard(setupIntentId: string): Promise<StoredPaymentMethod> {
    const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || method === null || typeof method === 'string' || !method.card) {
      throw new Error(`Stripe SetupIntent ${setupIntentId} saved no card`);
    }
    const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
    return { brand, last4, expMonth, expYear, token: method.id };
  }

  async function chargeOnFile(request: ChargeOnFileRequest): Promise<ChargeOutcome> {
    if (!request.customerId) return { status: 'failed', message: 'No Stripe customer holds this card.' };
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: request.customerId,
          payment_method: request.paymentMethod.token,
          off_session: true,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
      return intent.status === 'requires_action'
        ? { status: 'requires_action' }
        : { status: 'failed', message: `The payment is ${intent.status.replaceAll('_', ' ')}.` };
    } catch (error) {
      // A decline or a bank asking for authentication off-session is Stripe's card error (HTTP 402).
      if (error instanceof Stripe.errors.StripeCardError) {
        return error.code === 'authentication_required'
          ? { status: 'requires_action' }
          : { status: 'failed', message: error.message };
      }
      throw error;
    }
  }

  return { startSetupCheckout, savedCard, chargeOnFile };
}
