import { randomBytes } from 'node:crypto';
import { secondsInDay } from 'date-fns/constants';
import { DAYS, invoiceObject, itemOf, missing, noSuch, priceObject } from './stripe-stand-in-subscriptions';
import type { Answer } from './stripe-stand-in-subscriptions';

/**
 * Subscription schedules in the Stripe stand-in: made `from_subscription` (Stripe refuses a second
 * schedule for a subscription that has one), retrieved, updated with new phases and an
 * `end_behavior` (`release` to a plain subscription, or `cancel`), and their next phase started.
 */
type Json = Record<string, unknown>;
type Form = Record<string, string>;
type Store = { subscriptions: Map<string, Json>; schedules: Map<string, Json> };

const standInId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export function createScheduleRoutes(store: Store) {
  function createSchedule(form: Form): Answer {
    const id = form.from_subscription ?? '';
    const subscription = store.subscriptions.get(id);
    if (!subscription) return noSuch('subscription', id);
    if (subscription.schedule) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            param: 'from_subscription',
            message: `You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`,
          },
        },
      };
    }
    const item = itemOf(subscription);
    const schedule: Json = {
      id: standInId('sub_sched'),
      object: 'subscription_schedule',
      subscription: id,
      status: 'active',
      end_behavior: 'release',
      phases: [
        {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: item.price.id, quantity: item.quantity }],
        },
      ],
    };
    subscription.schedule = schedule.id;
    store.schedules.set(String(schedule.id), schedule);
    return { status: 200, body: schedule };
  }

  function updateSchedule(schedule: Json, form: Form): Answer {
    const phases: Json[] = [];
    for (
      let index = 0;
      form[`phases[${index}][items][0][price]`] ?? form[`phases[${index}][items][0][price_data][unit_amount]`];
      index += 1
    ) {
      const at = (key: string) => form[`phases[${index}]${key}`];
      phases.push({
        start_date: at('[start_date]') ? Number(at('[start_date]')) : null,
        end_date: at('[end_date]') ? Number(at('[end_date]')) : null,
        price: at('[items][0][price]') ?? null,
        price_data: at('[items][0][price_data][unit_amount]')
          ? {
              unit_amount: Number(at('[items][0][price_data][unit_amount]')),
              interval: at('[items][0][price_data][recurring][interval]'),
              product: at('[items][0][price_data][product]'),
            }
          : null,
        duration: at('[duration][interval]')
          ? { interval: at('[duration][interval]'), interval_count: Number(at('[duration][interval_count]')) }
          : null,
        metadata: at('[metadata][planId]') ? { planId: at('[metadata][planId]') } : {},
      });
    }
    if (phases.length === 0) return missing('phases');
    Object.assign(schedule, { phases, end_behavior: form.end_behavior ?? schedule.end_behavior });
    return { status: 200, body: schedule };
  }

  /** Release: the schedule lets go of the subscription, which keeps its current price and renews as it is. */
  function releaseSchedule(schedule: Json): Answer {
    const subscription = store.subscriptions.get(String(schedule.subscription));
    if (schedule.status !== 'active' || !subscription) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `You cannot release a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`,
          },
        },
      };
    }
    subscription.schedule = null;
    Object.assign(schedule, { status: 'released', released_subscription: subscription.id, subscription: null });
    return { status: 200, body: schedule };
  }

  /** Answers the schedule routes; null for any other path. */
  return function route(method: string, path: string, form: Form): Answer | null {
    if (method === 'POST' && path === '/v1/subscription_schedules') return createSchedule(form);
    const [, scheduleId, action] = /^\/v1\/subscription_schedules\/(\w+)(\/release)?$/.exec(path) ?? [];
    if (scheduleId === undefined) return null;
    const schedule = store.schedules.get(scheduleId);
    if (!schedule) return noSuch('subscription_schedule', scheduleId);
    if (method === 'POST' && action) return releaseSchedule(schedule);
    return method === 'POST' ? updateSchedule(schedule, form) : { status: 200, body: schedule };
  };
}

/**
 * The schedule's current phase ended: the subscription sells the next phase's price, or, with no
 * next phase and `end_behavior: cancel`, the subscription is cancelled (no invoice).
 */
export function advanceSchedule(store: Store, scheduleId: string) {
  const schedule = store.schedules.get(scheduleId);
  const next = (schedule?.phases as Json[] | undefined)?.[1];
  const subscription = store.subscriptions.get(String(schedule?.subscription));
  if (schedule && subscription && !next && schedule.end_behavior === 'cancel') {
    Object.assign(subscription, {
      status: 'canceled',
      schedule: null,
      ended_at: itemOf(subscription).current_period_end,
    });
    Object.assign(schedule, { status: 'completed' });
    return { subscription, invoice: null };
  }
  if (!schedule || !next || !subscription) throw new Error(`no next phase for ${scheduleId}`);
  const item = itemOf(subscription);
  const data = next.price_data as { unit_amount: number; interval: 'month' | 'year'; product: string };
  const start = item.current_period_end;
  item.price = priceObject(data.product, data.unit_amount, data.interval);
  item.current_period_start = start;
  item.current_period_end = start + DAYS[data.interval] * secondsInDay;
  Object.assign(subscription, { metadata: next.metadata, schedule: null });
  Object.assign(schedule, { status: 'released' });
  return {
    subscription,
    invoice: invoiceObject(String(subscription.id), true, { start, end: item.current_period_end }, data.unit_amount),
  };
}
