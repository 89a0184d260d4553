import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measure } from './lib/load';
import { runOpenLoad } from './lib/open-load';
import { BENCH_AUTH_SECRET, createEngine, seedMembers } from './lib/population';
import type { BenchEngine, SeededMember } from './lib/population';
import { freePort, startLoggedNode, startNode, stop, waitUntilOk } from './lib/process';
import type { LoggedServer } from './lib/process';
import { createKey, createMember } from './lib/member';
import type { Figure } from './platform';

/**
 * An authenticated read (the unread count) against the bare Fastify route, in the same run, on
 * each engine available: PGlite always, PostgreSQL when DATABASE_URL is set; with the session
 * cookie and with an API key (issue 33: a key costs no more than twice a cookie).
 * Budgets (ARCHITECTURE §12): cookie ÷ bare ≥ 0.5; key ÷ cookie ≥ 0.5.
 */
export async function benchUnreadCount(seconds: number): Promise<Figure[]> {
  const barePort = await freePort();
  const bare = startNode('bench/bare-server.ts', { PORT: String(barePort) });
  const figures: Figure[] = [];
  try {
    await waitUntilOk(`http://127.0.0.1:${barePort}/bare`);
    const engines: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: { DATABASE_URL: '' } }];
    if (process.env.DATABASE_URL) engines.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } });
    for (const engine of engines) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cd-bench-unread-'));
      const port = await freePort();
      const server = startNode('apps/server/src/server.ts', {
        PORT: String(port),
        DATA_DIR: dataDir,
        RUN_WORKERS: 'false',
        NODE_ENV: 'test',
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
        // The key's own limit is counted (in memory, flushed to the store) but never reached here.
        API_KEY_RATE_LIMIT: '100000',
        ...engine.env,
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await waitUntilOk(`${base}/readyz`);
        const member = await createMember(base);
        const url = `${base}/api/users/${member.id}/notifications/unread-count`;
        await measure(url, { connections: 10, seconds: 1, headers: { cookie: member.cookie } });
        const bareResult = await measure(`http://127.0.0.1:${barePort}/bare`, { connections: 50, seconds });
        const unread = await measure(url, { connections: 50, seconds, headers: { cookie: member.cookie } });
        const bearer = { authorization: `Bearer ${await createKey(base, member.cookie)}` };
        await measure(url, { connections: 10, seconds: 1, headers: bearer });
        const keyed = await measure(url, { connections: 50, seconds, headers: bearer });
        const rate = (result: typeof unread) =>
          `${result.requestsPerSecond.toFixed(0)} req/s (p99 ${result.p99Ms} ms, non-2xx ${result.non2xx})`;
        figures.push(
          { name: `unread count on ${engine.name}, cookie`, value: rate(unread) },
          { name: `unread count on ${engine.name}, API key`, value: rate(keyed) },
          { name: `bare route in the same run`, value: `${bareResult.requestsPerSecond.toFixed(0)} req/s` },
          {
            name: `cookie ÷ bare (${engine.name})`,
            value: (unread.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2),
          },
          {
            name: `key ÷ cookie (${engine.name})`,
            value: (keyed.requestsPerSecond / unread.requestsPerSecond).toFixed(2),
          },
        );
      } finally {
        await stop(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await stop(bare);
  }
  return figures;
}

/** The hit rate of one cache from a stopped server's "cache figures" log line. */
function hitRate(server: LoggedServer, cache: string): string {
  const line = server.lines('cache figures').find((entry) => entry.cache === cache);
  const hits = Number(line?.hits ?? 0);
  const misses = Number(line?.misses ?? 0);
  if (hits + misses === 0) return `${cache} cache: no reads`;
  return `${cache} cache ${((100 * hits) / (hits + misses)).toFixed(1)} % hits (${hits} of ${hits + misses})`;
}

const POPULATION = 10_000;

/** Runs `work` against a fresh server process on `engine` (web only), then stops it. */
async function withServer<T>(
  engine: BenchEngine,
  work: (base: string) => Promise<T>,
): Promise<{ result: T; server: LoggedServer }> {
  const port = await freePort();
  const server = startLoggedNode('apps/server/src/server.ts', {
    ...engine.env,
    PORT: String(port),
    RUN_WORKERS: 'false',
    NODE_ENV: 'test',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    AUTH_SECRET: BENCH_AUTH_SECRET,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilOk(`${base}/readyz`);
    return { result: await work(base), server };
  } finally {
    await stop(server.child);
  }
}

/** As in life: each member polls every 30 s, so 10,000 ÷ 30 reads a second at a fixed rate. */
async function pollAsInLife(engine: BenchEngine, pick: () => SeededMember, seconds: number): Promise<Figure[]> {
  const rate = Math.round(POPULATION / 30);
  const life = await withServer(engine, (base) =>
    runOpenLoad(
      base,
      [
        {
          name: 'unread count',
          rate,
          request: () => {
            const member = pick();
            return {
              method: 'GET',
              path: `/api/users/${member.id}/notifications/unread-count`,
              headers: { cookie: member.cookie },
            };
          },
        },
      ],
      { seconds },
    ),
  );
  const [polled] = life.result;
  return [
    {
      name: `${engine.name}: polled as in life (${rate} req/s, ${seconds} s)`,
      value: `p50 ${polled?.p50Ms.toFixed(1)} ms, p99 ${polled?.p99Ms.toFixed(1)} ms, errors ${polled?.errors} of ${polled?.sent}`,
    },
    {
      name: `${engine.name}:   cache hit rates`,
      value: `${hitRate(life.server, 'sessions')}; ${hitRate(life.server, 'unread-count')}`,
    },
  ];
}

/** Flat out: 50 connections, each read from a random member's cookie. */
async function readFlatOut(engine: BenchEngine, pick: () => SeededMember, seconds: number): Promise<Figure[]> {
  const flat = await withServer(engine, (base) =>
    autocannon({
      url: `${base}/api/users/x/notifications/unread-count`,
      connections: 50,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const member = pick();
            return {
              ...request,
              path: `/api/users/${member.id}/notifications/unread-count`,
              headers: { ...request.headers, cookie: member.cookie },
            };
          },
        },
      ],
    }),
  );
  return [
    {
      name: `${engine.name}: flat out, 50 connections, random members`,
      value: `${flat.result.requests.average.toFixed(0)} req/s (p99 ${flat.result.latency.p99} ms, non-2xx ${flat.result.non2xx})`,
    },
    {
      name: `${engine.name}:   cache hit rates`,
      value: `${hitRate(flat.server, 'sessions')}; ${hitRate(flat.server, 'unread-count')}`,
    },
  ];
}

/**
 * The unread count read by 10,000 members, each with a session of their own, on each engine
 * (issue 19: one member's cookie only ever measured the caches). Two runs, each on a fresh server
 * process so each hit rate is its own:
 * - as in life: the web app polls every 30 s, the caches' lifetime, so the load is 10,000 ÷ 30
 *   reads a second at a fixed rate, each from a member picked at random (about 1 − e⁻¹ of reads
 *   can be hits); p50/p99 measured from when each read was due;
 * - flat out: 50 connections, each read from a random member's cookie.
 */
export async function benchUnreadPopulation(seconds: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const kinds: ('PGlite' | 'PostgreSQL')[] = process.env.DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  for (const kind of kinds) {
    const engine = await createEngine(kind, process.env.DATABASE_URL);
    try {
      const seedStarted = performance.now();
      const members = await seedMembers(engine, { members: POPULATION });
      figures.push({
        name: `${kind}: ${POPULATION} members seeded`,
        value: `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
      });
      const pick = () => members[Math.floor(Math.random() * members.length)] as SeededMember;
      figures.push(...(await pollAsInLife(engine, pick, seconds)), ...(await readFlatOut(engine, pick, seconds)));
    } finally {
      await engine.drop();
    }
  }
  return figures;
}
