import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { userAddresses, userProfiles } from '../../db/schema/profiles';
import type { ProfileMetadata } from '../../db/schema/profiles';

export type AddressRow = typeof userAddresses.$inferSelect;
export type NewAddress = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function findAccount(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findProfileRecord(db: Db, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  return row ?? null;
}

export async function upsertProfileRecord(
  db: Db,
  record: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    phoneNumber: string | null;
    metadata: ProfileMetadata;
    lastSync: Date;
  },
) {
  const [row] = await db
    .insert(userProfiles)
    .values(record)
    .onConflictDoUpdate({
      target: userProfiles.id,
      set: { ...record, updatedAt: record.lastSync },
    })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

export async function updateAccountNames(db: Db, userId: string, firstName: string, lastName: string): Promise<void> {
  await db
    .update(users)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Primary first, then newest first (spec §7 "Tables"). */
export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), desc(userAddresses.createdAt));
}

export async function findAddress(db: Db, userId: string, addressId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)));
  return row ?? null;
}

/** Inserts, keeping one primary: a new primary demotes the old one in the same transaction. */
export async function insertAddress(db: Db, userId: string, address: NewAddress): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .limit(1);
    const isPrimary = address.isPrimary === true || existing.length === 0;
    if (isPrimary) await tx.update(userAddresses).set({ isPrimary: false }).where(eq(userAddresses.userId, userId));
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...address, userId, isPrimary })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return row;
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  changes: Partial<NewAddress>,
): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    if (changes.isPrimary === true) {
      await tx
        .update(userAddresses)
        .set({ isPrimary: false })
        .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, addressId)));
    }
    const [row] = await tx
      .update(userAddresses)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
      .returning();
    return row ?? null;
  });
}

/** Deletes; when the primary goes, the newest remaining address becomes primary. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
      .returning({ isPrimary: userAddresses.isPrimary });
    if (!deleted) return false;
    if (deleted.isPrimary) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(desc(userAddresses.createdAt))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isPrimary: true }).where(eq(userAddresses.id, next.id));
    }
    return true;
  });
}

/**
 * The member's places as one JSON array, primary address first (for `findMemberFacts`). Written
 * with its own alias: in a one-table select drizzle leaves column names unqualified, and an
 * unqualified "id" here would be the address's own.
 */
const placesOfUser = sql<{ city: string; state: string }[]>`coalesce((
  select json_agg(json_build_object('city', place.city, 'state', place.state) order by place.is_primary desc)
  from ${userAddresses} as place where place.user_id = ${sql.identifier('users')}.${sql.identifier('id')}), '[]'::json)`;

/**
 * The member's name, contact details and places (primary address first), in one statement: a scan
 * start reads them, and each statement is a round trip to PostgreSQL (issue 34, decision 121).
 */
export async function findMemberFacts(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNumber,
      places: placesOfUser,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return { account: null, places: [] };
  const { places, ...account } = row;
  return { account, places };
}
