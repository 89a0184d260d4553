import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drpBusinesses, drpRequests } from '../../db/schema/drp';
import { users } from '../../db/schema/identity';
import { userAddresses } from '../../db/schema/profiles';
import { agentAuthorisations } from '../../db/schema/runner';
import { needsResealing, openValue, sealValue } from '../../lib/sealed-values';

export type DrpBusinessRow = typeof drpBusinesses.$inferSelect;
export type DrpRequestRow = typeof drpRequests.$inferSelect;

/**
 * A business's pair-wise token is a bearer credential: it is sealed under SECRETS_KEY in its row
 * and opened only here (issue 32, decision 075). Our callback tokens are kept as a SHA-256 hash.
 */
const tokenContext = (domain: string) => `drp-token:${domain}`;

function openToken(db: Db, row: DrpBusinessRow): DrpBusinessRow {
  return row.token ? { ...row, token: openValue(db, row.token, tokenContext(row.domain)) } : row;
}

const hashCallbackToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export async function findBusiness(db: Db, domain: string): Promise<DrpBusinessRow | null> {
  const [row] = await db.select().from(drpBusinesses).where(eq(drpBusinesses.domain, domain));
  return row ? openToken(db, row) : null;
}

export async function saveBusiness(db: Db, input: typeof drpBusinesses.$inferInsert): Promise<DrpBusinessRow> {
  const row = input.token ? { ...input, token: sealValue(db, input.token, tokenContext(input.domain)) } : input;
  const { domain: _domain, ...rest } = row;
  const [saved] = await db
    .insert(drpBusinesses)
    .values(row)
    .onConflictDoUpdate({ target: drpBusinesses.domain, set: rest })
    .returning();
  if (!saved) throw new Error('DRP business upsert returned no row');
  return openToken(db, saved);
}

/** Seals again the tokens in clear or sealed by a previous key (the start-up step of a rotation). */
export async function resealBusinessTokens(db: Db): Promise<number> {
  const rows = await db.select().from(drpBusinesses).where(isNotNull(drpBusinesses.token));
  const stale = rows.filter((row) => row.token && needsResealing(db, row.token));
  for (const row of stale) {
    const token = openToken(db, row).token ?? '';
    await db
      .update(drpBusinesses)
      .set({ token: sealValue(db, token, tokenContext(row.domain)) })
      .where(and(eq(drpBusinesses.domain, row.domain), eq(drpBusinesses.token, row.token ?? '')));
  }
  return stale.length;
}

export async function insertRequest(db: Db, row: Omit<typeof drpRequests.$inferInsert, 'id'>): Promise<DrpRequestRow> {
  const callbackToken = hashCallbackToken(row.callbackToken);
  const [created] = await db
    .insert(drpRequests)
    .values({ ...row, callbackToken })
    .returning();
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
  const [row] = await db
    .select()
    .from(drpRequests)
    .where(eq(drpRequests.callbackToken, hashCallbackToken(token)));
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
