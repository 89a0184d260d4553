import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/identity';
import { userActivity } from '../../db/schema/profiles';
import { sessionUserColumns } from '../../lib/session-user';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function listKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

export async function countLiveKeys(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return Number(row?.count ?? 0);
}

export async function insertKey(
  db: Db,
  values: { userId: string; name: string; scope: string; keyHash: string; hint: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('the API key was not stored');
  return row;
}

export async function revokeKey(db: Db, userId: string, keyId: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * A live key by its hash, with its owner as the guards describe a signed-in user; banned owners
 * have none. One indexed read, cached by the bearer path (bearer.ts).
 */
export async function findLiveKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      key: { id: apiKeys.id, name: apiKeys.name, scope: apiKeys.scope },
      user: sessionUserColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), eq(users.banned, false)));
  return row ?? null;
}

/**
 * Counts `uses` uses of a key, the last at `usedAt` on `route` (written in the background by
 * usage.ts, at most once a minute per key). The first count of a window inserts the activity
 * entry (the update that opens the window locks the key's row until the entry is linked, so a
 * concurrent count waits and then counts into it); every later count of the window adds to it.
 */
export async function recordUses(
  db: Db,
  key: { id: string; name: string; userId: string },
  use: { uses: number; usedAt: Date; route: string },
  windowMs: number,
): Promise<void> {
  const windowStart = sql`now() - ${`${windowMs} milliseconds`}::interval`;
  const plural = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;
  const opened = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(apiKeys)
      .set({
        activityWindowStart: sql`now()`,
        lastUsedAt: use.usedAt,
        useCount: sql`${apiKeys.useCount} + ${use.uses}`,
      })
      .where(
        and(
          eq(apiKeys.id, key.id),
          or(isNull(apiKeys.activityWindowStart), lt(apiKeys.activityWindowStart, windowStart)),
        ),
      )
      .returning({ id: apiKeys.id });
    if (!claimed) return false;
    const [entry] = await tx
      .insert(userActivity)
      .values({
        userId: key.userId,
        activityType: 'api_key_used',
        description: `API key “${key.name}” used: ${plural(use.uses)}`,
        metadata: { keyId: key.id, uses: use.uses, lastRoute: use.route },
      })
      .returning({ id: userActivity.id });
    await tx
      .update(apiKeys)
      .set({ activityId: entry?.id ?? null })
      .where(eq(apiKeys.id, key.id));
    return true;
  });
  if (opened) return;
  const [updated] = await db
    .update(apiKeys)
    .set({ lastUsedAt: use.usedAt, useCount: sql`${apiKeys.useCount} + ${use.uses}` })
    .where(eq(apiKeys.id, key.id))
    .returning({ activityId: apiKeys.activityId });
  if (!updated?.activityId) return;
  const uses = sql`coalesce((${userActivity.metadata}->>'uses')::int, 0) + ${use.uses}::int`;
  await db
    .update(userActivity)
    .set({
      description: sql`${`API key “${key.name}” used: `} || (${uses})::text || ' requests'`,
      metadata: sql`${userActivity.metadata} || jsonb_build_object('uses', ${uses}, 'lastRoute', ${use.route}::text)`,
    })
    .where(and(eq(userActivity.id, updated.activityId), eq(userActivity.userId, key.userId)));
}
