// Faults (issue 19 part 4), part of `npm run test:reliability`: PostgreSQL stopped and started
// under a running server. It uses a throwaway cluster of its own (initdb and pg_ctl of the
// installed PostgreSQL, on its own port and data folder), never a shared server.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors';
import { recordFault } from './helpers/fault-table';
import { SERVER, cleanUpProcesses, freePort, readyz, run, tempDir, waitFor, waitUntilReady } from './helpers/processes';

/** The folder of initdb and pg_ctl: PG_BIN, or the newest Debian PostgreSQL. */
function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  return bin ?? null;
}

const BIN = postgresBin();
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when the test runs as root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const file = path.join(BIN ?? '', tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

describe.skipIf(!BIN)('faults', () => {
  let dataDir = '';
  let pgPort = 0;
  const startCluster = () =>
    pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${pgPort} -k ${dataDir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const stopCluster = () => pgTool('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);

  beforeAll(async () => {
    const folder = tempDir('cd-faults-pg-');
    dataDir = path.join(folder, 'cluster');
    if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    pgPort = await freePort();
    startCluster();
  }, 300_000);

  afterAll(async () => {
    try {
      stopCluster();
    } catch {
      // already stopped
    }
    await cleanUpProcesses();
  }, 120_000);

  it('answers 503 with its message while PostgreSQL is down, then recovers without a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = run(SERVER, [], {
      PORT: String(port),
      DATA_DIR: tempDir('cd-faults-data-'),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    });
    await waitUntilReady(port, server);
    const json = { 'content-type': 'application/json', origin: base };
    const email = `faults.${Date.now()}@example.com`;
    const signUp = await fetch(`${base}/api/identity/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Jane', lastName: 'Doe', email, password: 'Quiet-Harbor-Lantern-42' }),
    });
    const { attemptId } = (await signUp.json()) as { attemptId: string };
    const outbox = (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
      messages: { body: string }[];
    };
    const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    const verify = await fetch(`${base}/api/identity/sign-up/verify-email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ attemptId, code }),
    });
    expect(verify.status).toBe(200);
    const cookie = verify.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const profile = () => fetch(`${base}/api/profile`, { headers: { cookie } });
    const before = await profile();
    expect(before.status).toBe(200);
    const profileBefore = await before.text();

    stopCluster();
    const during = await profile();
    const body = (await during.json()) as { error?: { code: string; message: string } };
    expect(during.status).toBe(503);
    expect(body.error).toEqual({ code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(during.headers.get('retry-after')).toBe('30');
    const readyDuring = await readyz(port);
    expect(readyDuring?.status).toBe(503);
    expect(readyDuring?.body.database).toBe('down');
    recordFault(
      'PostgreSQL stopped (pg_ctl -m fast)',
      `API 503 "${DATABASE_UNAVAILABLE_MESSAGE.slice(0, 48)}…", /readyz 503 database down`,
    );

    startCluster();
    await waitFor(async () => (await readyz(port))?.status === 200, {
      timeoutMs: 180_000,
      what: '/readyz 200 again after PostgreSQL came back',
      child: server,
    });
    const after = await profile();
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(profileBefore);
    expect(server.exitCode).toBeNull();
    recordFault('PostgreSQL started again', '/readyz 200, same profile, same process (no restart)');
  }, 900_000);
});
