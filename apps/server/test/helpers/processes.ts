// Helpers for the process tests: real server processes on temporary data directories, waited on
// through /readyz rather than fixed sleeps, so they hold on a slow or busy machine.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReadinessSchema } from '@cleardocket/domain/health/contract';
import type { Readiness } from '@cleardocket/domain/health/contract';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const SERVER = 'apps/server/src/server.ts';
/**
 * As long as the server's own limit for its slowest step (src/startup/steps.ts): a start is slow
 * on a machine shared with other builds, and a stuck one stops itself with a message before this.
 */
export const READY_TIMEOUT_MS = 600_000;

export type RunningProcess = ChildProcess & { output: () => string };

/** What one test started: its processes and directories, removed together when it ends. */
type Started = { children: ChildProcess[]; dirs: string[] };

/** What the tests that clean up through `cleanUpProcesses` (in afterEach) started. */
const shared: Started = { children: [], dirs: [] };

export function tempDir(prefix = 'cd-process-'): string {
  return makeTempDir(shared, prefix);
}

function makeTempDir(started: Started, prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  started.dirs.push(dir);
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs `script` under tsx. The process tests are about the embedded database, so the child never
 * inherits DATABASE_URL (CI sets it for the API tests on PostgreSQL); a test passes one explicitly.
 */
export function run(script: string, args: string[], env: Record<string, string>): RunningProcess {
  return startProcess(shared, script, args, env);
}

/** When each process started here has exited and its output has all been read. */
const closes = new WeakMap<ChildProcess, Promise<number | null>>();

function startProcess(started: Started, script: string, args: string[], env: Record<string, string>): RunningProcess {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  closes.set(child, new Promise((resolve) => child.once('close', (code) => resolve(code))));
  return Object.assign(child, { output: () => output });
}

/**
 * The exit code once the process has exited. For a process started here, also once its output has
 * all been read: 'exit' can come before the last of stdout and stderr, and on a loaded machine a
 * test then read an empty output from a process that had printed its one line.
 */
export function exited(child: ChildProcess): Promise<number | null> {
  const closed = closes.get(child);
  if (closed) return closed;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Polls `check` until it holds; fails at once, with the server's output, if `child` exits first. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  options: { timeoutMs: number; what: string; child?: RunningProcess },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    const { child } = options;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${options.what}: the process exited (${child.exitCode ?? child.signalCode})\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${options.what} not met within ${options.timeoutMs} ms\n${options.child?.output() ?? ''}`);
}

export type ReadyzAnswer = { status: number; body: Readiness };

/**
 * /readyz's answer, or null while nothing listens or when the answer is cut off mid-handover: the
 * responder drops connections still open a second after the app's start (src/startup/responder.ts),
 * and on a loaded machine a poll can be caught there with its headers read and its body not.
 */
export async function readyz(port: number): Promise<ReadyzAnswer | null> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`http://127.0.0.1:${port}/readyz`);
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  // A body that is there but is not the readiness shape fails the test.
  return { status: response.status, body: ReadinessSchema.parse(JSON.parse(text)) };
}

export async function waitUntilReady(port: number, child: RunningProcess): Promise<void> {
  await waitFor(async () => (await readyz(port))?.status === 200, {
    timeoutMs: READY_TIMEOUT_MS,
    what: `/readyz 200 on port ${port}`,
    child,
  });
}

/** Kills what the test started and removes its directories (call in afterEach). */
export async function cleanUpProcesses(): Promise<void> {
  await cleanUp(shared);
}

async function cleanUp(started: Started): Promise<void> {
  for (const child of started.children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  for (const dir of started.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type ProcessScope = {
  run: (script: string, args: string[], env: Record<string, string>) => RunningProcess;
  tempDir: (prefix?: string) => string;
};

/**
 * `run` and `tempDir` for one test of several that run at once (`describe.concurrent`): what it
 * starts is killed and removed when that test ends, through the test context's own
 * `onTestFinished`, never by another test's afterEach.
 */
export function processScope(onTestFinished: (cleanUpAfter: () => Promise<void>) => void): ProcessScope {
  const started: Started = { children: [], dirs: [] };
  onTestFinished(() => cleanUp(started));
  return {
    run: (script, args, env) => startProcess(started, script, args, env),
    tempDir: (prefix = 'cd-process-') => makeTempDir(started, prefix),
  };
}
