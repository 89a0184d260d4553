import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { secondsInDay } from 'date-fns/constants';
import { createPaymentRoutes } from './stripe-stand-in-payments';
import type { SAVED_CARDS } from './stripe-stand-in-payments';
import { advanceSchedule, createScheduleRoutes } from './stripe-stand-in-schedules';
import {
  createSubscriptionRoutes,
  invoiceObject,
  STRIPE_API_VERSION,
  subscriptionObject,
} from './stripe-stand-in-subscriptions';

/**
 * A loopback stand-in for the part of Stripe's REST API the product uses (Checkout Sessions, the
 * billing portal, subscription updates), speaking form-encoded requests and JSON answers like
 * Stripe, and sending webhooks signed as Stripe signs them: `Stripe-Signature: t=<unix>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. The signature is computed here with
 * node:crypto, not with the SDK the product verifies with.
 */
type StandInRequest = { method: string; path: string; form: Record<string, string>; idempotencyKey?: string };
type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeStandIn(options: { webhookSecret: string }) {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const subscriptionRoutes = createSubscriptionRoutes({ subscriptions, schedules });
  const scheduleRoutes = createScheduleRoutes({ subscriptions, schedules });
  const paymentRoutes = createPaymentRoutes();
  const idempotent = new Map<string, string>();
  let webhookUrl = '';
  let base = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path,
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        if (typeof key === 'string' && status === 200) idempotent.set(key, text);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(text);
      };
      if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) return response.writeHead(200, { 'content-type': 'application/json' }).end(replay);
      if (request.method === 'POST' && path === '/v1/checkout/sessions' && form.mode === 'setup') {
        return send(...setupSession(form));
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const quantity = Number(form['line_items[0][quantity]'] ?? '1');
        const unit = Number(form['line_items[0][price_data][unit_amount]']);
        const sessionId = id('cs');
        const session: Json = {
          id: sessionId,
          object: 'checkout.session',
          mode: form.mode,
          url: `${base}/c/pay/${sessionId}`,
          // A subscription trial charges nothing at checkout (Stripe: `subscription_data[trial_end]`).
          amount_total: form['subscription_data[trial_end]'] ? 0 : unit * quantity,
          trial_end: form['subscription_data[trial_end]'] ? Number(form['subscription_data[trial_end]']) : null,
          unit_amount: unit * quantity,
          currency: form['line_items[0][price_data][currency]'],
          client_reference_id: form.client_reference_id,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          metadata: { checkoutId: form['metadata[checkoutId]'], planId: form['metadata[planId]'] },
          interval: form['line_items[0][price_data][recurring][interval]'] ?? null,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          invoice: null,
          payment_intent: null,
        };
        sessions.set(sessionId, session);
        return send(200, session);
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: form.customer,
          url: `${base}/p/session/${form.customer}`,
          return_url: form.return_url,
        });
      }
      const answer =
        scheduleRoutes(request.method ?? '', path, form) ??
        subscriptionRoutes(request.method ?? '', path, form) ??
        paymentRoutes.route(request.method ?? '', request.url ?? '', form);
      if (answer) return send(answer.status, answer.body);
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    })();
  });
  /** A setup-mode session (a card saved for later, no charge): Stripe needs `currency` and takes no line items. */
  function setupSession(form: Record<string, string>): [number, unknown] {
    if (!form.currency) {
      return [
        400,
        { error: { type: 'invalid_request_error', param: 'currency', message: 'Missing required param: currency.' } },
      ];
    }
    if (Object.keys(form).some((key) => key.startsWith('line_items'))) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            param: 'line_items',
            message: 'You cannot pass `line_items` in `setup` mode.',
          },
        },
      ];
    }
    const sessionId = id('cs');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'setup',
      url: `${base}/c/pay/${sessionId}`,
      amount_total: null,
      currency: form.currency,
      client_reference_id: form.client_reference_id,
      customer: form.customer ?? null,
      customer_creation: form.customer_creation ?? null,
      customer_email: form.customer_email ?? null,
      metadata: { checkoutId: form['metadata[checkoutId]'], planId: form['metadata[planId]'] },
      setup_intent_metadata: { checkoutId: form['setup_intent_data[metadata][checkoutId]'] },
      status: 'open',
      payment_status: 'no_payment_required',
      setup_intent: null,
      subscription: null,
      invoice: null,
      payment_intent: null,
    };
    sessions.set(sessionId, session);
    return [200, session];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** An event as Stripe builds it. */
  function event(type: string, object: Json, created = now()): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created,
      type,
      livemode: false,
      data: { object },
    };
  }

  /** Delivers an event to the product's webhook, signed (or as `tamper` changes it after signing). */
  async function deliver(
    payload: Json | string,
    sign: { secret?: string; timestamp?: number; tamper?: (body: string) => string; header?: string | null } = {},
  ) {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const header =
      sign.header === undefined
        ? signStripePayload(body, sign.secret ?? options.webhookSecret, sign.timestamp)
        : sign.header;
    const sent = sign.tamper ? sign.tamper(body) : body;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      body: sent,
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  const invoice = invoiceObject;

  /** The member paid on Stripe's page: the session completes (a subscription and its first invoice in subscription mode). */
  function completeSession(sessionId: string, card: keyof typeof SAVED_CARDS = 'visa') {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = (session.customer as string | null) ?? id('cus');
    if (session.mode === 'setup') {
      const intent = paymentRoutes.saveCard(customer, card, session.setup_intent_metadata as Json);
      Object.assign(session, { status: 'complete', customer, setup_intent: intent.id });
      return [event('checkout.session.completed', session)];
    }
    const trialEnd = typeof session.trial_end === 'number' ? session.trial_end : null;
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      customer,
    });
    const events: Json[] = [];
    if (session.mode === 'subscription') {
      const start = now();
      // During a trial the period is the trial, and its invoice is $0 (as Stripe bills it).
      const end = trialEnd ?? start + (session.interval === 'year' ? 365 : 30) * secondsInDay;
      const created = subscriptionObject({
        customer,
        trialEnd,
        unitAmount: session.unit_amount as number,
        interval: session.interval === 'year' ? 'year' : 'month',
        start,
        end,
      });
      // Checkout makes the card it took the subscription's default payment method.
      created.default_payment_method = paymentRoutes.addCard(customer, card);
      const subscriptionId = String(created.id);
      subscriptions.set(subscriptionId, created);
      const first = invoice(subscriptionId, true, { start, end }, session.amount_total as number);
      Object.assign(session, { subscription: subscriptionId, invoice: first.id });
      events.push(event('checkout.session.completed', session), event('invoice.paid', first));
    } else {
      Object.assign(session, { payment_intent: id('pi') });
      events.push(event('checkout.session.completed', session));
    }
    return events;
  }

  return {
    url: base,
    requests,
    sessions,
    subscriptions,
    schedules,
    /** Every PaymentIntent the product created (off-session charges of a card on file). */
    paymentIntents: paymentRoutes.paymentIntents,
    /** A subscription schedule's next phase starts: the subscription and its first invoice on the new price. */
    advanceSchedule: (scheduleId: string) => advanceSchedule({ subscriptions, schedules }, scheduleId),
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    event,
    invoice,
    deliver,
    completeSession,
    // The SDK keeps its connections alive: end them, or close would wait for them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
