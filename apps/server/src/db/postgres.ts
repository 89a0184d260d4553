import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    async close() {
      if (pool.ended || pool.ending) return;
      await pool.end();
    },
  };
}
