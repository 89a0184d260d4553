import type { GenericEndpointContext } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';

/**
 * Where Better Auth may create a session for a member with two-factor on: the password sign-in
 * (its two-factor plugin swaps that session for a challenge) and the second factor itself. Every
 * other path that signs someone in (emailed or SMS codes, email verification, magic links…) is
 * refused for such a member, even when called from inside the server (issue 13 item 2).
 */
const SECOND_FACTOR_PATHS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.twoFactorEnabled === true;
}

/** `databaseHooks.session.create.before`: false stops Better Auth from creating the session. */
export function guardSessionCreation(db: Db) {
  return async (session: { userId: string }, context: GenericEndpointContext | null): Promise<boolean> => {
    if (!(await hasTwoFactor(db, session.userId))) return true;
    if (context?.path && SECOND_FACTOR_PATHS.has(context.path)) return true;
    // A member already fully signed in may get a fresh session (a password change revokes the others).
    return context?.context.session?.user.id === session.userId;
  };
}
