import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { EnvError } from '../src/env-schema';
import { SECRETS_KEY_FILE, resolveSecretsKeys } from '../src/lib/secrets-key';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'secrets-key-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the key that seals secrets at rest', () => {
  it('is made once into the data directory, readable by its owner only, when SECRETS_KEY is not set', () => {
    const dataDir = freshDir();
    const first = resolveSecretsKeys({ dataDir, secretsKeys: undefined });
    expect(Buffer.from(first.current, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.current);
    expect(resolveSecretsKeys({ dataDir, secretsKeys: undefined })).toEqual(first);
  });

  it('comes from SECRETS_KEY and SECRETS_KEY_PREVIOUS when set, and then no file is written', () => {
    const dataDir = freshDir();
    const keys = {
      current: Buffer.alloc(32, 3).toString('base64'),
      previous: [Buffer.alloc(32, 2).toString('base64')],
    };
    expect(resolveSecretsKeys({ dataDir, secretsKeys: keys })).toEqual(keys);
    expect(() => statSync(path.join(dataDir, SECRETS_KEY_FILE))).toThrow();
  });

  it('must be set in production on PostgreSQL: the process refuses to start without it', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal:5432/app' };
    expect(() => loadConfig(env)).toThrow(EnvError);
    expect(() => loadConfig(env)).toThrow(/SECRETS_KEY: required in production with DATABASE_URL/);
    expect(
      loadConfig({ ...env, SECRETS_KEY: Buffer.alloc(32, 9).toString('base64') }).secretsKeys?.current,
    ).toBeDefined();
    // The embedded database (`npm start` on a fresh machine) needs nothing set.
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});
