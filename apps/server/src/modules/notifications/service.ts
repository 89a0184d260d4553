import {
  CHANNELS,
  DEFAULT_CHANNELS,
  NOTIFICATION_CATEGORIES,
  applyCategoryRules,
  findCategory,
} from '@cleardocket/domain/notifications/notifications';
import type { Channels, NotificationType } from '@cleardocket/domain/notifications/notifications';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../plugins/events';
import * as repository from './repository';

export const DELIVERY_JOB = 'notification-delivery';

export type NotificationInput = { title: string; message: string; type: NotificationType; link?: string };
/** What notifying needs from the app: routes and jobs pass `fastify`. */
export type NotifyDeps = { db: Db; jobs: JobQueue; events: EventBus };
export type Preference = { category: string; channels: Channels };
/**
 * `emailSent`: the caller already emailed this message itself (mail owed whatever the preferences
 * say, such as a receipt), so no second email is queued when the member also turned email on.
 */
export type NotifyOptions = { emailSent?: boolean };

/** Every category with the member's channels, defaults where the member chose nothing. */
export async function getPreferences(db: Db, userId: string): Promise<Preference[]> {
  const rows = await repository.listPreferenceRows(db, userId);
  return NOTIFICATION_CATEGORIES.map((category) => {
    const row = rows.find((candidate) => candidate.categoryId === category.id);
    const channels = row ? { email: row.email, inApp: row.inApp, sms: row.sms, push: row.push } : DEFAULT_CHANNELS;
    return { category: category.id, channels: applyCategoryRules(category, channels) };
  });
}

export async function updatePreferences(db: Db, userId: string, changes: Preference[]): Promise<Preference[]> {
  for (const change of changes) {
    const category = findCategory(change.category);
    if (!category) throw new AppError('validation_failed', `Unknown notification category: ${change.category}`, 400);
    await repository.upsertPreference(db, userId, category.id, applyCategoryRules(category, change.channels));
  }
  return getPreferences(db, userId);
}

/**
 * The one way to notify a member: the in-app notification is stored (hidden from the list when
 * the member turned in-app off), and one delivery per other enabled channel is queued.
 * Returns the ids of the deliveries to send through the job queue.
 */
async function createNotification(
  db: Db,
  userId: string,
  categoryId: string,
  input: NotificationInput,
  options: NotifyOptions,
): Promise<{ notificationId: string; deliveryIds: string[] }> {
  const category = findCategory(categoryId);
  if (!category) throw new Error(`Unknown notification category: ${categoryId}`);
  const preference = (await getPreferences(db, userId)).find((item) => item.category === categoryId);
  const channels = preference?.channels ?? DEFAULT_CHANNELS;
  return db.transaction(async (tx) => {
    const notification = await repository.insertNotification(tx, {
      userId,
      categoryId,
      title: input.title,
      message: input.message,
      type: input.type,
      link: input.link ?? null,
      isInApp: channels.inApp,
    });
    const outside = CHANNELS.filter(
      (channel): channel is 'email' | 'sms' | 'push' =>
        channel !== 'inApp' && channels[channel] && !(channel === 'email' && options.emailSent === true),
    );
    const deliveries = await repository.insertDeliveries(
      tx,
      outside.map((channel) => ({ notificationId: notification.id, userId, channel })),
    );
    return { notificationId: notification.id, deliveryIds: deliveries.map((delivery) => delivery.id) };
  });
}

/**
 * Notifies a member (issue 6 "One service to notify"): stored in-app, one delivery job per other
 * channel the member keeps on, and every process told that the member's unread count changed.
 */
export async function notify(
  deps: NotifyDeps,
  userId: string,
  categoryId: string,
  input: NotificationInput,
  options: NotifyOptions = {},
): Promise<string> {
  const { notificationId, deliveryIds } = await createNotification(deps.db, userId, categoryId, input, options);
  await announceChange(deps, userId);
  for (const deliveryId of deliveryIds) {
    await deps.jobs.send(DELIVERY_JOB, { deliveryId }, { singletonKey: deliveryId });
  }
  return notificationId;
}

/** Every process drops its cached unread count and open streams send the new one (unread.ts). */
function announceChange(deps: Pick<NotifyDeps, 'events'>, userId: string): Promise<void> {
  return deps.events.publish('notifications', userId);
}

export function listNotifications(db: Db, userId: string, options: repository.ListOptions) {
  return repository.listNotifications(db, userId, options);
}

export async function markAllRead(deps: Pick<NotifyDeps, 'db' | 'events'>, userId: string): Promise<void> {
  await repository.markAllRead(deps.db, userId);
  await announceChange(deps, userId);
}

export async function markRead(deps: Pick<NotifyDeps, 'db' | 'events'>, userId: string, id: string): Promise<void> {
  if (!(await repository.markRead(deps.db, userId, id))) notificationNotFound();
  await announceChange(deps, userId);
}

export async function deleteNotification(
  deps: Pick<NotifyDeps, 'db' | 'events'>,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await repository.deleteNotification(deps.db, userId, id))) notificationNotFound();
  await announceChange(deps, userId);
}

function notificationNotFound(): never {
  throw new AppError('not_found', 'That notification was not found.');
}

/** Another member's endpoint moves only with the keys of the browser that holds it (push takeover). */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: repository.PushSubscriptionInput,
): Promise<void> {
  if (!(await repository.savePushSubscription(db, { userId, ...subscription }))) {
    throw new AppError('conflict', 'This push subscription is registered to another account.', 409);
  }
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  if (!(await repository.deletePushSubscription(db, userId, endpoint))) {
    throw new AppError('not_found', 'That push subscription was not found.');
  }
}

/** An admin read a member's notifications for support: the member sees it in their activity. */
export async function recordSupportRead(db: Db, userId: string, adminId: string): Promise<void> {
  await logUserActivity(db, userId, 'support_access', 'A ClearDocket operator read your notifications for support', {
    adminId,
  });
}
