// `npm run bench:load`: a mixed scenario at fixed arrival rates (issue 19 "Figures that measure the
// real thing"): 60 s on PGlite at 500 req/s, then on PostgreSQL (DATABASE_URL) at 2,000 req/s.
// Prints errors and p50/p99 per operation, the log bytes the server wrote, and whether every list
// is paged. Never fails on a slow machine: it prints what it measured against the targets.
//   -- --seconds=20  --only=pglite|postgres  --rate=N (both engines)  --members=N
//      --skip=scan,sign-in (leave out the operations whose names start so, to see what costs what)
import { performance } from 'node:perf_hooks';
import { runOpenLoad } from './lib/open-load';
import type { Operation, OperationFigures } from './lib/open-load';
import { BENCH_AUTH_SECRET, createEngine, seedMembers } from './lib/population';
import type { BenchEngine, SeededMember } from './lib/population';
import { freePort, startLoggedNode, stop, waitUntilOk } from './lib/process';

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
        return {
          method: 'POST',
          path: '/api/search/scans',
          headers: { cookie: member.cookie },
          body: JSON.stringify({ type: 'name', term: 'Bench Member' }),
        };
      },
    },
  ];
}

function report(target: Target, figures: OperationFigures[], logBytes: number, seconds: number): void {
  const sent = figures.reduce((sum, figure) => sum + figure.sent, 0);
  const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
  console.log(
    `\n${target.kind} at ${target.rate} req/s for ${seconds} s: ${sent} requests, ${errors} errors (target 0), ` +
      `p99 target ≤ ${TARGET_P99_MS} ms (unread count ≤ ${TARGET_UNREAD_P99_MS} ms)`,
  );
  console.log(
    `  ${'operation'.padEnd(40)} ${'rate'.padStart(6)} ${'sent'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`,
  );
  for (const figure of figures) {
    const limit = figure.name.startsWith('unread') ? TARGET_UNREAD_P99_MS : TARGET_P99_MS;
    const verdict = figure.errors === 0 && figure.p99Ms <= limit ? 'within target' : 'OVER TARGET';
    console.log(
      `  ${figure.name.padEnd(40)} ${String(figure.rate).padStart(6)} ${String(figure.sent).padStart(7)} ${String(figure.errors).padStart(7)} ${figure.p50Ms.toFixed(1).padStart(9)} ${figure.p99Ms.toFixed(1).padStart(9)}  ${verdict}`,
    );
    for (const failure of figure.failures) console.log(`      e.g. ${failure}`);
  }
  console.log(
    `  log written at LOG_LEVEL=info: ${(logBytes / 1024).toFixed(1)} KB (${(logBytes / Math.max(1, sent)).toFixed(2)} bytes a request)`,
  );
}

async function runTarget(target: Target): Promise<void> {
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
    const port = await freePort();
    const server = startLoggedNode('apps/server/src/server.ts', {
      ...engine.env,
      PORT: String(port),
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      AUTH_SECRET: BENCH_AUTH_SECRET,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilOk(`${base}/readyz`);
      const emails = await signUpMembers(base, SIGN_IN_MEMBERS);
      for (const line of await checkPaging(base, members[0] as SeededMember)) console.log(`  list ${line}`);
      const listMembers = members.slice(0, WITH_REQUESTS);
      const before = server.logBytes();
      const skipped = (argument('skip') ?? '').split(',').filter(Boolean);
      const operations = scenario(target.rate, members, listMembers, emails).filter(
        (operation) => !skipped.some((prefix) => operation.name.startsWith(prefix)),
      );
      if (skipped.length > 0) console.log(`  left out: ${skipped.join(', ')}`);
      const figures = await runOpenLoad(base, operations, {
        seconds: SECONDS,
      });
      report(target, figures, server.logBytes() - before, SECONDS);
    } finally {
      await stop(server.child);
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
  for (const target of targets) await runTarget(target);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
