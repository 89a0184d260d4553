import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
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

  const database = await openMemoryPglite();
  await migrate(database);
  if (!database.jobsAdapter) throw new Error('PGlite has a jobs adapter');
  const boss = new PgBoss({
    db: database.jobsAdapter,
    backend: 'pglite',
    schema: 'pgboss',
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
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

async function dumpPglite(database: Awaited<ReturnType<typeof openMemoryPglite>>): Promise<Blob> {
  if (!database.dump) throw new Error('this database cannot be dumped');
  return database.dump();
}
