import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReports } from '../src/db/schema/platform';
import { openDatabase } from '../src/db/open';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = 'apps/server/src/server.ts';
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cd-durable-'));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(script: string, args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it('stops with a message naming PORT when PORT is not a number', async () => {
    const child = run(SERVER, [], { PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(await exited(child)).not.toBe(0);
    expect(child.output()).toContain('PORT');
  });

  it('closes gracefully on SIGTERM', async () => {
    const port = await freePort();
    const child = run(SERVER, [], { PORT: String(port), DATA_DIR: tempDataDir() });
    await waitFor(() => isReady(port), 60_000);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  });

  it.each([250, 1500, 4000])('opens the database again after a SIGKILL %i ms into the first start', async (delay) => {
    const dataDir = tempDataDir();
    const first = run(SERVER, [], { PORT: String(await freePort()), DATA_DIR: dataDir });
    await new Promise((resolve) => setTimeout(resolve, delay));
    first.kill('SIGKILL');
    await exited(first);

    const port = await freePort();
    run(SERVER, [], { PORT: String(port), DATA_DIR: dataDir });
    await waitFor(() => isReady(port), 60_000);
    expect(await isReady(port)).toBe(true);
  });
});

describe('writing', () => {
  it('keeps every committed row and none of an unfinished transaction after a SIGKILL', async () => {
    const dataDir = tempDataDir();
    const writer = run('apps/server/test/helpers/writer.ts', [dataDir], {});
    await waitFor(() => writer.output().includes('in-transaction'), 60_000);
    writer.kill('SIGKILL');
    await exited(writer);

    const committed = [...writer.output().matchAll(/^committed ([0-9a-f-]{36})$/gm)].map((match) => match[1] ?? '');
    expect(committed).toHaveLength(40);
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const rows = await database.db.select({ id: errorReports.id }).from(errorReports);
      expect(rows.map((row) => row.id).sort()).toEqual([...committed].sort());
      const uncommitted = await database.db
        .select({ id: errorReports.id })
        .from(errorReports)
        .where(eq(errorReports.message, 'never committed'));
      expect(uncommitted).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
