import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drpBusinesses, drpRequests } from '../../db/schema/drp';
import { users } from '../../db/schema/identity';
import { userAddresses } from '../../db/schema/profiles';
import { agentAuthorisations } from '../../db/schema/runner';

export type DrpBusinessRow = typeof drpBusinesses.$inferSelect;
export type DrpRequestRow = typeof drpRequests.$inferSelect;

export async function findBusiness(db: Db, domain: string): Promise<DrpBusinessRow | null> {
  const [row] = await db.select().from(drpBusinesses).where(eq(drpBusinesses.domain, domain));
  return row ?? null;
}

export async function saveBusiness(db: Db, row: typeof drpBusinesses.$inferInsert): Promise<DrpBusinessRow> {
  const { domain: _domain, ...rest } = row;
  const [saved] = await db
    .insert(drpBusinesses)
    .values(row)
    .onConflictDoUpdate({ target: drpBusinesses.domain, set: rest })
    .returning();
  if (!saved) throw new Error('DRP business upsert returned no row');
  return saved;
}

export async function insertRequest(db: Db, row: Omit<typeof drpRequests.$inferInsert, 'id'>): Promise<DrpRequestRow> {
  const [created] = await db.insert(drpRequests).values(row).returning();
  if (!created) throw new Error('DRP request insert returned no row');
  return created;
}

export async function updateRequest(db: Db, id: string, changes: Partial<typeof drpRequests.$inferInsert>) {
  const [updated] = await db.update(drpRequests).set(changes).where(eq(drpRequests.id, id)).returning();
  if (!updated) throw new Error('DRP request update found no row');
  return updated;
}

/** The removal's latest DRP request (one removal may be sent again after a revoke). */
export async function latestOfRemoval(db: Db, removalId: string, userId?: string): Promise<DrpRequestRow | null> {
  const [row] = await db
    .select()
    .from(drpRequests)
    .where(and(eq(drpRequests.removalRequestId, removalId), userId ? eq(drpRequests.userId, userId) : undefined))
    .orderBy(desc(drpRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findByCallback(db: Db, token: string): Promise<DrpRequestRow | null> {
  const [row] = await db.select().from(drpRequests).where(eq(drpRequests.callbackToken, token));
  return row ?? null;
}

/** Requests not in a final state, oldest news first (the poll job's round). */
export async function openRequests(db: Db, limit: number): Promise<DrpRequestRow[]> {
  return db
    .select()
    .from(drpRequests)
    .where(inArray(drpRequests.state, ['open', 'in_progress']))
    .orderBy(asc(drpRequests.lastStatusAt))
    .limit(limit);
}

export async function hasActiveAuthorisation(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agentAuthorisations.id })
    .from(agentAuthorisations)
    .where(and(eq(agentAuthorisations.userId, userId), isNull(agentAuthorisations.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/** The member's identity facts the claims are made of: their account and primary address. */
export async function memberIdentity(db: Db, userId: string) {
  const [account] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [place] = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.createdAt))
    .limit(1);
  return { account: account ?? null, place: place ?? null };
}
