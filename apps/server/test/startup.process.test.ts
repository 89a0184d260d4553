import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, it } from 'vitest';
import type { ExpectStatic } from 'vitest';
import type { Readiness } from '@cleardocket/domain/health/contract';
import { READY_TIMEOUT_MS, SERVER, exited, freePort, processScope, readyz, waitFor } from './helpers/processes';

/** A start that fails still loads Node, tsx and (for the database cases) PGlite: slow on a busy machine. */
const FAILED_START_TIMEOUT_MS = READY_TIMEOUT_MS;

/** A failed start prints one line naming the setting, and no stack. */
function expectOneLineNaming(expect: ExpectStatic, output: string, name: string): void {
  const lines = output.trim().split('\n');
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`\\b${name}\\b`));
  expect(output).not.toMatch(/^\s+at /m);
}

function writeFixtureBuild(tempDir: (prefix: string) => string): string {
  const client = path.join(tempDir('cd-web-'), 'client');
  mkdirSync(client, { recursive: true });
  const html = `<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>`;
  writeFileSync(path.join(client, 'index.html'), html);
  writeFileSync(path.join(client, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(client, 'index.html.gz'), gzipSync(html));
  return client;
}

// Every case starts its own processes on its own port and directory, so they run at once: most of
// a start is spent loading code and waiting, and one at a time they made the slowest file of the
// suite (docs/testing.md).
describe.concurrent('start-up', () => {
  describe('a start that cannot succeed', () => {
    it.for<[string, string]>([
      ['PORT', 'abc'],
      ['PUBLIC_URL', 'ftp://files.example.com'],
      ['HOUSEKEEPING_CRON', '61 * * * *'],
      ['VERIFY_CRON', 'every night'],
      ['HOST', 'not a host'],
      // A well-formed address this machine does not have (TEST-NET-1): listening fails.
      ['HOST', '192.0.2.1'],
    ])('stops with one line naming %s=%s', { timeout: FAILED_START_TIMEOUT_MS }, async ([name, value], context) => {
      const { run, tempDir } = processScope(context.onTestFinished);
      const child = run(SERVER, [], { PORT: String(await freePort()), DATA_DIR: tempDir(), [name]: value });
      context.expect(await exited(child)).toBe(1);
      expectOneLineNaming(context.expect, child.output(), name);
    });

    it(
      'stops with one line naming PORT when another process holds it',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        const holder: Server = createServer();
        await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
        const address = holder.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        try {
          const child = run(SERVER, [], { PORT: String(port), DATA_DIR: tempDir() });
          expect(await exited(child)).toBe(1);
          expectOneLineNaming(expect, child.output(), 'PORT');
          expect(child.output()).toContain('already in use');
        } finally {
          await new Promise((resolve) => holder.close(resolve));
        }
      },
      FAILED_START_TIMEOUT_MS,
    );

    it(
      'stops with one line naming DATA_DIR when a file is in its place',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        const file = path.join(tempDir(), 'not-a-directory');
        writeFileSync(file, 'x');
        const child = run(SERVER, [], { PORT: String(await freePort()), DATA_DIR: file });
        expect(await exited(child)).toBe(1);
        expectOneLineNaming(expect, child.output(), 'DATA_DIR');
        expect(child.output()).toContain('not a directory');
      },
      FAILED_START_TIMEOUT_MS,
    );

    it(
      'stops with one line naming DATA_DIR when the embedded database is damaged',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        const dataDir = tempDir();
        mkdirSync(path.join(dataDir, 'pgdata', 'global'), { recursive: true });
        writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '18\n');
        writeFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
        const child = run(SERVER, [], { PORT: String(await freePort()), DATA_DIR: dataDir });
        expect(await exited(child)).toBe(1);
        expectOneLineNaming(expect, child.output(), 'DATA_DIR');
        expect(child.output()).toContain('damaged');
      },
      FAILED_START_TIMEOUT_MS,
    );
  });

  describe('a first start', () => {
    it(
      'answers /healthz at once, /readyz 503 until everything is up, then 200, and closes on SIGTERM',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        const port = await freePort();
        const child = run(SERVER, [], {
          PORT: String(port),
          DATA_DIR: tempDir(),
          WEB_DIST_DIR: writeFixtureBuild(tempDir),
        });
        const starting: Readiness[] = [];
        let ready: Readiness | null = null;
        let aliveWhileStarting = false;
        await waitFor(
          async () => {
            const answer = await readyz(port);
            if (answer?.status === 503) {
              starting.push(answer.body);
              if (!aliveWhileStarting) {
                aliveWhileStarting =
                  (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status === 200;
              }
            }
            if (answer?.status === 200) ready = answer.body;
            return ready !== null;
          },
          { timeoutMs: READY_TIMEOUT_MS, what: '/readyz 200', child },
        );

        // The responder listens before the database opens, so a first start always shows 503 first.
        expect(starting.length).toBeGreaterThan(0);
        expect(starting[0]).toMatchObject({ status: 'starting', database: 'starting', jobs: 'starting' });
        expect(starting.every((body) => body.status === 'starting' && body.step !== undefined)).toBe(true);
        expect(aliveWhileStarting).toBe(true);
        expect(ready).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', jobs: 'ok', web: 'ok' });

        const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } });
        expect(page.status).toBe(200);
        expect(page.headers.get('content-encoding')).toBe('br');
        expect(await page.text()).toContain('<h1>Home</h1>');

        child.kill('SIGTERM');
        expect(await exited(child)).toBe(0);
      },
      READY_TIMEOUT_MS + 30_000,
    );
  });
});
