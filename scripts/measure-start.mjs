// Measures how long the server takes from spawn until /readyz answers 200: once on a fresh
// DATA_DIR (cold: the embedded database is created and migrated) and then again on the same
// directory (warm). Usage: node scripts/measure-start.mjs [runs]   (after `npm run build`)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 1);
const READY_TIMEOUT_MS = 600_000;

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function readyzStatus(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
  } catch {
    return null;
  }
}

/** Starts the server, returns { ms, firstAnswerMs, statuses } once /readyz is 200, then stops it. */
async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let firstAnswerMs = null;
  const statuses = new Set();
  try {
    while (performance.now() - started < READY_TIMEOUT_MS) {
      if (child.exitCode !== null) {
        const reason = output.split('\n').find((line) => line.trim() !== '') ?? '';
        throw new Error(
          `exited with ${child.exitCode} after ${((performance.now() - started) / 1000).toFixed(2)} s: ${reason.slice(0, 160)}`,
        );
      }
      const status = await readyzStatus(port);
      if (status !== null) {
        firstAnswerMs ??= performance.now() - started;
        statuses.add(status);
      }
      if (status === 200) return { ms: performance.now() - started, firstAnswerMs, statuses: [...statuses] };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not ready within ${READY_TIMEOUT_MS} ms`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const format = ({ ms, firstAnswerMs, statuses }) =>
  `${(ms / 1000).toFixed(2)} s to 200 (first answer after ${(firstAnswerMs / 1000).toFixed(2)} s; /readyz said ${statuses.join('→')})`;

const attempt = (dataDir) =>
  timeStart(dataDir).then(format, (error) => `FAILED (${error instanceof Error ? error.message : String(error)})`);

for (let run = 1; run <= runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-start-'));
  try {
    const cold = await attempt(dataDir);
    const warm = await attempt(dataDir);
    console.log(`run ${run}: cold ${cold}; warm ${warm}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
