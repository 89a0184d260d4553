import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { EnvError, cronProblem } from '../src/env-schema';

describe('environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      runWorkers: true,
      bodyLimitBytes: 262_144,
      housekeepingCron: '17 * * * *',
      removal: { verifyCron: '41 3 * * *', deadlinesCron: '7 6 * * *' },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['RUN_WORKERS', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example.com'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['HOST', 'not a host'],
    ['HOST', '-leading-dash'],
    ['HOST', '[::1]'],
    ['HOUSEKEEPING_CRON', '61 * * * *'],
    ['HOUSEKEEPING_CRON', 'hourly'],
    ['VERIFY_CRON', '* * *'],
    ['VERIFY_CRON', '0 0 30 2 *'],
    ['DEADLINES_CRON', '0 0 * * 8'],
  ])('stops on a bad %s (%s) with one line that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(EnvError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}: [^\\n]+$`));
  });

  it('names every bad variable on the one line', () => {
    expect(() => loadConfig({ PORT: 'abc', HOST: 'not a host' })).toThrow(/^Invalid environment: PORT: .+; HOST: .+$/);
  });

  it.each([
    ['HOST', '0.0.0.0', 'host'],
    ['HOST', '::', 'host'],
    ['HOST', 'localhost', 'host'],
    ['HOST', 'app.internal.example', 'host'],
    ['PUBLIC_URL', 'https://www.cleardocket.example', 'publicUrl'],
    ['PUBLIC_URL', 'http://[::1]:3000', 'publicUrl'],
    ['HOUSEKEEPING_CRON', '*/15 * * * *', 'housekeepingCron'],
    ['HOUSEKEEPING_CRON', '@hourly', 'housekeepingCron'],
  ] as const)('accepts %s=%s', (name, value, key) => {
    expect(loadConfig({ [name]: value })[key]).toBe(value);
  });

  it('reads a schedule as pg-boss does: five fields, or six with seconds', () => {
    expect(cronProblem('17 * * * *')).toBeNull();
    expect(cronProblem('0 17 * * * *')).toBeNull();
    expect(cronProblem('17 * *')).toBe('it has 3 fields');
    expect(cronProblem('61 * * * *')).toMatch(/61/);
  });

  it('keeps the removal runner’s SMTP receiver off unless a port is set, and validates its settings', () => {
    expect(loadConfig({}).runner).toMatchObject({
      concurrency: 1,
      smtpInbound: undefined,
      agentMailDomain: 'agent.cleardocket.example',
    });
    expect(loadConfig({ SMTP_INBOUND_PORT: '2525', HOST: '0.0.0.0' }).runner.smtpInbound).toEqual({
      port: 2525,
      host: '0.0.0.0',
      maxBytes: 1_048_576,
    });
    for (const [name, value] of [
      ['AGENT_MAIL_DOMAIN', 'not a domain'],
      ['RUNNER_CONCURRENCY', '0'],
      ['SMTP_INBOUND_PORT', 'x'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(new RegExp(`${name}:`));
    }
  });

  it('refuses loopback and the browser tests’ stand-in sites outside tests (decision 039)', () => {
    // npm start runs with NODE_ENV unset, which is production.
    expect(() => loadConfig({ ALLOW_LOOPBACK_FETCH: 'true' })).toThrow(/ALLOW_LOOPBACK_FETCH: tests only/);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_LOOPBACK_FETCH: '1' })).toThrow(EnvError);
    expect(loadConfig({}).allowLoopbackFetch).toBe(false);
    expect(loadConfig({}).testSites).toEqual({ loopbackHosts: [], searchResultsFile: undefined });
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, TEST_SEARCH_RESULTS_FILE: 'results.json' })).toThrow(
        /TEST_SEARCH_RESULTS_FILE: tests only/,
      );
      expect(() =>
        loadConfig({ NODE_ENV, ALLOW_LOOPBACK_FETCH: 'false', TEST_LOOPBACK_HOSTS: 'listing.spokeo.com' }),
      ).toThrow(/TEST_LOOPBACK_HOSTS: tests only/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_LOOPBACK_HOSTS: 'listing.spokeo.com' })).toThrow(
      /TEST_LOOPBACK_HOSTS: needs ALLOW_LOOPBACK_FETCH=true/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        ALLOW_LOOPBACK_FETCH: 'true',
        TEST_LOOPBACK_HOSTS: 'listing.spokeo.com,127.0.0.1',
      }),
    ).toThrow(/TEST_LOOPBACK_HOSTS: must be host names/);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        ALLOW_LOOPBACK_FETCH: 'true',
        TEST_LOOPBACK_HOSTS: 'Listing.Spokeo.com, records.unicourt.com',
        TEST_SEARCH_RESULTS_FILE: 'results.json',
      },
      '/srv/app',
    );
    expect(config.testSites).toEqual({
      loopbackHosts: ['listing.spokeo.com', 'records.unicourt.com'],
      searchResultsFile: '/srv/app/results.json',
    });
  });

  it('lets production take sandbox payments only when PAYMENTS=sandbox says so (issue 31)', () => {
    expect(loadConfig({}).payments.sandboxAllowed).toBe(false);
    expect(loadConfig({ PAYMENTS: 'sandbox' }).payments.sandboxAllowed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sandboxAllowed).toBe(true);
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/^Invalid environment: PAYMENTS: /);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('keeps evidence blobs under DATA_DIR unless an S3-compatible bucket is set', () => {
    expect(loadConfig({}, '/srv/app').blobStore).toEqual({ kind: 'files', dir: '/srv/app/data/blobs' });
    expect(
      loadConfig({
        BLOB_S3_BUCKET: 'evidence',
        BLOB_S3_ENDPOINT: 'https://s3.example.com',
        BLOB_S3_ACCESS_KEY_ID: 'key',
        BLOB_S3_SECRET_ACCESS_KEY: 'secret',
      }).blobStore,
    ).toMatchObject({
      kind: 's3',
      bucket: 'evidence',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ BLOB_S3_BUCKET: 'evidence', BLOB_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /BLOB_S3_ACCESS_KEY_ID:/,
    );
  });
});

describe('API keys and secrets (docs/api-keys.md)', () => {
  const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');

  it('reads the key limit and the secrets key ring, and stores nothing without a key', () => {
    expect(loadConfig({}).secretsKeys).toBeUndefined();
    expect(loadConfig({}).apiKeys.rateLimit).toEqual({ max: 120, windowMs: 60_000 });
    const config = loadConfig({
      API_KEY_RATE_LIMIT: '30',
      SECRETS_KEY: key(1),
      SECRETS_KEY_PREVIOUS: ` ${key(2)}, ${key(3)} `,
    });
    expect(config.apiKeys.rateLimit.max).toBe(30);
    expect(config.secretsKeys).toEqual({ current: key(1), previous: [key(2), key(3)] });
  });

  it.each([
    ['SECRETS_KEY', 'too-short'],
    ['SECRETS_KEY', Buffer.alloc(16, 1).toString('base64')],
    ['SECRETS_KEY_PREVIOUS', `${key(2)},nope`],
    ['API_KEY_RATE_LIMIT', '0'],
  ])('stops on a bad %s (%s) with one line that names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}: [^\\n]+$`));
  });
});
