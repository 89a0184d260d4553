import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { openMemoryPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';

type Engine = 'pglite' | 'postgres';

function currentEngine(): Engine {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required for PostgreSQL tests');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let compiledPglite: Promise<WebAssembly.Module> | null = null;

/**
 * PGlite's WebAssembly, compiled once per test process and shared with every database thread it
 * opens: compiled again in each new thread it cost about half a second of CPU a file.
 */
function pgliteWasm(): Promise<WebAssembly.Module> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  compiledPglite ??= WebAssembly.compile(readFileSync(path.join(path.dirname(pgliteEntry), 'pglite.wasm')));
  return compiledPglite;
}

/**
 * A fresh, migrated database for one test file: PGlite loaded from the template dump, or a
 * PostgreSQL database copied from the template database. `drop` removes what it made.
 */
export async function openTestDatabase(template: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (currentEngine() === 'pglite') {
    const database = await openMemoryPglite(new Blob([readFileSync(template)]), await pgliteWasm());
    return { database, drop: async () => database.close() };
  }
  const url = process.env.DATABASE_URL ?? '';
  const name = `cd_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openPostgres(withDatabaseName(url, name));
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
