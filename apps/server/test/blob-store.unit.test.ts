import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from '../src/providers/blob-store/file-store';
import { createS3BlobStore } from '../src/providers/blob-store/s3-store';
import type { BlobStore } from '../src/providers/blob-store/types';
import { sha256Of } from '../src/providers/blob-store/types';

/**
 * A stand-in for an S3-compatible store on loopback: path-style PUT, GET and DELETE of objects,
 * S3's XML error for a missing key, and a check that every request is SigV4-signed.
 */
function startS3StandIn() {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      seen.push(`${request.method} ${key}`);
      if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>AccessDenied</Code><Message>Unsigned</Message></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"x"' });
        response.end();
      } else if (request.method === 'GET') {
        const body = objects.get(key);
        if (!body) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
        response.end(body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(405);
        response.end();
      }
    });
  });
  return { server, objects, seen };
}

let s3: ReturnType<typeof startS3StandIn>;
let endpoint: string;
let fileRoot: string;

beforeAll(async () => {
  s3 = startS3StandIn();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  fileRoot = await mkdtemp(path.join(tmpdir(), 'blobs-'));
});

afterAll(async () => {
  await new Promise<void>((resolve) => (s3.server as Server).close(() => resolve()));
  await rm(fileRoot, { recursive: true, force: true });
});

function stores(): [string, () => BlobStore][] {
  return [
    ['files', () => createFileBlobStore(fileRoot)],
    [
      's3',
      () =>
        createS3BlobStore({
          bucket: 'evidence',
          endpoint,
          region: 'us-east-1',
          credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
          prefix: 'blobs/',
          forcePathStyle: true,
        }),
    ],
  ];
}

describe.each(stores())('the %s blob store', (_kind, make) => {
  it('puts, gets and deletes by SHA-256', async () => {
    const store = make();
    const bytes = Buffer.from(`evidence ${Math.random()}`);
    const { sha256, size } = await store.put(bytes);
    expect(sha256).toBe(sha256Of(bytes));
    expect(size).toBe(bytes.length);
    expect((await store.get(sha256))?.equals(bytes)).toBe(true);
    expect((await store.put(bytes)).sha256).toBe(sha256);
    await store.delete(sha256);
    expect(await store.get(sha256)).toBeNull();
    await store.delete(sha256);
  });

  it('refuses names that are not a SHA-256', async () => {
    const store = make();
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a SHA-256');
    await expect(store.delete('ABC')).rejects.toThrow('Not a SHA-256');
  });
});

describe('where blobs go', () => {
  it('files live under ab/cd/<sha256>, written whole with no temporary left behind', async () => {
    const bytes = Buffer.from(`layout ${Math.random()}`);
    const { sha256 } = await createFileBlobStore(fileRoot).put(bytes);
    const dir = path.join(fileRoot, sha256.slice(0, 2), sha256.slice(2, 4));
    expect(await readdir(dir)).toEqual([sha256]);
    expect((await readFile(path.join(dir, sha256))).equals(bytes)).toBe(true);
  });

  it('objects are signed requests to <bucket>/<prefix>ab/cd/<sha256>', async () => {
    const [, make] = stores()[1] as [string, () => BlobStore];
    const { sha256 } = await make().put(Buffer.from(`object ${Math.random()}`));
    const key = `/evidence/blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
    expect(s3.objects.has(key)).toBe(true);
    expect(s3.seen).toContain(`PUT ${key}`);
  });
});
