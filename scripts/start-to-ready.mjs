// `node scripts/start-to-ready.mjs [starts]`: how long the server takes from its spawn to /readyz 200
// on PGlite, for a first start (empty DATA_DIR: initdb and migrations) and a start on the data
// directory that first start made, each `starts` times (default 3). Prints wall time and the
// server process's own CPU (all its threads, from /proc; Linux only), each start and the median.
// The server runs as `npm run serve` runs it, NODE_ENV=production, without DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const starts = Number(process.argv[2] ?? 3);
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function isReady(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    await response.text();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce(dataDir) {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...env } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await isReady(port))) {
    if (gone) throw new Error(`the server exited before it was ready (DATA_DIR=${dataDir})`);
    await sleep(20);
  }
  const result = { wallMs: Math.round(performance.now() - started), cpuMs: Math.round(cpuMs(child.pid)) };
  child.kill('SIGTERM');
  await exited;
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = { first: [], again: [] };
for (let i = 0; i < starts; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-start-'));
  try {
    rows.first.push(await startOnce(dataDir));
    rows.again.push(await startOnce(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [name, label] of [
  ['first', 'first start (initdb, migrations)'],
  ['again', 'start on an existing data directory'],
]) {
  const wall = rows[name].map((row) => row.wallMs);
  const cpu = rows[name].map((row) => row.cpuMs);
  console.log(
    `${label}: wall ${wall.join(' ')} ms (median ${median(wall)}), CPU ${cpu.join(' ')} ms (median ${median(cpu)})`,
  );
}
