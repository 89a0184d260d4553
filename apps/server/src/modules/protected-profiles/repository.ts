import { and, asc, eq } from 'drizzle-orm';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { protectedProfiles } from '../../db/schema/onboarding';
import { searchPreferences } from '../../db/schema/search';

export type ProfileRow = typeof protectedProfiles.$inferSelect;
export type ProfileValues = Omit<
  typeof protectedProfiles.$inferInsert,
  'id' | 'userId' | 'facts' | 'createdAt' | 'updatedAt'
>;

export function listProfiles(db: Db, userId: string): Promise<ProfileRow[]> {
  return db
    .select()
    .from(protectedProfiles)
    .where(eq(protectedProfiles.userId, userId))
    .orderBy(asc(protectedProfiles.createdAt));
}

export async function findProfile(db: Db, userId: string, profileId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(protectedProfiles)
    .where(and(eq(protectedProfiles.userId, userId), eq(protectedProfiles.id, profileId)));
  return row;
}

export async function insertProfile(db: Db, userId: string, values: ProfileValues): Promise<ProfileRow> {
  const [row] = await db
    .insert(protectedProfiles)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('profile insert returned nothing');
  return row;
}

export async function updateProfile(db: Db, userId: string, profileId: string, values: ProfileValues) {
  const [row] = await db
    .update(protectedProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(protectedProfiles.userId, userId), eq(protectedProfiles.id, profileId)))
    .returning();
  return row;
}

/** The account's own name, for the member's "myself" profile. */
export async function accountName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateFacts(db: Db, userId: string, profileId: string, facts: ProfileFacts) {
  const [row] = await db
    .update(protectedProfiles)
    .set({ facts, updatedAt: new Date() })
    .where(and(eq(protectedProfiles.userId, userId), eq(protectedProfiles.id, profileId)))
    .returning();
  return row;
}

/* ---------- the member's search settings: their own middle name, birth year, other names, relatives ---------- */

export async function findPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(searchPreferences).where(eq(searchPreferences.userId, userId));
  return row ?? null;
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  changes: Partial<Omit<typeof searchPreferences.$inferInsert, 'userId' | 'updatedAt'>>,
) {
  const [row] = await db
    .insert(searchPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: searchPreferences.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('preferences upsert returned no row');
  return row;
}
