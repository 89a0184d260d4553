import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema/identity';

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function isPhoneNumberTaken(db: Db, phoneNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phoneNumber, phoneNumber), eq(users.pendingPhoneNumber, phoneNumber)))
    .limit(1);
  return rows.length > 0;
}

export async function setSignUpMetadata(
  db: Db,
  userId: string,
  metadata: { signupSource: string; onboardingCompleted: boolean },
): Promise<void> {
  await db.update(users).set(metadata).where(eq(users.id, userId));
}

export async function setPendingPhoneNumber(db: Db, userId: string, phoneNumber: string | null): Promise<void> {
  await db.update(users).set({ pendingPhoneNumber: phoneNumber }).where(eq(users.id, userId));
}

/** Gives an account the admin role; `verifyEmail` for accounts an operator created by hand. */
export async function makeAdmin(db: Db, userId: string, options: { verifyEmail?: boolean } = {}): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', ...(options.verifyEmail ? { emailVerified: true } : {}) })
    .where(eq(users.id, userId));
}

/**
 * Gives the admin role to a configured admin email (ADMIN_EMAILS) that does not have it yet, once
 * its owner has proved the mailbox: never to an unverified sign-up (issue 13 item 8).
 */
export async function promoteIfConfiguredAdmin(db: Db, email: string, adminEmails: string[]): Promise<void> {
  if (!adminEmails.includes(email)) return;
  const user = await findUserByEmail(db, email);
  if (user?.emailVerified && user.role !== 'admin') await makeAdmin(db, user.id);
}

/** Removes a sign-up nobody finished (its rows go with it); a verified account is never touched. */
export async function deleteUnverifiedUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/**
 * Suspends (or reinstates) an account: `banned` is what sign-in (Better Auth's admin plugin) and
 * the session lookup refuse. Suspending ends every session of the account in the same transaction.
 */
export async function setSuspended(db: Db, userId: string, suspension: { reason: string } | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        banned: suspension !== null,
        banReason: suspension?.reason ?? null,
        banExpires: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (suspension) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
