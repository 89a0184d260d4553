// `npm run bench:load`: a mixed scenario at fixed arrival rates (issue 19 "Figures that measure the
// real thing"): 60 s on PGlite at 500 req/s, then on PostgreSQL (DATABASE_URL) at 2,000 req/s.
// First the cost of a request: each operation alone against one web process, its CPU µs a request
// (process.cpuUsage() inside the process) and the ratio to a bare Fastify route in the same run
// (issue 34). Then the mixed run: errors and p50/p99 per operation, the log bytes the server wrote,
// and whether every list is paged. Never fails on a slow machine: it prints what it measured.
//   -- --short (CI: 10 s mixed, 3 s per operation)  --cpu-seconds=S (0: leave out)  --cpu-rate=N
//      --mixed=no (the CPU a request only)
//      --seconds=20  --only=pglite|postgres  --rate=N (both engines)  --members=N
//      --skip=scan,sign-in (leave out the operations whose names start so, to see what costs what)
//      --warmup=S (seconds at a quarter of the rate first, not counted; default 10)
//      --web=N (web processes on PostgreSQL beside one worker process; default: the cores less one)
//      --profile=DIR (every server process writes a CPU profile there: node --cpu-prof)
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { cpuBetween, loadAverage, postgresBackendsCpu, processCpuMs } from './lib/cpu';
import { measureCpuPerOperation, printCpuTable } from './lib/cpu-per-operation';
import { checkPaging, REQUESTS_EACH, scenario, signUpMembers } from './lib/mixed-scenario';
import { startProcesses, stopAll } from './lib/mixed-processes';
import { report, TARGET_P99_MS } from './lib/mixed-report';
import type { CpuFigures, Processes, Target } from './lib/mixed-report';
import { runOpenLoadWithGenerator } from './lib/open-load';
import type { Operation, OperationFigures } from './lib/open-load';
import { createEngine, seedMembers } from './lib/population';
import type { BenchEngine, SeededMember } from './lib/population';
import { freePort, startNode, stop, waitUntilOk } from './lib/process';
import type { LoggedServer } from './lib/process';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
/** CI's short run: the same shape, fewer seconds. */
const SHORT = process.argv.includes('--short');
const SECONDS = Number(argument('seconds') ?? (SHORT ? 10 : 60));
const MEMBERS = Number(argument('members') ?? 10_000);
/** Members whose request list is read (each has REQUESTS_EACH requests). */
const WITH_REQUESTS = 50;
/** Members signed up through the API, with a password, for the sign-in operation. */
const SIGN_IN_MEMBERS = 20;
/**
 * Web processes on PostgreSQL (decision 034); the jobs run in one worker process beside them. By
 * default a core is left to PostgreSQL, the worker and the generator (decision 139): one on two cores.
 */
const WEB_PROCESSES = Number(argument('web') ?? Math.max(1, availableParallelism() - 1));
const WARMUP_SECONDS = Number(argument('warmup') ?? (SHORT ? 3 : 10));
/** Each operation alone, for the CPU a request (0 leaves it out), at this rate (req/s). */
const CPU_SECONDS = Number(argument('cpu-seconds') ?? (SHORT ? 3 : 10));
const CPU_RATE = Number(argument('cpu-rate') ?? 50);
/** `--mixed=no` prints the CPU a request only. */
const RUN_MIXED = argument('mixed') !== 'no';

/**
 * The yardstick: a bare Fastify route with one JSON answer, its own process, at the same rate for
 * 10 s. When even it misses the p99 target, the machine (its load, the generator beside it) is
 * what a run measures, not the app.
 */
async function yardstick(rate: number): Promise<void> {
  const port = await freePort();
  const bare = startNode('bench/bare-server.ts', { PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/bare`);
    const cpuBefore = processCpuMs(bare.pid);
    const { operations, generator } = await runOpenLoadWithGenerator(
      base,
      [{ name: 'bare', rate, request: () => ({ method: 'GET', path: '/bare' }) }],
      { seconds: 10 },
    );
    const figure = operations[0] as OperationFigures;
    const cpuAfter = processCpuMs(bare.pid);
    const serverCpu =
      cpuBefore !== null && cpuAfter !== null
        ? `server CPU ${((cpuAfter - cpuBefore) / Math.max(1, figure.sent)).toFixed(2)} ms a request, `
        : '';
    console.log(
      `  yardstick, a bare Fastify route at ${rate} req/s for 10 s: ${figure.errors} errors, p50 ${figure.p50Ms.toFixed(1)} ms, ` +
        `p99 ${figure.p99Ms.toFixed(1)} ms (${figure.p99Ms <= TARGET_P99_MS ? 'within' : 'OVER'} ${TARGET_P99_MS} ms); ` +
        `${serverCpu}generator CPU ${(generator.cpuMs / Math.max(1, figure.sent)).toFixed(2)} ms a request; load average ${loadAverage()}`,
    );
  } finally {
    await stop(bare);
  }
}

/** The members the run reads, the sign-in emails, and the operations left in (`--skip`). */
async function prepare(base: string, members: SeededMember[]) {
  const emails = await signUpMembers(base, SIGN_IN_MEMBERS);
  for (const line of await checkPaging(base, members[0] as SeededMember)) console.log(`  list ${line}`);
  const listMembers = members.slice(0, WITH_REQUESTS);
  const skipped = (argument('skip') ?? '').split(',').filter(Boolean);
  if (skipped.length > 0) console.log(`  left out: ${skipped.join(', ')}`);
  return (rate: number) =>
    scenario(rate, members, listMembers, emails).filter(
      (operation) => !skipped.some((prefix) => operation.name.startsWith(prefix)),
    );
}

/** The mixed scenario at the target's rate over every web process, with the CPU each side used. */
async function runMixed(
  target: Target,
  processes: Processes,
  bases: string[],
  operations: Operation[],
  databaseUrl?: string,
) {
  const all = [...processes.web, ...(processes.worker ? [processes.worker] : [])];
  const logBefore = all.reduce((sum, one) => sum + one.logBytes(), 0);
  const webCpu = () => processes.web.reduce((sum, one) => sum + (processCpuMs(one.child.pid) ?? 0), 0);
  const postgresBefore = databaseUrl ? await postgresBackendsCpu(databaseUrl) : null;
  const cpuBefore = { web: webCpu(), worker: processCpuMs(processes.worker?.child.pid) };
  const loadBefore = loadAverage();
  const run = await runOpenLoadWithGenerator(bases, operations, { seconds: target.seconds });
  const loadAfter = loadAverage();
  const workerAfter = processCpuMs(processes.worker?.child.pid);
  const cpu: CpuFigures = {
    web: webCpu() - cpuBefore.web,
    worker: workerAfter !== null && cpuBefore.worker !== null ? workerAfter - cpuBefore.worker : null,
    postgres: databaseUrl && postgresBefore ? cpuBetween(postgresBefore, await postgresBackendsCpu(databaseUrl)) : null,
  };
  const logBytes = all.reduce((sum, one) => sum + one.logBytes(), 0) - logBefore;
  await stopAll(processes);
  return report(target, processes, run, cpu, logBytes, { before: loadBefore, after: loadAfter });
}

/** The run on one engine: whether the mixed scenario met its targets, null when it was left out. */
async function runTarget(target: Target): Promise<boolean | null> {
  let engine: BenchEngine | null = null;
  try {
    engine = await createEngine(target.kind, process.env.DATABASE_URL);
    const seedStarted = performance.now();
    const members = await seedMembers(engine, {
      members: MEMBERS,
      withRequests: WITH_REQUESTS,
      requestsEach: REQUESTS_EACH,
    });
    console.log(
      `\n${target.kind}: seeded ${MEMBERS} members with sessions, ${WITH_REQUESTS} of them with ${REQUESTS_EACH} requests each, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    if (RUN_MIXED) await yardstick(target.rate);
    const { processes, bases } = await startProcesses(engine, {
      webProcesses: WEB_PROCESSES,
      profileDir: argument('profile'),
    });
    try {
      const operationsAt = await prepare(bases[0] as string, members);
      // A server in service has run every route before: the first requests of a fresh process
      // compile its code (tsx, the JIT), which is start-up, not the cost of a request.
      if (WARMUP_SECONDS > 0) {
        await runOpenLoadWithGenerator(bases, operationsAt(Math.max(10, target.rate / 4)), { seconds: WARMUP_SECONDS });
        console.log(
          `  warmed up: ${WARMUP_SECONDS} s at a quarter of the rate (not counted below but in the cache figures)`,
        );
      }
      const databaseUrl = engine.env.DATABASE_URL || undefined;
      if (CPU_SECONDS > 0) {
        const measured = { process: (processes.web[0] as LoggedServer).child, base: bases[0] as string, databaseUrl };
        const cpu = await measureCpuPerOperation(measured, operationsAt(target.rate), {
          rate: CPU_RATE,
          seconds: CPU_SECONDS,
        });
        printCpuTable(cpu, CPU_SECONDS);
      }
      if (!RUN_MIXED) return null;
      return await runMixed(target, processes, bases, operationsAt(target.rate), databaseUrl);
    } finally {
      await stopAll(processes);
    }
  } finally {
    await engine?.drop();
  }
}

async function main(): Promise<void> {
  const only = argument('only');
  const rate = argument('rate');
  const targets: Target[] = [];
  if (only !== 'postgres') targets.push({ kind: 'PGlite', rate: Number(rate ?? 500), seconds: SECONDS });
  if (only !== 'pglite') {
    if (process.env.DATABASE_URL) targets.push({ kind: 'PostgreSQL', rate: Number(rate ?? 2000), seconds: SECONDS });
    else console.log('PostgreSQL: skipped, set DATABASE_URL to a server the benchmark may create databases on');
  }
  console.log(`ClearDocket load benchmark: ${SECONDS} s per engine, ${MEMBERS} members`);
  const verdicts: string[] = [];
  for (const target of targets) {
    const met = await runTarget(target);
    if (met !== null) verdicts.push(`${target.kind} at ${target.rate} req/s: ${met ? 'target met' : 'target NOT met'}`);
  }
  console.log(`\n${verdicts.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
