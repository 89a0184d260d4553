import { BRAND } from '@cleardocket/domain/brand';
import {
  CHANNELS,
  DEFAULT_CHANNELS,
  NOTIFICATION_CATEGORIES,
  applyCategoryRules,
  findCategory,
} from '@cleardocket/domain/notifications/notifications';
import type { Channels, NotificationType } from '@cleardocket/domain/notifications/notifications';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { PushSender } from '../providers/messaging/push';
import type { MailTransport, SmsTransport } from '../providers/messaging/transports';
import * as repository from './repository';

export const DELIVERY_JOB = 'notification-delivery';

export type NotificationInput = { title: string; message: string; type: NotificationType; link?: string };
export type Preference = { category: string; channels: Channels };

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
export async function createNotification(
  db: Db,
  userId: string,
  categoryId: string,
  input: NotificationInput,
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
      (channel): channel is 'email' | 'sms' | 'push' => channel !== 'inApp' && channels[channel],
    );
    const deliveries = await repository.insertDeliveries(
      tx,
      outside.map((channel) => ({ notificationId: notification.id, userId, channel })),
    );
    return { notificationId: notification.id, deliveryIds: deliveries.map((delivery) => delivery.id) };
  });
}

export type DeliveryTransports = { mail: MailTransport; sms: SmsTransport; push?: PushSender; publicUrl: string };

/**
 * Sends one delivery. The row is claimed, the message sent and the row marked sent in one
 * transaction: a run that dies before committing leaves the delivery pending (and, for the
 * outbox, no message), so the retry sends it exactly once; a duplicate job finds it sent.
 */
export async function sendDelivery(
  db: Db,
  transports: DeliveryTransports,
  deliveryId: string,
  hooks: { afterSend?: () => Promise<void> } = {},
): Promise<'sent' | 'skipped' | 'already-done'> {
  return db.transaction(async (tx) => {
    const delivery = await repository.claimDelivery(tx, deliveryId);
    if (!delivery) return 'already-done';
    const link = delivery.link ? `${transports.publicUrl}${delivery.link}` : null;
    if (delivery.channel === 'email') {
      await transports.mail.send(
        {
          to: delivery.email,
          subject: `${BRAND.name}: ${delivery.title}`,
          text: [
            delivery.message,
            link ? `\n${link}` : '',
            `\nChange which emails you get: ${transports.publicUrl}/dashboard/settings/notifications`,
          ].join('\n'),
        },
        { db: tx },
      );
    } else if (delivery.channel === 'sms') {
      if (!delivery.phoneNumber || !delivery.phoneVerified) {
        await repository.finishDelivery(tx, deliveryId, 'skipped', 'no verified phone number');
        return 'skipped';
      }
      await transports.sms.send(
        { to: delivery.phoneNumber, body: `${BRAND.name}: ${delivery.title}. ${delivery.message}` },
        { db: tx },
      );
    } else {
      const subscriptions = transports.push ? await repository.listPushSubscriptions(tx, delivery.userId) : [];
      if (!transports.push || subscriptions.length === 0) {
        await repository.finishDelivery(tx, deliveryId, 'skipped', 'no push subscription');
        return 'skipped';
      }
      let delivered = 0;
      for (const subscription of subscriptions) {
        const outcome = await transports.push.send(subscription, {
          title: `${BRAND.name}: ${delivery.title}`,
          body: delivery.message,
          link: delivery.link,
        });
        // The browser unsubscribed or the subscription expired: forget it.
        if (outcome === 'gone') await repository.removePushSubscriptionById(tx, subscription.id);
        else delivered += 1;
      }
      if (delivered === 0) {
        await repository.finishDelivery(tx, deliveryId, 'skipped', 'every push subscription had expired');
        return 'skipped';
      }
    }
    await hooks.afterSend?.();
    await repository.finishDelivery(tx, deliveryId, 'sent');
    return 'sent';
  });
}
