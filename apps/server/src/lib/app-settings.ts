import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSettings } from '../db/schema/settings';

/**
 * Reads a generated setting, creating it on first use. The first process to write wins; every
 * other process reads that value, so all of them agree.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be read back`);
  return row.value;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
