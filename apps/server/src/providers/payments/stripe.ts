import Stripe from 'stripe';
import type { PaymentsConfig } from '../../env';
import { cardOnFileFor } from './stripe-card-on-file';
import { stripePlanChanges } from './stripe-plan-change';
import type { CheckoutHandoff, CheckoutRequest, PaymentProvider, SubscriptionRef, VerifiedEvent } from './types';

/** Stripe's own default: a signature older than five minutes is refused (a replay). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/** The SDK pointed at Stripe, or at `STRIPE_API_URL` (a proxy, or the tests' stand-in). */
function createClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** A Checkout Session that takes payment: subscription mode for monitoring (a running trial kept), payment mode otherwise. */
async function startCheckoutSession(stripe: Stripe, request: CheckoutRequest): Promise<CheckoutHandoff> {
  const { plan } = request;
  const recurring = plan.billing === 'once' ? undefined : { interval: plan.billing };
  const session = await stripe.checkout.sessions.create(
    {
      mode: recurring ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: request.quantity,
          price_data: {
            currency: 'usd',
            unit_amount: plan.amountCents,
            product_data: { name: plan.name },
            ...(recurring ? { recurring } : {}),
          },
        },
      ],
      // A running free trial is kept: Stripe starts the subscription trialing and charges at its end.
      ...(recurring && request.trialEnd
        ? { subscription_data: { trial_end: Math.floor(request.trialEnd.getTime() / 1000) } }
        : {}),
      client_reference_id: request.checkoutId,
      ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: { checkoutId: request.checkoutId, planId: plan.id, quantity: String(request.quantity) },
    },
    // One session per checkout, however often the member presses the button.
    { idempotencyKey: `checkout-${request.checkoutId}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { kind: 'redirect', url: session.url, sessionId: session.id };
}

/**
 * Stripe (issue 16): Checkout Sessions for every purchase, the customer portal for the card and
 * invoices, and signed webhooks for everything that happens afterwards (renewals, failures,
 * cancellations). Amounts are integer cents, as Stripe takes them.
 */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = createClient(config);
  const cardOnFile = cardOnFileFor(stripe);

  function startCheckout(request: CheckoutRequest): Promise<CheckoutHandoff> {
    // A one-time plan during the trial: the card goes on file, the charge waits for the trial's end.
    if (request.plan.billing === 'once' && request.trialEnd) return cardOnFile.startSetupCheckout(request);
    return startCheckoutSession(stripe, request);
  }

  async function portalUrl(customerId: string | null, returnUrl: string): Promise<string | null> {
    if (!customerId) return null;
    const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  async function scheduleAtPeriodEnd(ref: SubscriptionRef, change: { cancel: boolean; pause: boolean }) {
    if (!ref.providerSubscriptionId) return;
    // A subscription a schedule manages (a change waiting for the period's end, decision 098) takes
    // no cancelation of its own (Stripe answers 400): a cancel or pause releases the schedule first,
    // which drops the waiting change; taking either back leaves the schedule and its change alone.
    const { schedule } = await stripe.subscriptions.retrieve(ref.providerSubscriptionId);
    const scheduleId = typeof schedule === 'string' ? schedule : (schedule?.id ?? null);
    const stopping = change.cancel || change.pause;
    if (scheduleId && stopping) await stripe.subscriptionSchedules.release(scheduleId);
    // A pause voids the invoices from the next period on: the paid period runs to its end.
    await stripe.subscriptions.update(ref.providerSubscriptionId, {
      ...(scheduleId && !stopping ? {} : { cancel_at_period_end: change.cancel }),
      pause_collection: change.pause ? { behavior: 'void' } : '',
    });
  }

  async function verify(rawBody: Buffer, signatureHeader: string | undefined): Promise<VerifiedEvent> {
    const event = await stripe.webhooks.constructEventAsync(
      rawBody,
      signatureHeader ?? '',
      config.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
    return {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000),
      object: event.data.object as unknown as Record<string, unknown>,
    };
  }

  return {
    id: 'stripe',
    refusal: null,
    startCheckout,
    portalUrl,
    scheduleAtPeriodEnd,
    renew: null,
    chargeOnFile: cardOnFile.chargeOnFile,
    savedCard: cardOnFile.savedCard,
    planChanges: stripePlanChanges(stripe),
    events: { verify },
  };
}
