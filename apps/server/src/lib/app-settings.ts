import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSettings } from '../db/schema/settings';
import { needsResealing, openValue, sealValue } from './sealed-values';

/**
 * Reads a generated secret setting (the session signing secret, the attorney-link key, the VAPID
 * and DRP agent keys), creating it on first use. Every value is sealed under SECRETS_KEY
 * (lib/sealed-values.ts). The first process to write wins; every other process reads that value,
 * so all of them agree.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: sealValue(db, create(), key) })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be read back`);
  return openValue(db, row.value, key);
}

/**
 * Seals again, under the current key, every setting still in clear (written before sealing) or
 * sealed by a previous key (SECRETS_KEY_PREVIOUS): the start-up step of a key rotation. Each row
 * is written only if nobody changed it meanwhile, so processes starting together agree.
 */
export async function resealSettings(db: Db): Promise<number> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  let resealed = 0;
  for (const row of rows) {
    if (!needsResealing(db, row.value)) continue;
    const value = sealValue(db, openValue(db, row.value, row.key), row.key);
    await db
      .update(appSettings)
      .set({ value })
      .where(and(eq(appSettings.key, row.key), eq(appSettings.value, row.value)));
    resealed += 1;
  }
  return resealed;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
