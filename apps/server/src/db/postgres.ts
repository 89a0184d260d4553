import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database';

/**
 * `max`: this process's connections for the app (DATABASE_POOL_MAX); the job queue has its own.
 * Connections are kept once opened (`idleTimeoutMillis: 0`, decision 121): with pg's default of
 * 10 s, every statement's release armed a timer, and a connection closed between bursts took its
 * prepared statements with it and cost a new backend and a SCRAM handshake (PBKDF2) to reopen.
 * The pool is bounded by `max`, which deploy.md counts against PostgreSQL's max_connections.
 */
export async function openPostgres(connectionString: string, options = { max: 10 }): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max, idleTimeoutMillis: 0 });
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
