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

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not met within ${timeoutMs} ms`);
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

describe('bulk dispatch across a restart', () => {
  it('loses no request and sends no letter twice when the server is killed mid-dispatch', async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_ALLOWLIST: '127.0.0.1' };
    let port = await freePort();
    const first = run(SERVER, [], { ...env, PORT: String(port) });
    await waitFor(() => isReady(port), 60_000);
    let base = `http://127.0.0.1:${port}`;
    const email = `restart.${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json' };
    const signUp = await fetch(`${base}/api/identity/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Jane', lastName: 'Doe', email, password: 'Quiet-Harbor-Lantern-42' }),
    });
    const { attemptId } = (await signUp.json()) as { attemptId: string };
    const outbox = async (recipient: string) =>
      (
        (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
          messages: { body: string }[];
        }
      ).messages;
    const code = (await outbox(email))[0]?.body.match(/\b(\d{6})\b/)?.[1];
    const verify = await fetch(`${base}/api/identity/sign-up/verify-email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ attemptId, code }),
    });
    const cookie = verify.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { ...json, cookie, origin: base },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const { scan } = (await call('POST', '/api/search/scans', { type: 'name', term: 'Jane Doe' })) as {
      scan: { id: string };
    };
    await waitFor(
      async () =>
        ((await call('GET', `/api/search/scans/${scan.id}`)).scan as { status: string }).status === 'completed',
      30_000,
      'scan completed',
    );
    const { results } = (await call('GET', '/api/search/results?status=alerts&pageSize=50')) as {
      results: { id: string }[];
    };
    type Takedown = {
      id: string;
      removals: { id: string; reference: string; method: string; domain: string; optOutEmail: string | null }[];
    };
    const { requests } = (await call('POST', '/api/requests', {
      resultIds: results.map((row) => row.id),
      type: 'others',
    })) as {
      requests: Takedown[];
    };
    const letters = requests.flatMap((request) =>
      request.removals.filter((removal) => removal.method === 'email').map((removal) => ({ request, removal })),
    );
    expect(letters.length).toBeGreaterThanOrEqual(2);
    for (const { removal } of letters) {
      expect(await call('POST', `/api/requests/removals/${removal.id}/authorise`, {})).toHaveProperty('removal');
    }
    first.kill('SIGKILL');
    await exited(first);

    port = await freePort();
    const second = run(SERVER, [], { ...env, PORT: String(port) });
    await waitFor(() => isReady(port), 60_000);
    base = `http://127.0.0.1:${port}`;
    let lastStatuses = '';
    const after = (await call('GET', '/api/requests')).requests as Takedown[];
    expect(after.map((request) => request.id).sort()).toEqual(requests.map((request) => request.id).sort());
    for (const { request, removal } of letters) {
      await call('POST', `/api/requests/${request.id}/automated-removals`, { websites: [removal.domain] });
    }
    await waitFor(
      async () => {
        const rows = (await call('GET', '/api/requests')).requests as {
          removals: { method: string; status: string }[];
        }[];
        const email = rows.flatMap((row) => row.removals).filter((removal) => removal.method === 'email');
        lastStatuses = email.map((removal) => removal.status).join(',');
        return email.every((removal) => removal.status === 'submitted');
      },
      30_000,
      'every letter submitted',
    ).catch((error: Error) => {
      throw new Error(`${error.message} (statuses ${lastStatuses})\n${second.output().slice(-3000)}`);
    });
    // The outbox may hold other runs' letters to the same site (a shared PostgreSQL database):
    // count the ones that carry this request's reference.
    for (const { removal } of letters) {
      const mine = (await outbox(removal.optOutEmail ?? '')).filter((message) =>
        message.body.includes(removal.reference),
      );
      expect(mine).toHaveLength(1);
    }
  }, 120_000);
});
