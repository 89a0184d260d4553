import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { notificationDeliveries, notifications } from '../../db/schema/notifications';

/* The email and SMS deliveries' rows: read, leased for one send, and closed (message-delivery.ts). */

const pendingDelivery = (deliveryId: string) =>
  and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'pending'));

/** The pending delivery with what sending it needs; `lock`: held for the caller's transaction (the outbox path). */
export async function findPendingMessage(db: Db, deliveryId: string, options: { lock: boolean }) {
  const query = db
    .select({
      id: notificationDeliveries.id,
      userId: notificationDeliveries.userId,
      channel: notificationDeliveries.channel,
      categoryId: notifications.categoryId,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      firstName: users.firstName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .where(pendingDelivery(deliveryId));
  const [row] = options.lock ? await query.for('update', { of: notificationDeliveries }) : await query;
  return row ?? null;
}

export type PendingMessage = NonNullable<Awaited<ReturnType<typeof findPendingMessage>>>;

/**
 * Takes the send of a pending delivery until `until`, in one statement, counting the attempt:
 * false when it is no longer pending or another run holds it. A run that died leaves its hold to
 * run out, and the job's retry takes it then.
 */
export async function leaseSend(db: Db, deliveryId: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ sendingUntil: until, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(
        pendingDelivery(deliveryId),
        or(isNull(notificationDeliveries.sendingUntil), lt(notificationDeliveries.sendingUntil, now)),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length > 0;
}

/** The message went: the delivery is sent, so no later run sends it again. */
export async function markSent(db: Db, deliveryId: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: new Date(), sendingUntil: null, lastError: null })
    .where(pendingDelivery(deliveryId));
}

/** The send failed: the hold is let go with why, the delivery stays pending for the job's retry. */
export async function releaseSend(db: Db, deliveryId: string, error: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ sendingUntil: null, lastError: error })
    .where(pendingDelivery(deliveryId));
}
