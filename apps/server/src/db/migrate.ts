import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import type { Database } from './database';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });
// PGlite and node-postgres both answer with `rows`; bigint columns arrive as a string or a number.
const AppliedSchema = z.object({
  rows: z.array(z.object({ applied: z.union([z.string(), z.number(), z.bigint(), z.null()]) })),
});

/**
 * Applies the committed migrations. Drizzle runs them in one transaction, so a process killed
 * half-way leaves the schema as it was before (PostgreSQL DDL is transactional).
 */
export async function migrate(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  // The two migrators differ only in the session type they accept; the handle is the same object.
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase, options);
  } else {
    await migratePostgres(database.db as NodePgDatabase, options);
  }
}

let latestMigration: number | undefined;

/**
 * Whether the database lacks one of this code's migrations (/readyz). Drizzle records each
 * applied migration with its journal timestamp and applies those newer than the last recorded.
 */
export async function hasPendingMigrations(database: Database): Promise<boolean> {
  latestMigration ??= Math.max(
    0,
    ...JournalSchema.parse(
      JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')),
    ).entries.map((entry) => entry.when),
  );
  const result = await database.db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
  const applied = Number(AppliedSchema.parse(result).rows[0]?.applied ?? 0);
  return applied < latestMigration;
}
