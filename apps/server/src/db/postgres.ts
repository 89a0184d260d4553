import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

/** `max`: this process's connections for the app (DATABASE_POOL_MAX); the job queue has its own. */
export async function openPostgres(connectionString: string, options = { max: 10 }): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still fail loudly.
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    db: drizzle({ client: pool }),
    jobsAdapter: null,
    connectionString,
    async ping() {
      await pool.query('select 1');
    },
    pool: () => ({ max: options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (pool.ended || pool.ending) return;
      await pool.end();
    },
  };
}
