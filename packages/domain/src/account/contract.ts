import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';

/** The account routes' wire (`/api/account/*`): sessions, password, two-factor, activity, export, deletion. */
const text = (max: number) => z.string().check(z.maxLength(max));

/** A signed-in session of the member's; its token never leaves the server. */
const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** Read from the user-agent on the server, so the browser needs no parser of its own. */
  device: z.object({ summary: z.string(), kind: z.enum(['phone', 'tablet', 'computer', 'unknown']) }),
  isCurrent: z.boolean(),
});
export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const SessionParamsSchema = z.object({ sessionId: z.uuid() });

export const ChangePasswordBodySchema = z.object({ currentPassword: text(256), newPassword: text(256) });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** Starting and turning off two-factor both ask for the password again. */
export const PasswordBodySchema = z.object({ password: text(256) });
export const TwoFactorCodeBodySchema = z.object({ code: text(12) });
/** Turning two-factor off asks for the password and a current code (issue 32): a password alone is not enough. */
export const DisableTwoFactorBodySchema = z.object({ password: text(256), code: text(12) });
export type DisableTwoFactorBody = z.input<typeof DisableTwoFactorBodySchema>;

/** Shown once: the authenticator URI and the one-time recovery codes. */
export const TwoFactorSetupSchema = z.object({ totpUri: z.string(), recoveryCodes: z.array(z.string()) });

const ActivitySchema = z.object({
  id: z.string(),
  activityType: z.string(),
  description: z.string(),
  createdAt: TimestampSchema,
});
export const ActivityListSchema = z.object({ activity: z.array(ActivitySchema) });

/** Everything held on the member, table by table (secrets withheld by the server). */
export const AccountExportSchema = z.object({
  exportedAt: TimestampSchema,
  userId: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const DeleteAccountBodySchema = z.object({ confirmation: text(20) });
