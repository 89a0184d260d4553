import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '@cleardocket/domain/identity/normalise';
import type { Db } from '../../db/database';
import type { Auth } from './auth';
import { findUserByEmail, makeAdmin } from './repository';

/**
 * Makes `email` an admin: promotes an existing account, or creates a verified one with a random
 * password (returned once, so the operator can sign in and change it).
 */
export async function createOrPromoteAdmin(
  { db, auth }: { db: Db; auth: Auth },
  rawEmail: string,
): Promise<{ created: boolean; password?: string }> {
  const email = normaliseEmail(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await makeAdmin(db, existing.id);
    return { created: false };
  }
  const password = randomBytes(12).toString('base64url');
  const { user } = await auth.api.signUpEmail({
    body: { name: 'ClearDocket Admin', email, password, firstName: 'ClearDocket', lastName: 'Admin' },
  });
  await makeAdmin(db, user.id, { verifyEmail: true });
  return { created: true, password };
}
