import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profileConsents } from '../../db/schema/profile-consents';

export type ConsentRow = typeof profileConsents.$inferSelect;

export async function insertConsent(db: Db, row: typeof profileConsents.$inferInsert): Promise<ConsentRow> {
  const [created] = await db.insert(profileConsents).values(row).returning();
  if (!created) throw new Error('consent insert returned no row');
  return created;
}

/** The profile's latest consent record (a new request replaces the one before it). */
export async function latestConsent(db: Db, userId: string, profileId: string): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(profileConsents)
    .where(and(eq(profileConsents.userId, userId), eq(profileConsents.profileId, profileId)))
    .orderBy(desc(profileConsents.createdAt))
    .limit(1);
  return row ?? null;
}

/** A pending link's record by its token's hash, while it works. */
export async function findPendingByToken(db: Db, tokenHash: string, now: Date): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(profileConsents)
    .where(
      and(
        eq(profileConsents.tokenHash, tokenHash),
        eq(profileConsents.status, 'pending'),
        gt(profileConsents.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function updateConsent(db: Db, id: string, changes: Partial<typeof profileConsents.$inferInsert>) {
  const [row] = await db.update(profileConsents).set(changes).where(eq(profileConsents.id, id)).returning();
  return row ?? null;
}

/** Attested roles for the operators' review, newest first. */
export function listAttested(db: Db, limit: number) {
  return db
    .select()
    .from(profileConsents)
    .where(inArray(profileConsents.status, ['attested', 'rejected']))
    .orderBy(desc(profileConsents.createdAt))
    .limit(limit);
}

export async function findConsent(db: Db, id: string): Promise<ConsentRow | null> {
  const [row] = await db.select().from(profileConsents).where(eq(profileConsents.id, id));
  return row ?? null;
}
