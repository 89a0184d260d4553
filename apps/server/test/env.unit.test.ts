import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig } from '../src/env';

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
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['RUN_WORKERS', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(EnvError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
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
