import type { Config } from '../env';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The database the configuration names, opened but not yet migrated. */
export async function openEngine(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolMax'>>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { max: config.databasePoolMax ?? 10 })
    : openPglite(config.dataDir);
}

/** The database the configuration names, migrated and ready. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolMax'>>,
): Promise<Database> {
  const database = await openEngine(config);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
