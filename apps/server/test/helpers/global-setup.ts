import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PgBoss } from 'pg-boss';
import { migrate } from '../../src/db/migrate';
import { openMemoryPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { adminQuery, withDatabaseName } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/**
 * Makes one migrated database with the job queue's schema installed, once per run: every test
 * file then starts from a copy instead of running initdb and migrations again.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const url = process.env.DATABASE_URL ?? '';
    const name = `cd_template_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
    const database = await openPostgres(withDatabaseName(url, name));
    await migrate(database);
    const boss = new PgBoss({
      connectionString: withDatabaseName(url, name),
      schema: 'pgboss',
      schedule: false,
      supervise: false,
    });
    await boss.start();
    await boss.stop({ graceful: false });
    await database.close();
    project.provide('databaseTemplate', name);
    return async () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const database = await openMemoryPglite(await emptyCluster());
  await migrate(database);
  const jobs = database.jobsAdapter;
  if (!jobs) throw new Error('PGlite has a jobs adapter');
  const boss = new PgBoss({ db: jobs, backend: 'pglite', schema: 'pgboss', schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
  // What every file's copy would otherwise load and replay (docs/testing.md "The PGlite template"):
  // the two template databases, which nothing on PGlite copies, and the WAL since initdb.
  await jobs.executeSql("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')", []);
  await jobs.executeSql('DROP DATABASE template0', []);
  await jobs.executeSql('DROP DATABASE template1', []);
  await jobs.executeSql('CHECKPOINT', []);
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  // The dump is taken through the Database's own handle: reach the PGlite below it.
  const dump = await dumpPglite(database);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', file);
  return undefined;
}

/**
 * A new cluster with 1 MB WAL segments instead of 16 MB: every copy of the template carries its
 * WAL, and PGlite's own initdb (inside PgliteThread.open) takes no options, so it runs here.
 */
async function emptyCluster(): Promise<Blob> {
  const pglite = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await pglite.waitReady;
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

async function dumpPglite(database: Awaited<ReturnType<typeof openMemoryPglite>>): Promise<Blob> {
  if (!database.dump) throw new Error('this database cannot be dumped');
  return database.dump();
}
