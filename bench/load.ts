// `npm run bench:load`: a mixed scenario at fixed arrival rates (issue 19 "Figures that measure the
// real thing"): 60 s on PGlite at 500 req/s, then on PostgreSQL (DATABASE_URL) at 2,000 req/s.
// Prints errors and p50/p99 per operation, the log bytes the server wrote, and whether every list
// is paged. Never fails on a slow machine: it prints what it measured against the targets.
//   -- --seconds=20  --only=pglite|postgres  --rate=N (both engines)  --members=N
//      --skip=scan,sign-in (leave out the operations whose names start so, to see what costs what)
//      --warmup=S (seconds at a quarter of the rate first, not counted; default 10)
//      --web=N (web processes on PostgreSQL, default 2, beside one worker process)
//      --profile=DIR (every server process writes a CPU profile there: node --cpu-prof)
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { cpuBetween, loadAverage, postgresBackendsCpu, processCpuMs } from './lib/cpu';
import { runOpenLoadWithGenerator } from './lib/open-load';
import type { GeneratorFigures, Operation, OperationFigures } from './lib/open-load';
import { BENCH_AUTH_SECRET, createEngine, seedMembers } from './lib/population';
import type { BenchEngine, SeededMember } from './lib/population';
import { freePort, startLoggedNode, startNode, stop, waitUntilOk } from './lib/process';
import type { LoggedServer } from './lib/process';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const SECONDS = Number(argument('seconds') ?? 60);
const MEMBERS = Number(argument('members') ?? 10_000);
/** Members whose request list is read: each has 1,000 requests. */
const WITH_REQUESTS = 50;
const REQUESTS_EACH = 1_000;
/** Members signed up through the API, with a password, for the sign-in operation. */
const SIGN_IN_MEMBERS = 20;
const PASSWORD = 'Quiet-Harbor-Lantern-42';
const TARGET_P99_MS = 100;
const TARGET_UNREAD_P99_MS = 25;
/** Web processes on PostgreSQL (decision 034); the jobs run in one worker process beside them. */
const WEB_PROCESSES = Number(argument('web') ?? 2);
const WARMUP_SECONDS = Number(argument('warmup') ?? 10);

type Target = { kind: 'PGlite' | 'PostgreSQL'; rate: number };

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
}

/** Members with a password, signed up and verified through the API as a person would. */
async function signUpMembers(base: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `load.${i}.${Date.now().toString(36)}@example.com`;
    const signUp = await postJson(`${base}/api/identity/sign-up`, {
      firstName: 'Load',
      lastName: 'Member',
      email,
      password: PASSWORD,
    });
    const { attemptId } = (await signUp.json()) as { attemptId: string };
    const outbox = (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as {
      messages: { body: string }[];
    };
    const code = outbox.messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verify = await postJson(`${base}/api/identity/sign-up/verify-email`, { attemptId, code });
    if (!verify.ok) throw new Error(`load member ${i} could not verify: ${verify.status}`);
    emails.push(email);
  }
  return emails;
}

/** Every list a member reads comes a page at a time (issue 19): asked without a page, each says so. */
async function checkPaging(base: string, member: SeededMember): Promise<string[]> {
  const lists = [
    { path: '/api/requests', key: 'requests', expectTotal: REQUESTS_EACH },
    { path: `/api/users/${member.id}/notifications`, key: 'notifications' },
    { path: '/api/search/results', key: 'results' },
  ];
  const lines: string[] = [];
  for (const list of lists) {
    const response = await fetch(`${base}${list.path}`, { headers: { cookie: member.cookie } });
    const body = (await response.json()) as Record<string, unknown>;
    const items = body[list.key];
    const count = Array.isArray(items) ? items.length : -1;
    const paged = typeof body.total === 'number' && typeof body.pageSize === 'number' && count <= body.pageSize;
    const complete = list.expectTotal === undefined || body.total === list.expectTotal;
    lines.push(
      `${list.path.replace(member.id, ':userId')}: ${paged && complete ? 'paged' : 'NOT PAGED'} (${count} of ${String(body.total)}, page size ${String(body.pageSize)})`,
    );
  }
  return lines;
}

/** The scenario's operations at `rate` requests a second in all, in the shares of a member's day. */
function scenario(rate: number, members: SeededMember[], listMembers: SeededMember[], emails: string[]): Operation[] {
  const pick = (from: SeededMember[]) => from[Math.floor(Math.random() * from.length)] as SeededMember;
  const share = (part: number) => Math.max(1, Math.round(rate * part));
  return [
    {
      name: 'unread count (poll)',
      rate: share(0.4),
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications/unread-count`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'notifications page (poll)',
      rate: share(0.2),
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications?page=1&pageSize=20`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'search results page',
      rate: share(0.17),
      request: () => {
        const member = pick(members);
        return { method: 'GET', path: `/api/search/results?page=1&pageSize=20`, headers: { cookie: member.cookie } };
      },
    },
    {
      name: 'request list page (1,000 requests)',
      rate: share(0.2),
      request: () => {
        const member = pick(listMembers);
        const page = 1 + Math.floor(Math.random() * 10);
        return { method: 'GET', path: `/api/requests?page=${page}&pageSize=100`, headers: { cookie: member.cookie } };
      },
    },
    {
      name: 'notification stream (open, held 5 s)',
      rate: share(0.01),
      holdMs: 5_000,
      request: () => {
        const member = pick(members);
        return {
          method: 'GET',
          path: `/api/users/${member.id}/notifications/stream`,
          headers: { cookie: member.cookie },
        };
      },
    },
    {
      name: 'sign-in (password)',
      rate: share(0.005),
      request: (i) => ({
        method: 'POST',
        path: '/api/identity/sign-in',
        body: JSON.stringify({ email: emails[i % emails.length], password: PASSWORD }),
      }),
    },
    {
      name: 'scan start',
      rate: share(0.015),
      request: () => {
        const member = pick(members);
        // Their own name: a term of no profile is refused (issue 17).
        return {
          method: 'POST',
          path: '/api/search/scans',
          headers: { cookie: member.cookie },
          body: JSON.stringify({ type: 'name', term: member.name }),
        };
      },
    },
  ];
}

type Processes = { web: LoggedServer[]; worker: LoggedServer | null };

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

type CpuFigures = { web: number; worker: number | null; postgres: number | null };

function report(
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
    `\n${target.kind} at ${target.rate} req/s for ${SECONDS} s on ${shape}: ${sent} requests, ${errors} errors`,
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

function serverEnv(engine: BenchEngine, extra: Record<string, string>): Record<string, string> {
  return {
    ...engine.env,
    NODE_ENV: 'test',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ...extra,
  };
}

/** Waits for a worker process's "worker started" line (it does not listen). */
async function waitForWorker(worker: LoggedServer): Promise<void> {
  const started = performance.now();
  while (worker.lines('worker started').length === 0) {
    if (worker.child.exitCode !== null) throw new Error('the worker process exited while starting');
    if (performance.now() - started > 600_000) throw new Error('the worker did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PGlite: one process, web and jobs (PGlite is one process's). PostgreSQL: WEB web processes with
 * RUN_WORKERS=false and one worker process (decision 034), the generator taking the web processes
 * in turn as a load balancer would.
 */
async function startProcesses(engine: BenchEngine): Promise<{ processes: Processes; bases: string[] }> {
  const profileDir = argument('profile');
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (engine.name === 'PGlite') {
    const port = await freePort();
    const server = startLoggedNode('apps/server/src/server.ts', serverEnv(engine, { PORT: String(port) }), nodeArgs);
    const base = `http://127.0.0.1:${port}`;
    const processes = { web: [server], worker: null };
    try {
      await waitUntilOk(`${base}/readyz`);
    } catch (error) {
      await stopAll(processes);
      throw error;
    }
    return { processes, bases: [base] };
  }
  const processes: Processes = { web: [], worker: null };
  const bases: string[] = [];
  try {
    for (let i = 0; i < WEB_PROCESSES; i += 1) {
      const port = await freePort();
      processes.web.push(
        startLoggedNode(
          'apps/server/src/server.ts',
          serverEnv(engine, { PORT: String(port), RUN_WORKERS: 'false' }),
          nodeArgs,
        ),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    processes.worker = startLoggedNode('apps/server/src/worker.ts', serverEnv(engine, {}), nodeArgs);
    await Promise.all(bases.map((base) => waitUntilOk(`${base}/readyz`)));
    await waitForWorker(processes.worker);
  } catch (error) {
    await stopAll(processes);
    throw error;
  }
  return { processes, bases };
}

async function stopAll(processes: Processes): Promise<void> {
  await Promise.all([...processes.web, ...(processes.worker ? [processes.worker] : [])].map((one) => stop(one.child)));
}

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
    const { operations, generator } = await runOpenLoadWithGenerator(
      base,
      [{ name: 'bare', rate, request: () => ({ method: 'GET', path: '/bare' }) }],
      { seconds: 10 },
    );
    const figure = operations[0] as OperationFigures;
    console.log(
      `  yardstick, a bare Fastify route at ${rate} req/s for 10 s: ${figure.errors} errors, p50 ${figure.p50Ms.toFixed(1)} ms, ` +
        `p99 ${figure.p99Ms.toFixed(1)} ms (${figure.p99Ms <= TARGET_P99_MS ? 'within' : 'OVER'} ${TARGET_P99_MS} ms); ` +
        `generator CPU ${(generator.cpuMs / Math.max(1, figure.sent)).toFixed(2)} ms a request; load average ${loadAverage()}`,
    );
  } finally {
    await stop(bare);
  }
}

async function runTarget(target: Target): Promise<boolean> {
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
    await yardstick(target.rate);
    const { processes, bases } = await startProcesses(engine);
    const all = [...processes.web, ...(processes.worker ? [processes.worker] : [])];
    try {
      const base = bases[0] as string;
      const emails = await signUpMembers(base, SIGN_IN_MEMBERS);
      for (const line of await checkPaging(base, members[0] as SeededMember)) console.log(`  list ${line}`);
      const listMembers = members.slice(0, WITH_REQUESTS);
      const logBefore = all.reduce((sum, one) => sum + one.logBytes(), 0);
      const skipped = (argument('skip') ?? '').split(',').filter(Boolean);
      const operations = scenario(target.rate, members, listMembers, emails).filter(
        (operation) => !skipped.some((prefix) => operation.name.startsWith(prefix)),
      );
      if (skipped.length > 0) console.log(`  left out: ${skipped.join(', ')}`);
      // A server in service has run every route before: the first requests of a fresh process
      // compile its code (tsx, the JIT), which is start-up, not the cost of a request.
      if (WARMUP_SECONDS > 0) {
        const warmup = scenario(Math.max(10, target.rate / 4), members, listMembers, emails).filter(
          (operation) => !skipped.some((prefix) => operation.name.startsWith(prefix)),
        );
        await runOpenLoadWithGenerator(bases, warmup, { seconds: WARMUP_SECONDS });
        console.log(
          `  warmed up: ${WARMUP_SECONDS} s at a quarter of the rate (not counted below but in the cache figures)`,
        );
      }
      const databaseUrl = engine.env.DATABASE_URL;
      const webCpu = () => processes.web.reduce((sum, one) => sum + (processCpuMs(one.child.pid) ?? 0), 0);
      const postgresBefore = databaseUrl ? await postgresBackendsCpu(databaseUrl) : null;
      const cpuBefore = { web: webCpu(), worker: processCpuMs(processes.worker?.child.pid) };
      const loadBefore = loadAverage();
      const run = await runOpenLoadWithGenerator(bases, operations, { seconds: SECONDS });
      const loadAfter = loadAverage();
      const workerAfter = processCpuMs(processes.worker?.child.pid);
      const cpu: CpuFigures = {
        web: webCpu() - cpuBefore.web,
        worker: workerAfter !== null && cpuBefore.worker !== null ? workerAfter - cpuBefore.worker : null,
        postgres:
          databaseUrl && postgresBefore ? cpuBetween(postgresBefore, await postgresBackendsCpu(databaseUrl)) : null,
      };
      const logBytes = all.reduce((sum, one) => sum + one.logBytes(), 0) - logBefore;
      await stopAll(processes);
      return report(target, processes, run, cpu, logBytes, { before: loadBefore, after: loadAfter });
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
  if (only !== 'postgres') targets.push({ kind: 'PGlite', rate: Number(rate ?? 500) });
  if (only !== 'pglite') {
    if (process.env.DATABASE_URL) targets.push({ kind: 'PostgreSQL', rate: Number(rate ?? 2000) });
    else console.log('PostgreSQL: skipped, set DATABASE_URL to a server the benchmark may create databases on');
  }
  console.log(`ClearDocket load benchmark: ${SECONDS} s per engine, ${MEMBERS} members`);
  const verdicts: string[] = [];
  for (const target of targets) {
    const met = await runTarget(target);
    verdicts.push(`${target.kind} at ${target.rate} req/s: ${met ? 'target met' : 'target NOT met'}`);
  }
  console.log(`\n${verdicts.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
