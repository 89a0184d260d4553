// Several processes on one PostgreSQL (issue 19 part 3): two web processes (RUN_WORKERS=false) and
// two workers (npm run worker) on one fresh database. Run with `npm run test:reliability` and
// DATABASE_URL set to a server the test may create (and drops) a database on.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READY_TIMEOUT_MS,
  SERVER,
  cleanUpProcesses,
  exited,
  freePort,
  run,
  tempDir,
  waitFor,
  waitUntilReady,
} from './helpers/processes';
import type { RunningProcess } from './helpers/processes';
import { recordFault } from './helpers/fault-table';

const SERVER_URL = process.env.DATABASE_URL;
const WORKER = 'apps/server/src/worker.ts';
const PASSWORD = 'Quiet-Harbor-Lantern-42';
const json = { 'content-type': 'application/json' };

type Web = { base: string; process: RunningProcess };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function call(web: Web, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${web.base}${url}`, {
    method,
    headers: { ...json, cookie, origin: web.base },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

/** The unread counts a notification stream sends, as they arrive. */
function watchStream(web: Web, cookie: string, userId: string) {
  const counts: number[] = [];
  const controller = new AbortController();
  const done = (async () => {
    const response = await fetch(`${web.base}/api/users/${userId}/notifications/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (reader) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
      for (const match of text.matchAll(/event: unread\ndata: (\{[^\n]*\})\n\n/g)) {
        counts.push((JSON.parse(match[1] ?? '{}') as { count: number }).count);
      }
      text = text.slice(text.lastIndexOf('\n\n') + 2);
    }
  })().catch((error: unknown) => {
    // Closing the stream aborts the read; anything else fails the test that awaits `done`.
    if (!controller.signal.aborted) throw error;
  });
  return { counts, close: () => controller.abort(), done };
}

describe.skipIf(!SERVER_URL)('two web and two worker processes on one PostgreSQL', () => {
  const name = `${process.env.RELIABILITY_DB_PREFIX ?? 'cd_reliability_'}${Date.now().toString(36)}`;
  const webs: Web[] = [];
  const workers: RunningProcess[] = [];
  let env: Record<string, string> = {};
  const startWeb = async (): Promise<Web> => {
    const port = await freePort();
    const child = run(SERVER, [], { ...env, PORT: String(port), RUN_WORKERS: 'false' });
    await waitUntilReady(port, child);
    return { base: `http://127.0.0.1:${port}`, process: child };
  };

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const url = new URL(SERVER_URL ?? '');
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.toString(),
      // One blob store for all: the same folder on one machine (an S3 bucket across machines).
      DATA_DIR: tempDir('cd-multi-'),
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_MAX: '5',
      JOBS_POOL_MAX: '2',
    };
    const startWorker = async (): Promise<RunningProcess> => {
      const child = run(WORKER, [], { ...env, LOG_LEVEL: 'info' });
      await waitFor(() => child.output().includes('"worker started"'), {
        timeoutMs: READY_TIMEOUT_MS,
        what: 'worker started',
        child,
      });
      return child;
    };
    // The first process applies the migrations on a new database; the others then start together.
    webs.push(await startWeb());
    const [second, ...started] = await Promise.all([startWeb(), startWorker(), startWorker()]);
    webs.push(second);
    workers.push(...started);
  }, 3 * READY_TIMEOUT_MS);

  afterAll(async () => {
    await cleanUpProcesses();
    if (SERVER_URL) await adminQuery(`drop database if exists ${name} with (force)`);
  }, 120_000);

  it(
    'shares sessions, live notifications and cache invalidation, and sends each letter once while a web process is killed and a worker drains',
    async () => {
      const [one, two] = webs as [Web, Web];
      const email = `multi.${Date.now()}@example.com`;
      const signUp = await fetch(`${one.base}/api/identity/sign-up`, {
        method: 'POST',
        headers: { ...json, origin: one.base },
        body: JSON.stringify({ firstName: 'Jane', lastName: 'Doe', email, password: PASSWORD }),
      });
      const { attemptId } = (await signUp.json()) as { attemptId: string };
      const outbox = async (recipient: string) =>
        (
          (await (await fetch(`${two.base}/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
            messages: { body: string }[];
          }
        ).messages;
      const code = (await outbox(email))[0]?.body.match(/\b(\d{6})\b/)?.[1];
      const verify = await fetch(`${one.base}/api/identity/sign-up/verify-email`, {
        method: 'POST',
        headers: { ...json, origin: one.base },
        body: JSON.stringify({ attemptId, code }),
      });
      expect(verify.status).toBe(200);
      const cookie = cookieOf(verify);
      // A second session of the same member, started on the other web process.
      const signIn = await fetch(`${two.base}/api/identity/sign-in`, {
        method: 'POST',
        headers: { ...json, origin: two.base },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const otherDevice = cookieOf(signIn);

      // Sessions are valid on every web process, whichever started them.
      const profile = await call(two, cookie, 'GET', '/api/profile');
      expect(profile.status).toBe(200);
      expect((await call(one, otherDevice, 'GET', '/api/profile')).status).toBe(200);
      // Cached on process two from here on (2 minutes).
      expect((await call(two, otherDevice, 'GET', '/api/profile')).status).toBe(200);
      const session = (await call(one, cookie, 'GET', '/api/identity/session')).body as { user?: { id: string } };
      const userId = session.user?.id ?? '';
      expect(userId).not.toBe('');

      // Live notifications on process two; every write below goes through process one or a worker.
      const stream = watchStream(two, cookie, userId);
      await waitFor(() => stream.counts.length > 0, { timeoutMs: 60_000, what: 'the stream opened' });
      const firstCount = stream.counts[0] ?? 0;

      // Bulk dispatch through the workers (as in durability.process.test.ts).
      const { scan } = (await call(one, cookie, 'POST', '/api/search/scans', { type: 'name', term: 'Jane Doe' }))
        .body as { scan: { id: string } };
      await waitFor(
        async () =>
          ((await call(one, cookie, 'GET', `/api/search/scans/${scan.id}`)).body.scan as { status: string }).status ===
          'completed',
        { timeoutMs: 180_000, what: 'scan completed by a worker' },
      );
      const { results } = (await call(one, cookie, 'GET', '/api/search/results?pageSize=50')).body as {
        results: { id: string }[];
      };
      type Takedown = {
        id: string;
        removals: { id: string; reference: string; method: string; domain: string; optOutEmail: string | null }[];
      };
      const { requests } = (
        await call(one, cookie, 'POST', '/api/requests', { resultIds: results.map((row) => row.id), type: 'others' })
      ).body as { requests: Takedown[] };
      const letters = requests.flatMap((request) =>
        request.removals.filter((removal) => removal.method === 'email').map((removal) => ({ request, removal })),
      );
      expect(letters.length).toBeGreaterThanOrEqual(2);
      const agreement = (await call(one, cookie, 'GET', '/api/agreement')).body;
      expect(
        (
          await call(one, cookie, 'POST', '/api/agreement/signatures', {
            version: agreement.version,
            typedName: 'Jane Doe',
            consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
          })
        ).body,
      ).toHaveProperty('signature');
      for (const { removal } of letters) {
        expect((await call(one, cookie, 'POST', `/api/requests/removals/${removal.id}/authorise`, {})).status).toBe(
          200,
        );
      }
      for (const { request, removal } of letters) {
        await call(one, cookie, 'POST', `/api/requests/${request.id}/automated-removals`, {
          websites: [removal.domain],
        });
      }
      // Web process one dies (SIGKILL) with the letters queued, and a new one takes its place.
      one.process.kill('SIGKILL');
      await exited(one.process);
      const three = await startWeb();
      // One worker drains while the letters go out: it finishes what it holds and takes nothing new.
      const draining = workers[0] as RunningProcess;
      draining.kill('SIGTERM');
      expect(await exited(draining)).toBe(0);
      // No request lost: the new process lists the same ones.
      const listed = (await call(three, cookie, 'GET', '/api/requests?pageSize=100')).body.requests as { id: string }[];
      expect(listed.map((request) => request.id).sort()).toEqual(requests.map((request) => request.id).sort());
      recordFault(
        'SIGKILL of a web process, letters queued',
        `replaced; the new process lists all ${requests.length} requests`,
      );
      let statuses = '';
      await waitFor(
        async () => {
          const rows = (await call(two, cookie, 'GET', '/api/requests?pageSize=100')).body.requests as {
            removals: { method: string; status: string }[];
          }[];
          const sent = rows.flatMap((row) => row.removals).filter((removal) => removal.method === 'email');
          statuses = sent.map((removal) => removal.status).join(',');
          return sent.length > 0 && sent.every((removal) => removal.status === 'submitted');
        },
        { timeoutMs: 180_000, what: 'every letter submitted', child: workers[1] },
      ).catch((error: Error) => {
        throw new Error(`${error.message} (statuses ${statuses})`);
      });
      // Each letter exactly once, whichever worker sent it.
      for (const { removal } of letters) {
        const mine = (await outbox(removal.optOutEmail ?? '')).filter((message) =>
          message.body.includes(removal.reference),
        );
        expect(mine, removal.reference).toHaveLength(1);
      }
      recordFault(
        'SIGTERM of a worker while letters go out',
        `drained (exit 0); all ${letters.length} letters submitted, each emailed once`,
      );

      // A password change on process three notifies (process two's stream hears it) and signs the
      // other device out everywhere at once, though process two had its session cached.
      const change = await call(three, cookie, 'POST', '/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'Another-Quiet-Harbor-43',
      });
      expect(change.status, JSON.stringify(change.body)).toBe(200);
      await waitFor(() => stream.counts.some((count) => count > firstCount), {
        timeoutMs: 30_000,
        what: 'the new unread count on the other process',
      });
      // The change is announced before its answer leaves; process two hears it over PostgreSQL's
      // LISTEN, which takes a moment on a loaded machine.
      await waitFor(async () => (await call(two, otherDevice, 'GET', '/api/profile')).status === 401, {
        timeoutMs: 5_000,
        what: 'the other device signed out on process two',
      });
      stream.close();
      await stream.done;
    },
    15 * 60_000,
  );
});
