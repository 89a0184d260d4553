import { z } from 'zod';
import { users } from '../db/schema/identity';

/*
 * The signed-in user as the server's guards hold it, written once (issue 29): the session's user,
 * read by plugins/auth.ts from the session cookie or from Better Auth, and an API key's owner (the
 * api-keys module's bearer path). The wire's `SessionUser` (domain identity/contract.ts) says
 * `isAdmin` where the server keeps Better Auth's `role`.
 */

/** The user's columns a guard reads, for every query that finds a signed-in user. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerified: users.emailVerified,
  phoneNumber: users.phoneNumber,
  phoneNumberVerified: users.phoneNumberVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  role: users.role,
};

/** The same user from a source without column types (Better Auth's session): a missing field takes its default. */
const SessionUserSchema = z.object({
  id: z.coerce.string(),
  email: z.coerce.string(),
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  emailVerified: z.boolean().catch(false),
  phoneNumber: z.string().nullable().catch(null),
  phoneNumberVerified: z.boolean().catch(false),
  twoFactorEnabled: z.boolean().catch(false),
  role: z.string().catch('user'),
});

export type SessionUser = z.infer<typeof SessionUserSchema>;

export const toSessionUser = (user: unknown): SessionUser => SessionUserSchema.parse(user);
