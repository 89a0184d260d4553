import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

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
