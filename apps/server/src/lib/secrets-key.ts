import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env';

/** Where the embedded set-up keeps the key it made itself (decision 075). */
export const SECRETS_KEY_FILE = 'secrets.key';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function isTaken(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/**
 * The key ring that seals the secrets kept in the database: SECRETS_KEY (and SECRETS_KEY_PREVIOUS)
 * when set. Without it, the embedded set-up (`npm start` on a fresh machine, nothing to configure)
 * makes a key once into the data directory, readable by its owner only; a production process on
 * PostgreSQL never gets here (env-schema.ts refuses to start without SECRETS_KEY), as its processes
 * share no data directory and a database dump must not travel with its key.
 */
export function resolveSecretsKeys(config: Pick<Config, 'secretsKeys' | 'dataDir'>): {
  current: string;
  previous: string[];
} {
  if (config.secretsKeys) return config.secretsKeys;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  try {
    return { current: readFileSync(file, 'utf8').trim(), previous: [] };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once on one data directory, one writes, the other reads.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if (!isTaken(error)) throw error;
  }
  return { current: readFileSync(file, 'utf8').trim(), previous: [] };
}
