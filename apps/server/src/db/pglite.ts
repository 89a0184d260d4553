import { accessSync, constants, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { fromPglite } from 'pg-boss';
import { StartupError, errorCode, firstLine } from '../lib/startup-error';
import type { Database } from './database';
import { PgliteThread } from './pglite-thread';

const PGDATA = 'pgdata';
const INIT_SUFFIX = '.init-';

/**
 * Opens the embedded database under `dataDir`. A new data directory is created beside the real
 * one and renamed into place only once initdb has finished, so a process killed during its first
 * start never leaves a half-made cluster behind (PGlite cannot open one).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  prepareDataDir(dataDir);
  const target = path.join(dataDir, PGDATA);
  removeAbandonedInits(dataDir);
  if (!existsSync(path.join(target, 'PG_VERSION'))) {
    await initialiseCluster(target);
  }
  try {
    return wrapPglite(await PgliteThread.open({ dataDir: target }));
  } catch (error) {
    throw new StartupError(
      `The embedded database in DATA_DIR=${dataDir} could not be opened (${firstLine(error)}): its files may be damaged. ` +
        'Restore DATA_DIR from a backup, or move it aside to start with an empty database.',
      { cause: error },
    );
  }
}

/** Creates DATA_DIR when missing; stops with a message naming it when it cannot hold the database. */
function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = errorCode(error);
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'is not a directory (a file is in the way)'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
          ? 'is not writable by this process'
          : `cannot be used (${firstLine(error)})`;
    throw new StartupError(`DATA_DIR=${dataDir} ${reason}: point DATA_DIR at a directory the server can write to.`, {
      cause: error,
    });
  }
}

/**
 * An in-memory database, for tests: from a dumped template when one is given, on PGlite's
 * compiled WebAssembly when the caller has it (PgliteThread.open).
 */
export async function openMemoryPglite(template?: Blob, wasmModule?: WebAssembly.Module): Promise<Database> {
  return wrapPglite(await PgliteThread.open({ template, wasmModule }));
}

/** PGlite on its own thread (decision 109), behind the same Database as PostgreSQL's. */
function wrapPglite(pglite: PgliteThread): Database {
  return {
    kind: 'pglite',
    // Drizzle's PGlite session calls only query() and transaction(), which the thread's handle has
    // with the same signatures; its type names the whole PGlite class, hence the one cast.
    db: drizzle({ client: pglite as unknown as PGlite }),
    jobsAdapter: fromPglite(pglite),
    connectionString: null,
    async ping() {
      await pglite.ping();
    },
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir(),
  };
}

async function initialiseCluster(target: string): Promise<void> {
  const staging = `${target}${INIT_SUFFIX}${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  if (existsSync(target)) {
    // A directory without PG_VERSION is what an older, interrupted start left: it holds no rows.
    rmSync(target, { recursive: true, force: true });
  }
  await runInitWorker(staging);
  renameSync(staging, target);
}

/** initdb on a worker thread: seconds of CPU (a minute on a busy machine) off the event loop. */
function runInitWorker(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pglite-init-worker.mjs', import.meta.url), { workerData: { dataDir } });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the database cluster stopped with exit code ${code}`));
    });
  });
}

function removeAbandonedInits(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith(`${PGDATA}${INIT_SUFFIX}`)) {
      rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
}
