import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { removalRequests, takedownRequests } from '../db/schema/requests';

export type TakedownRow = typeof takedownRequests.$inferSelect;
export type RemovalRow = typeof removalRequests.$inferSelect;
export type NewTakedown = Omit<typeof takedownRequests.$inferInsert, 'id'>;
export type NewRemoval = Omit<typeof removalRequests.$inferInsert, 'id'>;

/** Inserts unless the member already has the reference; null on a clash (the caller draws again). */
export async function insertTakedown(db: Db, row: NewTakedown): Promise<TakedownRow | null> {
  const [created] = await db.insert(takedownRequests).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function insertRemoval(db: Db, row: NewRemoval): Promise<RemovalRow | null> {
  const [created] = await db.insert(removalRequests).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function listTakedowns(db: Db, userId: string, limit: number): Promise<TakedownRow[]> {
  return db
    .select()
    .from(takedownRequests)
    .where(eq(takedownRequests.userId, userId))
    .orderBy(desc(takedownRequests.createdAt))
    .limit(limit);
}

export async function listRemovalsFor(db: Db, userId: string, takedownIds: string[]): Promise<RemovalRow[]> {
  if (takedownIds.length === 0) return [];
  return db
    .select()
    .from(removalRequests)
    .where(and(eq(removalRequests.userId, userId), inArray(removalRequests.takedownRequestId, takedownIds)));
}
