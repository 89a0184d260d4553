import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Db as JobsDb } from 'pg-boss';

/** The Drizzle handle every repository takes: the same query builder on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

type EngineKind = 'pglite' | 'postgres';

/** An open database: Drizzle for the app, a pg-boss adapter for the job queue, and a way out. */
export type Database = {
  kind: EngineKind;
  db: Db;
  /** Where pg-boss sends its SQL. PostgreSQL: null, pg-boss opens its own pool from the URL. */
  jobsAdapter: JobsDb | null;
  connectionString: string | null;
  ping(): Promise<void>;
  /** PostgreSQL: the pool's connections now (readiness reports a pool with none to spare). */
  pool?: () => { max: number; total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tar (tests copy a migrated template this way). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};
