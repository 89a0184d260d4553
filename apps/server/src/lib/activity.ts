import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userActivity } from '../db/schema/profiles';

/**
 * The activity log (the spec's RPC log_user_activity): profile syncs and every security-relevant
 * event. Never holds a password, code or token; descriptions are written for the member to read.
 */
export type ActivityType =
  | 'profile_sync'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_change'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'session_revoked'
  | 'data_export'
  | 'support_access'
  | 'account_deletion'
  | 'api_key_created'
  | 'api_key_revoked'
  | 'api_key_used'
  | 'mcp_tool'
  | 'consent_attested'
  | 'consent_confirmed'
  | 'consent_declined';

export async function logUserActivity(
  db: Db,
  userId: string,
  activityType: ActivityType,
  description: string,
  metadata: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(userActivity).values({ userId, activityType, description, metadata });
}

export async function listUserActivity(db: Db, userId: string, limit = 50) {
  return db
    .select({
      id: userActivity.id,
      activityType: userActivity.activityType,
      description: userActivity.description,
      createdAt: userActivity.createdAt,
    })
    .from(userActivity)
    .where(eq(userActivity.userId, userId))
    .orderBy(desc(userActivity.createdAt))
    .limit(limit);
}
