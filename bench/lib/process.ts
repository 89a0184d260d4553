import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A production process on PostgreSQL needs SECRETS_KEY (decision 075). The benchmarks' servers use
 * one fixed, bench-only key (as they use a fixed AUTH_SECRET), so a second run on the same database
 * opens what the first sealed; the environment's key, when given, wins.
 */
const BENCH_ENV = { SECRETS_KEY: process.env.SECRETS_KEY ?? Buffer.alloc(32, 'bench-only-key').toString('base64') };

/** Node's flags for a measured process: TypeScript through tsx, and the CPU probe (cpu-probe.mjs). */
const MEASURED = ['--import', 'tsx', '--import', './bench/lib/cpu-probe.mjs'];

export function startNode(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...MEASURED, script], {
    cwd: ROOT,
    env: { ...process.env, ...BENCH_ENV, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/**
 * The CPU (user + system, µs) a process started by `startNode` or `startLoggedNode` has used so
 * far, read by `process.cpuUsage()` inside it (its probe answers on the IPC channel).
 */
export async function cpuUsageMicros(child: ChildProcess, timeoutMs = 30_000): Promise<number> {
  if (!child.connected) throw new Error(`process ${child.pid} has no IPC channel to read its CPU`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`process ${child.pid} did not report its CPU within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== 'cpu-usage') {
        return;
      }
      clearTimeout(timer);
      child.off('message', onMessage);
      const user = 'user' in message ? Number(message.user) : NaN;
      const system = 'system' in message ? Number(message.system) : NaN;
      resolve(user + system);
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu-usage' });
  });
}

/** A server whose log (stdout, at the level the app would run with in production) is counted. */
export type LoggedServer = {
  child: ChildProcess;
  /** Bytes written to stdout and stderr so far. */
  logBytes(): number;
  /** The JSON log lines whose msg is `message`. */
  lines(message: string): Record<string, unknown>[];
};

/** The log lines a benchmark reads back: cache figures, errors, and a worker saying it is up. */
const KEPT = ['"cache figures"', '"level":50', '"worker started"'];

export function startLoggedNode(script: string, env: Record<string, string>, nodeArgs: string[] = []): LoggedServer {
  const child = spawn(process.execPath, [...nodeArgs, ...MEASURED, script], {
    cwd: ROOT,
    env: { ...process.env, ...BENCH_ENV, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let bytes = 0;
  const kept: string[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    bytes += chunk.length;
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    // Only the summary lines are kept: the rest is counted, not stored.
    for (const line of parts) if (KEPT.some((wanted) => line.includes(wanted))) kept.push(line);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    process.stderr.write(chunk);
  });
  return {
    child,
    logBytes: () => bytes,
    lines(message) {
      return kept
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return {};
          }
        })
        .filter((line) => line.msg === message);
    },
  };
}

/** Milliseconds until `url` answers 200, polling every 20 ms (a start on a loaded machine takes minutes). */
export async function waitUntilOk(url: string, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
