import type Stripe from 'stripe';
import type { Plan } from '@cleardocket/domain/membership/plans';
import type { PlanChangeRequest, ProviderPlanChanges } from './types';

const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** The subscription's one item: its id, the price it is on, and the product that price belongs to. */
async function currentItem(stripe: Stripe, subscriptionId: string) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  return { subscription, item, product };
}

/** The new plan's price, on the product the subscription already sells (Stripe needs a product id here). */
function priceData(plan: Plan, product: string) {
  if (plan.billing === 'once') throw new Error(`${plan.id} is not a subscription plan`);
  return { currency: 'usd', product, unit_amount: plan.amountCents, recurring: { interval: plan.billing } };
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * The subscription's schedule and its current phase (the paid period on the current price). A
 * schedule made by an earlier change is reused: Stripe refuses a second schedule for a
 * subscription, and a new change replaces the phases after the current one (decision 098).
 */
async function scheduleOf(stripe: Stripe, subscription: Stripe.Subscription) {
  const existing = idOf(subscription.schedule);
  const schedule = existing
    ? await stripe.subscriptionSchedules.retrieve(existing)
    : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
  const item = subscription.items.data[0];
  const phase = schedule.phases[0];
  if (!item || !phase) throw new Error(`Stripe schedule ${schedule.id} has no current phase`);
  const current = {
    items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
    start_date: phase.start_date,
    end_date: phase.end_date,
  };
  return { schedule, current };
}

function subscriptionIdOf(request: PlanChangeRequest): string {
  const id = request.ref.providerSubscriptionId;
  if (!id) throw new Error('No Stripe subscription to change');
  return id;
}

/**
 * Plan changes on Stripe's side (decision 082): the preview of the prorated invoice
 * (`POST /v1/invoices/create_preview`), the change now (`subscriptions.update` with
 * `proration_behavior`, at the previewed `proration_date` so both agree), and the change at the
 * period's end (a subscription schedule made from the subscription, whose next phase is the new
 * plan, released to a plain subscription after it). The plan's id rides in metadata, so the
 * `customer.subscription.updated` event of the switch names the plan.
 */
export function stripePlanChanges(stripe: Stripe): ProviderPlanChanges {
  return {
    async preview(request) {
      const id = subscriptionIdOf(request);
      const { subscription, item, product } = await currentItem(stripe, id);
      const invoice = await stripe.invoices.createPreview({
        customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        subscription: id,
        subscription_details: {
          items: [{ id: item.id, price_data: priceData(request.plan, product) }],
          proration_behavior: 'always_invoice',
          proration_date: unix(request.at),
        },
      });
      return { amountDueCents: invoice.amount_due };
    },

    async changeNow(request) {
      const id = subscriptionIdOf(request);
      const { item, product } = await currentItem(stripe, id);
      await stripe.subscriptions.update(
        id,
        {
          items: [{ id: item.id, price_data: priceData(request.plan, product) }],
          // A change within the trial charges nothing and keeps the trial's end (Stripe keeps trial_end).
          proration_behavior: request.prorate ? 'always_invoice' : 'none',
          ...(request.prorate ? { proration_date: unix(request.at), payment_behavior: 'error_if_incomplete' } : {}),
          metadata: { planId: request.plan.id },
        },
        { idempotencyKey: `plan-change-${id}-${request.plan.id}-${unix(request.at)}` },
      );
    },

    async changeAtPeriodEnd(request) {
      const id = subscriptionIdOf(request);
      const { subscription, product } = await currentItem(stripe, id);
      const { schedule, current } = await scheduleOf(stripe, subscription);
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          current,
          {
            items: [{ price_data: priceData(request.plan, product), quantity: 1 }],
            duration: { interval: request.plan.billing === 'year' ? 'year' : 'month', interval_count: 1 },
            metadata: { planId: request.plan.id },
          },
        ],
      });
    },

    async endAtPeriodEnd(ref) {
      const id = ref.providerSubscriptionId;
      if (!id) throw new Error('No Stripe subscription to end');
      const { subscription } = await currentItem(stripe, id);
      const { schedule, current } = await scheduleOf(stripe, subscription);
      // The schedule's one phase is the paid period; then the subscription is cancelled.
      await stripe.subscriptionSchedules.update(schedule.id, { end_behavior: 'cancel', phases: [current] });
      const methodId = idOf(subscription.default_payment_method);
      if (!methodId) return null;
      const method = await stripe.paymentMethods.retrieve(methodId);
      if (!method.card) return null;
      const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
      return { brand, last4, expMonth, expYear, token: method.id };
    },
  };
}
