// A data directory whose embedded database is already created and migrated, for the process tests
// whose subject is not the first start: each copies it instead of running initdb and the
// migrations again (seconds of CPU each, minutes on a busy machine).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/open';

let template: Promise<string> | null = null;

/** Made on first use by the server's own code (initdb on disk, then the migrations), once per file. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cd-migrated-'));
    const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    await database.close();
    return dir;
  })();
  return template;
}

/** Fills the empty directory `dataDir` with a copy of the migrated template. */
export async function copyMigratedDataDir(dataDir: string): Promise<void> {
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
}

/** Removes the template (call in afterAll). */
export async function removeMigratedTemplate(): Promise<void> {
  if (!template) return;
  const dir = await template;
  template = null;
  rmSync(dir, { recursive: true, force: true });
}
