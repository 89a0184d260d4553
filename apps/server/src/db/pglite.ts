import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { fromPglite } from 'pg-boss';
import type { Database } from './database';

const PGDATA = 'pgdata';
const INIT_SUFFIX = '.init-';

/**
 * Opens the embedded database under `dataDir`. A new data directory is created beside the real
 * one and renamed into place only once initdb has finished, so a process killed during its first
 * start never leaves a half-made cluster behind (PGlite cannot open one).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, PGDATA);
  removeAbandonedInits(dataDir);
  if (!existsSync(path.join(target, 'PG_VERSION'))) {
    await initialiseCluster(target);
  }
  return wrapPglite(new PGlite({ dataDir: target }));
}

/** An in-memory database, for tests: from a dumped template when one is given. */
export async function openMemoryPglite(template?: Blob): Promise<Database> {
  return wrapPglite(new PGlite(template ? { loadDataDir: template } : {}));
}

export async function wrapPglite(pglite: PGlite): Promise<Database> {
  await pglite.waitReady;
  return {
    kind: 'pglite',
    db: drizzle({ client: pglite }),
    jobsAdapter: fromPglite(pglite),
    connectionString: null,
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
    dump: () => pglite.dumpDataDir('none'),
  };
}

async function initialiseCluster(target: string): Promise<void> {
  const staging = `${target}${INIT_SUFFIX}${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  if (existsSync(target)) {
    // A directory without PG_VERSION is what an older, interrupted start left: it holds no rows.
    rmSync(target, { recursive: true, force: true });
  }
  const pglite = new PGlite({ dataDir: staging });
  await pglite.waitReady;
  await pglite.close();
  renameSync(staging, target);
}

function removeAbandonedInits(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith(`${PGDATA}${INIT_SUFFIX}`)) {
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
}
