// `npm run build:openapi` (run by `npm run build`): writes the members' OpenAPI document, as
// /api/docs/json serves it to members and API keys, to docs/openapi.json, so the reference can be
// read, linted or fed to an SDK generator without a server. `servers` comes from PUBLIC_URL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../build-server';
import { migrate } from '../db/migrate';
import { openMemoryPglite } from '../db/pglite';
import { loadConfig } from '../env';
import { EnvError } from '../env-schema';

const OUTPUT = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cleardocket-openapi-'));
  // The routes need a migrated database to register; an in-memory one is thrown away after.
  const database = await openMemoryPglite();
  try {
    await migrate(database);
    // The document comes from the in-memory database: a DATABASE_URL in the environment (CI's, for
    // the API tests) is not this process's, nor are the settings that go with it (SECRETS_KEY).
    const { DATABASE_URL: _notThisDatabase, ...env } = process.env;
    const config = { ...loadConfig({ ...env, LOG_LEVEL: 'silent', DATA_DIR: dataDir }), runWorkers: false };
    const app = await buildServer({ config, database, serveWeb: false, startJobsOnReady: false, logger: false });
    try {
      await app.ready();
      writeFileSync(OUTPUT, `${JSON.stringify(app.membersOpenApi(), null, 2)}\n`);
      const count = Object.values(app.membersOpenApi().paths as object).flatMap((item) => Object.keys(item)).length;
      process.stdout.write(`Wrote docs/openapi.json: ${count} operations for ${config.publicUrl}\n`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
