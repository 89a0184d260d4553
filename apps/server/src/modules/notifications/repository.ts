import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Channels } from '@cleardocket/domain/notifications/notifications';
import type { Db } from '../../db/database';
import { pageAndTotal, totalOver } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema/identity';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

const visible = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.isInApp, true));

export type ListOptions = { page: number; pageSize: number; isRead?: boolean; type?: string };

/** The page every open tab polls (no filter): built once per database handle (db/prepared.ts). */
const polledPage = preparedOnce((db) =>
  db
    .select({ row: notifications, total: totalOver() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isInApp, true)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notification_page'),
);

export async function listNotifications(db: Db, userId: string, options: ListOptions) {
  const conditions = [visible(userId)];
  if (options.isRead !== undefined) conditions.push(eq(notifications.isRead, options.isRead));
  if (options.type) conditions.push(eq(notifications.type, options.type as NotificationRow['type']));
  const offset = (options.page - 1) * options.pageSize;
  const read =
    conditions.length === 1
      ? await polledPage(db).execute({ userId, limit: options.pageSize, offset })
      : await db
          .select({ row: notifications, total: totalOver() })
          .from(notifications)
          .where(and(...conditions))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(options.pageSize)
          .offset(offset);
  return pageAndTotal(read, options.page, async () => {
    const [total] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(...conditions));
    return Number(total?.n ?? 0);
  });
}

function prepareUnreadCount(db: Db) {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        eq(notifications.isInApp, true),
        eq(notifications.isRead, false),
      ),
    )
    .prepare('count_unread_notifications');
}

/** Polled by every open page every 30 s: prepared once per database handle. */
const preparedUnread = preparedOnce(prepareUnreadCount);

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await preparedUnread(db).execute({ userId });
  return Number(row?.n ?? 0);
}

export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), visible(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(visible(userId), eq(notifications.isRead, false)));
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), visible(userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export async function listPreferenceRows(db: Db, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(db: Db, userId: string, categoryId: string, channels: Channels): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, categoryId, ...channels })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.categoryId],
      set: { ...channels, updatedAt: new Date() },
    });
}

export async function insertNotification(db: Db, row: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [created] = await db.insert(notifications).values(row).returning();
  if (!created) throw new Error('notification insert returned no row');
  return created;
}

export async function insertDeliveries(
  db: Db,
  rows: { notificationId: string; userId: string; channel: 'email' | 'sms' | 'push' }[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(notificationDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
}

export async function finishDelivery(
  db: Db,
  deliveryId: string,
  status: 'sent' | 'skipped',
  note?: string,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      status,
      sentAt: status === 'sent' ? new Date() : null,
      lastError: note ?? null,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
    })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

/**
 * Saves a browser's subscription; false when its endpoint is already another member's and the
 * keys differ. Knowing an endpoint is not enough to take it over (issue 13 item 8): only the
 * browser that holds its keys may move it to the member now signed in there.
 */
export async function savePushSubscription(db: Db, row: PushSubscriptionInput & { userId: string }): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
      setWhere: or(
        eq(pushSubscriptions.userId, row.userId),
        and(eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function listPushSubscriptions(db: Db, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function removePushSubscriptionById(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A push delivery still to send, with the subscriptions it already reached. No lock: nothing waits on the network inside one. */
export async function findPendingPush(db: Db, deliveryId: string) {
  const [row] = await db
    .select({
      userId: notificationDeliveries.userId,
      pushedTo: notificationDeliveries.pushedTo,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notificationDeliveries.id, deliveryId),
        eq(notificationDeliveries.channel, 'push'),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
  return row ?? null;
}

/** Records that one subscription got the push, in one statement. */
export async function markPushed(db: Db, deliveryId: string, subscriptionId: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ pushedTo: sql`${notificationDeliveries.pushedTo} || ${JSON.stringify([subscriptionId])}::jsonb` })
    .where(eq(notificationDeliveries.id, deliveryId));
}

/** A try that left some endpoints unsent: counted, with why, and left pending for the job's retry. */
export async function noteDeliveryFailure(db: Db, deliveryId: string, error: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ lastError: error, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export async function deliveryChannel(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ channel: notificationDeliveries.channel })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, deliveryId));
  return row?.channel ?? null;
}
