import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { secrets } from '../../db/schema/secrets';

export type SecretRow = typeof secrets.$inferSelect;

export function listSecrets(db: Db): Promise<SecretRow[]> {
  return db.select().from(secrets).orderBy(asc(secrets.name));
}

export async function findSecret(db: Db, name: string): Promise<SecretRow | null> {
  const [row] = await db.select().from(secrets).where(eq(secrets.name, name));
  return row ?? null;
}

export async function upsertSecret(
  db: Db,
  values: { name: string; scope: string; sealed: string; keyId: string; expiresAt: Date | null },
): Promise<SecretRow> {
  const [row] = await db
    .insert(secrets)
    .values(values)
    .onConflictDoUpdate({
      target: secrets.name,
      set: {
        scope: values.scope,
        sealed: values.sealed,
        keyId: values.keyId,
        expiresAt: values.expiresAt,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('the secret was not stored');
  return row;
}

export function sealedElsewhere(db: Db, keyId: string): Promise<SecretRow[]> {
  return db.select().from(secrets).where(ne(secrets.keyId, keyId));
}

export async function reseal(db: Db, id: string, sealed: string, keyId: string): Promise<void> {
  await db.update(secrets).set({ sealed, keyId, updatedAt: new Date() }).where(eq(secrets.id, id));
}

export async function deleteSecret(db: Db, name: string): Promise<boolean> {
  const rows = await db.delete(secrets).where(eq(secrets.name, name)).returning({ id: secrets.id });
  return rows.length > 0;
}
