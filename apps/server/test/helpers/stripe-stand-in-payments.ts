import { randomBytes } from 'node:crypto';
import type { Answer } from './stripe-stand-in-subscriptions';

/**
 * The "save a card, charge it later" side of the Stripe stand-in, in Stripe's shapes: the
 * SetupIntent a setup-mode Checkout Session leaves (`GET /v1/setup_intents/:id`, its payment
 * method expanded on `expand[]=payment_method`), and off-session PaymentIntents
 * (`POST /v1/payment_intents` with `confirm` and `off_session`), declined as Stripe declines its
 * test card 4000 0000 0000 0341 (it saves, then every charge fails) with a 402 `card_error`.
 */
type Json = Record<string, unknown>;
type Form = Record<string, string>;

const standInId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/** Stripe's test cards a member may save in the stand-in's Checkout: the usual one, and one whose charges fail. */
export const SAVED_CARDS = {
  visa: { brand: 'visa', last4: '4242' },
  declinesLater: { brand: 'visa', last4: '0341' },
} as const;

const badRequest = (param: string, message: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code: 'parameter_missing', param, message } },
});

export function createPaymentRoutes() {
  const setupIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  /** Every PaymentIntent created, in order: what the member was charged. */
  const paymentIntents: Json[] = [];

  /** A card attached to the customer (Checkout attaches the card it took); its PaymentMethod id. */
  function addCard(customer: string, card: keyof typeof SAVED_CARDS = 'visa'): string {
    const method: Json = {
      id: standInId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { ...SAVED_CARDS[card], exp_month: 12, exp_year: 2034, funding: 'credit' },
    };
    paymentMethods.set(String(method.id), method);
    return String(method.id);
  }

  /** A setup session completed: the card is saved to the customer for off-session use. */
  function saveCard(customer: string, card: keyof typeof SAVED_CARDS, metadata: Json): Json {
    const method = { id: addCard(customer, card) };
    const intent: Json = {
      id: standInId('seti'),
      object: 'setup_intent',
      customer,
      status: 'succeeded',
      usage: 'off_session',
      payment_method: method.id,
      metadata,
    };
    setupIntents.set(String(intent.id), intent);
    return intent;
  }

  function createPaymentIntent(form: Form): Answer {
    for (const param of ['amount', 'currency', 'customer', 'payment_method']) {
      if (!form[param]) return badRequest(param, `Missing required param: ${param}.`);
    }
    const method = paymentMethods.get(form.payment_method ?? '');
    if (!method || method.customer !== form.customer) {
      return badRequest('payment_method', 'The provided PaymentMethod does not belong to this customer.');
    }
    const intent: Json = {
      id: standInId('pi'),
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      customer: form.customer,
      payment_method: method.id,
      description: form.description ?? null,
      confirmation_method: 'automatic',
      off_session: form.off_session === 'true',
      status: form.confirm === 'true' ? 'succeeded' : 'requires_confirmation',
      latest_charge: null,
    };
    if (form.confirm === 'true' && (method.card as Json).last4 === SAVED_CARDS.declinesLater.last4) {
      Object.assign(intent, { status: 'requires_payment_method' });
      paymentIntents.push(intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    if (intent.status === 'succeeded') intent.latest_charge = standInId('ch');
    paymentIntents.push(intent);
    return { status: 200, body: intent };
  }

  /** Answers the payment routes; null for any other path. */
  function route(method: string, url: string, form: Form): Answer | null {
    const [path = '', query = ''] = url.split('?');
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(form);
    const methodId = /^\/v1\/payment_methods\/(\w+)$/.exec(path)?.[1];
    if (methodId !== undefined && method === 'GET') {
      const found = paymentMethods.get(methodId);
      return found
        ? { status: 200, body: found }
        : badRequest('payment_method', `No such PaymentMethod: '${methodId}'`);
    }
    const setupId = /^\/v1\/setup_intents\/(\w+)$/.exec(path)?.[1];
    if (setupId === undefined || method !== 'GET') return null;
    const intent = setupIntents.get(setupId);
    if (!intent) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such setupintent: '${setupId}'`,
          },
        },
      };
    }
    const expanded = [...new URLSearchParams(query)].some(
      ([key, value]) => key.startsWith('expand') && value === 'payment_method',
    );
    return {
      status: 200,
      body: expanded ? { ...intent, payment_method: paymentMethods.get(String(intent.payment_method)) } : intent,
    };
  }

  return { addCard, saveCard, route, paymentIntents };
}
