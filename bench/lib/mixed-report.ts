import { cpus } from 'node:os';
import type { GeneratorFigures, OperationFigures } from './open-load';
import type { LoggedServer } from './process';

/* bench/load.ts's report of one run: per operation, CPU, caches, logs, against the targets. */

export const TARGET_P99_MS = 100;
const TARGET_UNREAD_P99_MS = 25;

export type Target = { kind: 'PGlite' | 'PostgreSQL'; rate: number; seconds: number };
export type Processes = { web: LoggedServer[]; worker: LoggedServer | null };

/** The hit rate of one cache over every web process, from their "cache figures" lines at close. */
function hitRate(web: LoggedServer[], cache: string): string {
  let hits = 0;
  let misses = 0;
  for (const server of web) {
    const line = server.lines('cache figures').find((entry) => entry.cache === cache);
    hits += Number(line?.hits ?? 0);
    misses += Number(line?.misses ?? 0);
  }
  if (hits + misses === 0) return `${cache} cache: no reads`;
  return `${cache} cache ${((100 * hits) / (hits + misses)).toFixed(1)} % hits (${hits} of ${hits + misses})`;
}

/** A percentile, or a dash when no request of the operation was answered at all. */
const latency = (figure: OperationFigures, ms: number) => (figure.answered > 0 ? ms.toFixed(1) : '—').padStart(9);

export type CpuFigures = { web: number; worker: number | null; postgres: number | null };

export function report(
  target: Target,
  processes: Processes,
  run: { operations: OperationFigures[]; generator: GeneratorFigures },
  cpu: CpuFigures,
  logBytes: number,
  load: { before: string; after: string },
): boolean {
  const figures = run.operations;
  const sent = figures.reduce((sum, figure) => sum + figure.sent, 0);
  const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
  const shape =
    processes.worker === null
      ? 'one process (web and jobs)'
      : `${processes.web.length} web process${processes.web.length === 1 ? '' : 'es'} (RUN_WORKERS=false) + 1 worker process`;
  console.log(
    `\n${target.kind} at ${target.rate} req/s for ${target.seconds} s on ${shape}: ${sent} requests, ${errors} errors`,
  );
  console.log(`  load average before ${load.before}, after ${load.after} (${cpus().length} cores)`);
  console.log(
    `  generator: ${run.generator.achievedRate.toFixed(0)} req/s achieved, sent late by p99 ${run.generator.lagP99Ms.toFixed(1)} ms ` +
      `(worst ${run.generator.lagMaxMs.toFixed(0)} ms), CPU ${(run.generator.cpuMs / 1000).toFixed(1)} s of ${(run.generator.wallMs / 1000).toFixed(1)} s`,
  );
  const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `  CPU used: web ${seconds(cpu.web)}` +
      (processes.worker ? `, worker ${seconds(cpu.worker)}` : '') +
      (cpu.postgres !== null ? `, PostgreSQL backends ${seconds(cpu.postgres)}` : '') +
      `; web CPU a request sent ${sent ? (cpu.web / sent).toFixed(2) : 'n/a'} ms, an answered one ${
        sent > errors ? (cpu.web / (sent - errors)).toFixed(2) : 'n/a'
      } ms`,
  );
  console.log(`  ${hitRate(processes.web, 'sessions')}; ${hitRate(processes.web, 'unread-count')}`);
  console.log(
    `  ${'operation'.padEnd(40)} ${'rate'.padStart(6)} ${'sent'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}  p99 target`,
  );
  let met = true;
  for (const figure of figures) {
    const limit = figure.name.startsWith('unread') ? TARGET_UNREAD_P99_MS : TARGET_P99_MS;
    const ok = figure.errors === 0 && figure.p99Ms <= limit;
    met &&= ok;
    console.log(
      `  ${figure.name.padEnd(40)} ${String(figure.rate).padStart(6)} ${String(figure.sent).padStart(7)} ${String(figure.errors).padStart(7)} ${latency(figure, figure.p50Ms)} ${latency(figure, figure.p99Ms)}  ≤ ${limit} ms: ${ok ? 'target met' : 'target NOT met'}`,
    );
    for (const failure of figure.failures) console.log(`      e.g. ${failure}`);
  }
  console.log(
    `  log written at LOG_LEVEL=info: ${(logBytes / 1024).toFixed(1)} KB (${(logBytes / Math.max(1, sent)).toFixed(2)} bytes a request)`,
  );
  const rateMet = run.generator.achievedRate >= target.rate * 0.98;
  console.log(
    `  ${target.kind} at ${target.rate} req/s, 0 errors, p99 ≤ ${TARGET_P99_MS} ms (unread count ≤ ${TARGET_UNREAD_P99_MS} ms): ` +
      (met && rateMet ? 'target met' : 'target NOT met'),
  );
  return met && rateMet;
}
