import type { ChildProcess } from 'node:child_process';
import { cpuBetween, loadAverage, postgresBackendsCpu } from './cpu';
import { runOpenLoad } from './open-load';
import type { Operation, OperationFigures } from './open-load';
import { cpuUsageMicros, freePort, startNode, stop, waitUntilOk } from './process';

/*
 * bench/load.ts's cost of a request (issue 34, ARCHITECTURE §12): each operation alone, at a fixed
 * rate, against one web process whose CPU is read by `process.cpuUsage()` inside it before and
 * after (bench/lib/cpu-probe.mjs), divided by the requests it answered; beside it the same figure
 * for a bare Fastify route (bench/bare-server.ts) at the same rate in the same run.
 */

/** The goals: the polled reads ≤ 4 × the bare route's CPU a request, the request list ≤ 10 ×. */
function cpuGoal(name: string): number | null {
  if (/^(unread count|notifications page|search results page)/.test(name)) return 4;
  if (name.startsWith('request list')) return 10;
  return null;
}

export type CpuRow = {
  figures: OperationFigures;
  /** Web-process CPU a request answered (any status), µs, the process's idle CPU taken out. */
  webMicros: number;
  /** PostgreSQL backends' CPU a request answered, µs (PostgreSQL only). */
  postgresMicros: number | null;
};

type Measured = { process: ChildProcess; base: string; databaseUrl?: string };

/** The CPU a process uses a second while nothing is sent to it (job polling, timers), µs. */
async function idleMicrosPerSecond(target: Measured, seconds: number): Promise<number> {
  const before = await cpuUsageMicros(target.process);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((await cpuUsageMicros(target.process)) - before) / seconds;
}

/**
 * Idle CPU above this (µs a second) means the process was still working off the warm-up (or a
 * job) while it was read: a web process at rest polls jobs and timers for 1–5 ms a second. Taken
 * out of every operation's figure, such a reading made them meaningless (106 ms a second at load
 * average 27 once, decision 115), so it is read again after the process settles.
 */
const BUSY_IDLE_MICROS = 20_000;

async function quietIdle(target: Measured, seconds: number): Promise<number> {
  let idle = await idleMicrosPerSecond(target, seconds);
  for (let tries = 0; idle > BUSY_IDLE_MICROS && tries < 3; tries += 1) {
    await settle(target.base);
    idle = await idleMicrosPerSecond(target, seconds);
  }
  return idle;
}

async function measureOne(target: Measured, operation: Operation, seconds: number, idle: number): Promise<CpuRow> {
  const postgresBefore = target.databaseUrl ? await postgresBackendsCpu(target.databaseUrl) : null;
  const cpuBefore = await cpuUsageMicros(target.process);
  const started = performance.now();
  const [figures] = await runOpenLoad(target.base, [operation], { seconds });
  const wallSeconds = (performance.now() - started) / 1000;
  const web = (await cpuUsageMicros(target.process)) - cpuBefore - idle * wallSeconds;
  const postgres =
    target.databaseUrl && postgresBefore
      ? cpuBetween(postgresBefore, await postgresBackendsCpu(target.databaseUrl)) * 1000
      : null;
  const result = figures as OperationFigures;
  const answered = result.answered;
  return {
    figures: result,
    // Not a cost when the idle CPU taken out was more than the run used (the idle reading was busy).
    webMicros: answered > 0 && web > 0 ? web / answered : NaN,
    postgresMicros: postgres === null || answered === 0 ? null : postgres / answered,
  };
}

/**
 * Waits until the process answers its health check within 50 ms (or 30 s have passed), so an
 * operation that fell behind does not leave its queue to the next one's figures.
 */
async function settle(base: string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    const asked = performance.now();
    try {
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
      if (performance.now() - asked < 50) return;
    } catch {
      // Not answered in time: still busy.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The bare route's CPU a request at `rate`, in its own process (a warm-up second first). */
async function measureBare(rate: number, seconds: number): Promise<CpuRow> {
  const port = await freePort();
  const bare = startNode('bench/bare-server.ts', { PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/bare`);
    const operation: Operation = {
      name: 'bare Fastify route',
      rate,
      request: () => ({ method: 'GET', path: '/bare' }),
    };
    await runOpenLoad(base, [operation], { seconds: 1 });
    return await measureOne({ process: bare, base }, operation, seconds, 0);
  } finally {
    await stop(bare);
  }
}

/**
 * The bare route, then every operation alone at `rate` (an operation whose share of the mixed
 * rate is lower, such as sign-in, at that share) for `seconds`, against `target`'s web process.
 */
export async function measureCpuPerOperation(
  target: Measured,
  operations: Operation[],
  options: { rate: number; seconds: number },
): Promise<{ bare: CpuRow; rows: CpuRow[]; idleMicrosPerSecond: number }> {
  const bare = await measureBare(options.rate, options.seconds);
  // After the warm-up's queue has drained, or its work would count as idle.
  await settle(target.base);
  const idle = await quietIdle(target, Math.min(5, options.seconds));
  const rows: CpuRow[] = [];
  for (const operation of operations) {
    await settle(target.base);
    rows.push(
      await measureOne(target, { ...operation, rate: Math.min(options.rate, operation.rate) }, options.seconds, idle),
    );
  }
  return { bare, rows, idleMicrosPerSecond: idle };
}

const column = (value: string, width: number) => value.padStart(width);
const micros = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : value.toFixed(0));

/** Prints the table: per operation p50/p99, errors, web CPU µs a request, its ratio to the bare route. */
export function printCpuTable(
  result: { bare: CpuRow; rows: CpuRow[]; idleMicrosPerSecond: number },
  seconds: number,
): void {
  const bareMicros = result.bare.webMicros;
  const withPostgres = result.rows.some((row) => row.postgresMicros !== null);
  console.log(
    `  CPU a request, each operation alone for ${seconds} s against one web process (process.cpuUsage() inside it; ` +
      `its idle CPU, ${(result.idleMicrosPerSecond / 1000).toFixed(1)} ms a second, taken out); load average ${loadAverage()}`,
  );
  if (result.idleMicrosPerSecond > BUSY_IDLE_MICROS) {
    console.log('  (the process never came to rest before the table: its figures below are not the cost of a request)');
  }
  console.log(
    `  ${'operation'.padEnd(40)} ${column('rate', 5)} ${column('answered', 8)} ${column('errors', 6)} ${column('p50 ms', 8)} ` +
      `${column('p99 ms', 8)} ${column('web µs', 8)} ${column('× bare', 7)}` +
      `${withPostgres ? column('PG µs', 8) : ''}  goal`,
  );
  for (const row of [result.bare, ...result.rows]) {
    const figures = row.figures;
    const ratio = bareMicros > 0 ? row.webMicros / bareMicros : NaN;
    const goal = row === result.bare ? null : cpuGoal(figures.name);
    const verdict = goal === null ? '' : `≤ ${goal}×: ${figures.errors === 0 && ratio <= goal ? 'met' : 'NOT met'}`;
    console.log(
      `  ${figures.name.padEnd(40)} ${column(String(figures.rate), 5)} ${column(String(figures.answered), 8)} ` +
        `${column(String(figures.errors), 6)} ${column(figures.p50Ms.toFixed(1), 8)} ${column(figures.p99Ms.toFixed(1), 8)} ` +
        `${column(micros(row.webMicros), 8)} ${column(Number.isNaN(ratio) ? '—' : ratio.toFixed(2), 7)}` +
        `${withPostgres ? column(micros(row.postgresMicros), 8) : ''}  ${verdict}`,
    );
    for (const failure of figures.failures) console.log(`      e.g. ${failure}`);
  }
}
