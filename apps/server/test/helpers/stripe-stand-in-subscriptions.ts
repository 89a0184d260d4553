import { randomBytes } from 'node:crypto';
import { secondsInDay } from 'date-fns/constants';

/**
 * The subscription side of the Stripe stand-in, in the shapes of the API version the SDK pins
 * (2026-10-28.endive): the billing period on each subscription item (not on the subscription), an
 * invoice's subscription under `parent.subscription_details`, proration computed as Stripe
 * documents it (the unused time of the old price credited, in seconds; a change of interval resets
 * the billing cycle to the proration date and charges the new price in full), invoice previews
 * (`POST /v1/invoices/create_preview`), subscription updates with `items` and
 * `proration_behavior`, and subscription schedules. Errors are Stripe's error objects.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;
type Form = Record<string, string>;
export type Answer = { status: number; body: unknown };

const standInId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const nowUnix = () => Math.floor(Date.now() / 1000);
export const DAYS = { month: 30, year: 365 } as const;

export const missing = (param: string): Answer => ({
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param,
      message: `Missing required param: ${param}.`,
    },
  },
});
export const noSuch = (kind: string, id: string): Answer => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      message: `No such ${kind}: '${id}'`,
    },
  },
});

export type Item = {
  id: string;
  price: Json;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
};

export function subscriptionObject(input: {
  customer: string;
  trialEnd: number | null;
  unitAmount: number;
  interval: 'month' | 'year';
  start: number;
  end: number;
}): Json {
  const subscriptionId = standInId('sub');
  const item: Item = {
    id: standInId('si'),
    price: priceObject(standInId('prod'), input.unitAmount, input.interval),
    quantity: 1,
    current_period_start: input.start,
    current_period_end: input.end,
  };
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: input.customer,
    status: input.trialEnd ? 'trialing' : 'active',
    trial_end: input.trialEnd,
    cancel_at_period_end: false,
    pause_collection: null,
    schedule: null,
    metadata: {},
    latest_invoice: null,
    items: { object: 'list', data: [{ object: 'subscription_item', subscription: subscriptionId, ...item }] },
  };
}

export function priceObject(product: string, unitAmount: number, interval: string): Json {
  return {
    id: standInId('price'),
    object: 'price',
    product,
    currency: 'usd',
    unit_amount: unitAmount,
    recurring: { interval, interval_count: 1 },
  };
}

export function invoiceObject(
  subscriptionId: string,
  paid: boolean,
  period: { start: number; end: number },
  amount: number,
): Json {
  return {
    id: standInId('in'),
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    currency: 'usd',
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    status: paid ? 'paid' : 'open',
    attempt_count: 1,
    next_payment_attempt: paid ? null : period.start + secondsInDay,
    lines: { object: 'list', data: [{ period }] },
  };
}

export const itemOf = (subscription: Json) => (subscription.items as { data: Item[] }).data[0] as Item;

/** What changing the item to the form's price costs at the proration date, as Stripe prorates it. */
function prorate(
  subscription: Json,
  form: Form,
  key: (name: string) => string,
  at: number,
): Answer | { amount: number; price: Json; end: number } {
  const item = itemOf(subscription);
  if (form[key('items[0][id]')] !== item.id) return missing(key('items[0][id]'));
  const product = form[key('items[0][price_data][product]')];
  if (!product) return missing(key('items[0][price_data][product]'));
  const interval = form[key('items[0][price_data][recurring][interval]')] === 'year' ? 'year' : 'month';
  const unit = Number(form[key('items[0][price_data][unit_amount]')]);
  const { current_period_start: start, current_period_end: end } = item;
  if (at < start || at > end) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: key('proration_date'),
          message: 'The proration date must be within the current period.',
        },
      },
    };
  }
  const credit = Math.round((Number(item.price.unit_amount) * (end - at)) / (end - start));
  const intervalChanged = (item.price.recurring as Json).interval !== interval;
  // A new interval starts a new period now and charges it in full; the same interval prorates both sides.
  const charge = intervalChanged ? unit : Math.round((unit * (end - at)) / (end - start));
  return {
    amount: Math.max(0, charge - credit),
    price: priceObject(product, unit, interval),
    end: intervalChanged ? at + DAYS[interval] * secondsInDay : end,
  };
}

export function createSubscriptionRoutes(store: { subscriptions: Map<string, Json>; schedules: Map<string, Json> }) {
  const find = (id: string) => store.subscriptions.get(id);

  function preview(form: Form): Answer {
    const id = form.subscription ?? '';
    const subscription = find(id);
    if (!subscription) return noSuch('subscription', id);
    const at = Number(form['subscription_details[proration_date]'] ?? nowUnix());
    const priced = prorate(subscription, form, (name) => name.replace(/^(\w+)/, 'subscription_details[$1]'), at);
    if ('status' in priced) return priced;
    const invoice = invoiceObject(id, false, { start: at, end: priced.end }, priced.amount);
    return {
      status: 200,
      body: { ...invoice, id: `upcoming_${String(invoice.id)}`, status: 'draft', customer: form.customer },
    };
  }

  function update(subscription: Json, form: Form): Answer {
    // Stripe's rule: a subscription a schedule manages takes its cancelation from the schedule.
    if (subscription.schedule && form.cancel_at_period_end !== undefined) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            param: 'cancel_at_period_end',
            message: `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
          },
        },
      };
    }
    if (form.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    if (form['pause_collection[behavior]'])
      subscription.pause_collection = { behavior: form['pause_collection[behavior]'] };
    if (form.pause_collection === '') subscription.pause_collection = null;
    if (form['metadata[planId]']) subscription.metadata = { planId: form['metadata[planId]'] };
    if (form['items[0][id]'] === undefined) return { status: 200, body: subscription };
    const behaviour = form.proration_behavior ?? 'create_prorations';
    const at = Number(form.proration_date ?? nowUnix());
    const priced = prorate(subscription, form, (name) => name, at);
    if ('status' in priced) return priced;
    const item = itemOf(subscription);
    item.price = priced.price;
    // During a trial nothing is charged and the trial's end stays.
    if (subscription.status === 'trialing' || behaviour === 'none') return { status: 200, body: subscription };
    item.current_period_start = at;
    item.current_period_end = priced.end;
    if (behaviour === 'always_invoice') {
      subscription.latest_invoice = invoiceObject(
        String(subscription.id),
        true,
        { start: at, end: priced.end },
        priced.amount,
      );
    }
    return { status: 200, body: subscription };
  }

  /** Answers the subscription routes; null for any other path. */
  return function route(method: string, path: string, form: Form): Answer | null {
    if (method === 'POST' && path === '/v1/invoices/create_preview') return preview(form);
    const subscriptionId = /^\/v1\/subscriptions\/(\w+)$/.exec(path)?.[1];
    if (subscriptionId === undefined) return null;
    const subscription = find(subscriptionId);
    if (!subscription) return noSuch('subscription', subscriptionId);
    return method === 'POST' ? update(subscription, form) : { status: 200, body: subscription };
  };
}
