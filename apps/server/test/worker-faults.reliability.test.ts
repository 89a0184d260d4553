// Faults in the job workers (issue 19 part 4), part of `npm run test:reliability`: a worker
// SIGKILLed in the middle of a scan, of a bulk dispatch and of a playbook run (just after it
// clicked the opt-out form's submit), the search provider failing and timing
// out mid-run, a full disk under the blob store, and the provider's rate limit across two workers.
// Real processes (one web, workers started and killed) on a fresh database of the PostgreSQL server
// in DATABASE_URL, which is never stopped; the search provider is a loopback stand-in speaking
// Brave's API. Each fault is waited out by conditions, never by timing.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RATE_LIMIT } from '@cleardocket/domain/constants';
import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import { STORAGE_FULL_MESSAGE } from '../src/plugins/errors';
import { recordFault } from './helpers/fault-table';
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

const SERVER_URL = process.env.DATABASE_URL;
const WORKER = 'apps/server/src/worker.ts';
const PASSWORD = 'Quiet-Harbor-Lantern-42';
/** The catalogue's sites that take opt-outs by email: each finding on one becomes a letter. */
const EMAIL_SITES = [
  'backgroundcheck.run',
  'bustedmugshots.com',
  'bustednewspaper.com',
  'councilon.com',
  'dataveria.com',
  'lead411.com',
  'newenglandfacts.com',
  'people-background-check.com',
  'persontrust.com',
  'pub360.com',
  'verecor.com',
  'vericora.com',
  'veriforia.com',
];

/** What the stand-in does with the next search requests. */
type Mode = 'ok' | 'fail' | 'hang' | 'hold';
type Seen = { at: number; query: string };

/** A loopback Brave Search API: GET /res/v1/web/search?q=…&count=… with X-Subscription-Token. */
async function startSearchStandIn() {
  // `extra`: listing URLs found besides the email sites' (a web-form site for the runner's test).
  const state = { mode: 'ok' as Mode, seen: [] as Seen[], held: [] as ServerResponse[], extra: [] as string[] };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/res/v1/web/search' || !request.headers['x-subscription-token']) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorised"}');
      return;
    }
    const query = url.searchParams.get('q') ?? '';
    state.seen.push({ at: Date.now(), query });
    if (state.mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      return;
    }
    if (state.mode === 'hang' || state.mode === 'hold') {
      // 'hang' never answers (the app's own timeout ends it); 'hold' waits for the test.
      state.held.push(response);
      return;
    }
    const name = (query.match(/"([^"]+)"/)?.[1] ?? 'Jane Doe').trim();
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    const results = [
      ...EMAIL_SITES.map((domain, index) => `https://${domain}/people/${slug}-${index}`),
      ...state.extra,
    ].map((url) => ({
      url,
      title: `${name}, age 42 - Springfield, IL | ${new URL(url).hostname}`,
      description: `${name} lives in Springfield, Illinois. Phone, address and relatives of ${name}.`,
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ web: { results } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/res/v1/web/search`,
    /** Drops every held request (their sockets close, as a provider's outage would). */
    dropHeld() {
      for (const response of state.held.splice(0)) response.destroy();
    },
    async close() {
      this.dropHeld();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A loopback opt-out form in Spokeo's shape (form, "Remove", "Check your email"), standing in for
 * spokeo.com through a playbook file. It counts the forms it receives; while `hold` is set it keeps
 * the submitting request unanswered, so a worker can be killed just after its click sent the form.
 */
async function startFormSite() {
  const state = { hold: false, filings: [] as string[], held: [] as ServerResponse[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const html = (title: string, body: string) =>
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1>${body}</html>`);
      if (request.url !== '/optout') return void response.writeHead(404).end();
      if (request.method === 'GET')
        return html(
          'Opt out your information',
          `<form method="post"><label>Listing URL <input name="url"></label>
          <label>Email <input name="email" type="email"></label><button>Remove</button></form>`,
        );
      state.filings.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('url') ?? '');
      if (state.hold) return void state.held.push(response);
      html('Check your email', '<p>Click the link in the email to confirm.</p>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const response of state.held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Member = { cookie: string; userId: string; email: string };

describe.skipIf(!SERVER_URL)('worker faults on PostgreSQL', () => {
  const name = `${process.env.RELIABILITY_DB_PREFIX ?? 'cd_reliability_'}w${Date.now().toString(36)}`;
  let env: Record<string, string> = {};
  let db: pg.Client;
  let standIn: Awaited<ReturnType<typeof startSearchStandIn>>;
  let base = '';
  let member: Member;
  const workers: RunningProcess[] = [];

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const startWorker = async (extra: Record<string, string> = {}): Promise<RunningProcess> => {
    // Debug, so each job's outcome is in the worker's output ("job completed" names the job).
    const child = run(WORKER, [], { ...env, LOG_LEVEL: 'debug', ...extra });
    await waitFor(() => child.output().includes('"worker started"'), {
      timeoutMs: READY_TIMEOUT_MS,
      what: 'worker started',
      child,
    });
    workers.push(child);
    return child;
  };
  const kill = async (child: RunningProcess) => {
    child.kill('SIGKILL');
    await exited(child);
    if (workers.includes(child)) workers.splice(workers.indexOf(child), 1);
  };
  const startWeb = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const child = run(SERVER, [], { ...env, PORT: String(port), RUN_WORKERS: 'false', ...extra });
    await waitUntilReady(port, child);
    return { base: `http://127.0.0.1:${port}`, process: child };
  };
  const call = async (method: string, url: string, body?: unknown, at = base) => {
    const response = await fetch(`${at}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: member.cookie, origin: at },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  type Scan = {
    id: string;
    status: string;
    provider: string;
    providerMessage: string | null;
    resultCount: number;
    foundCount: number;
  };
  const scanOf = async (id: string) => (await call('GET', `/api/search/scans/${id}`)).body.scan as Scan;
  const startScan = async (term: string) => {
    const started = await call('POST', '/api/search/scans', { type: 'name', term });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return (started.body.scan as Scan).id;
  };
  const finished = async (id: string, timeoutMs = 300_000) => {
    let scan: Scan | null = null;
    await waitFor(
      async () => {
        scan = await scanOf(id);
        return scan.status === 'completed' || scan.status === 'failed';
      },
      { timeoutMs, what: `scan ${id} finished` },
    );
    return scan as unknown as Scan;
  };
  const outbox = async (recipient: string) =>
    (
      (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
        messages: { body: string }[];
      }
    ).messages;
  /** The pg-boss jobs of one queue whose data has `key` = `value`: their states and retries. */
  const jobsOf = async (queue: string, key: string, value: string) =>
    (
      await db.query<{ state: string; retry_count: number }>(
        'select state, retry_count from pgboss.job where name = $1 and data->>$2 = $3',
        [queue, key, value],
      )
    ).rows;

  beforeAll(async () => {
    standIn = await startSearchStandIn();
    await adminQuery(`create database ${name}`);
    const url = new URL(SERVER_URL ?? '');
    url.pathname = `/${name}`;
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: tempDir('cd-worker-faults-'),
      NODE_ENV: 'test',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_MAX: '4',
      JOBS_POOL_MAX: '2',
      SEARCH_PROVIDER: 'brave',
      BRAVE_SEARCH_KEY: 'BSAfaultsStandInKey01',
      BRAVE_SEARCH_URL: standIn.url,
      // A killed worker's job is retried once its heartbeat is 10 s stale, looked for every 2 s
      // (decision 040); the defaults are 60 s and 60 s.
      JOBS_HEARTBEAT_SECONDS: '10',
      JOBS_SUPERVISE_SECONDS: '2',
    };
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    // The web process applies the migrations on the new database before anything else starts.
    base = (await startWeb()).base;
    await db.connect();
    const email = `worker.faults.${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json', origin: base };
    const signUp = await fetch(`${base}/api/identity/sign-up`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Jane', lastName: 'Doe', email, password: PASSWORD }),
    });
    const { attemptId } = (await signUp.json()) as { attemptId: string };
    const code = (await outbox(email))[0]?.body.match(/\b(\d{6})\b/)?.[1];
    const verify = await fetch(`${base}/api/identity/sign-up/verify-email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ attemptId, code }),
    });
    expect(verify.status).toBe(200);
    const cookie = verify.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    member = { cookie, email, userId: '' };
    const session = (await call('GET', '/api/identity/session')).body as { user?: { id: string } };
    member.userId = session.user?.id ?? '';
    expect(member.userId).not.toBe('');
  }, 2 * READY_TIMEOUT_MS);

  afterAll(async () => {
    await cleanUpProcesses();
    await db?.end();
    await standIn?.close();
    if (SERVER_URL) await adminQuery(`drop database if exists ${name} with (force)`);
  }, 120_000);

  it('a worker SIGKILLed in the middle of a scan: a restarted worker finishes it once, nothing lost or doubled', async () => {
    const first = await startWorker();
    standIn.state.mode = 'hold';
    const scanId = await startScan('Jane Doe');
    // The worker is mid-scan: its request is at the provider, unanswered.
    await waitFor(() => standIn.state.held.length > 0, {
      timeoutMs: 300_000,
      what: 'the scan reached the provider',
      child: first,
    });
    expect((await scanOf(scanId)).status).toBe('running');
    await kill(first);
    standIn.dropHeld();
    standIn.state.mode = 'ok';
    const restarted = await startWorker();
    const scan = await finished(scanId);
    expect(scan.status).toBe('completed');
    expect(scan.provider).toBe('brave');
    expect(scan.resultCount).toBe(EMAIL_SITES.length);
    // One job, completed once, by its second attempt (the first died with its worker).
    const jobs = await jobsOf('search-scan', 'scanId', scanId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('completed');
    expect(jobs[0]?.retry_count).toBe(1);
    expect(restarted.output()).toContain('"job":"search-scan"');
    // No lost and no doubled row: every finding once, one history entry, one notification.
    const results = await db.query<{ url: string }>('select url from search_results where user_id = $1', [
      member.userId,
    ]);
    expect(new Set(results.rows.map((row) => row.url)).size).toBe(EMAIL_SITES.length);
    expect(results.rows).toHaveLength(EMAIL_SITES.length);
    const history = await db.query('select 1 from search_history where user_id = $1', [member.userId]);
    expect(history.rows).toHaveLength(1);
    // One notification when the scan found something to act on, none otherwise, never two.
    const notes = await db.query("select 1 from notifications where user_id = $1 and category_id = 'scan-results'", [
      member.userId,
    ]);
    expect(notes.rows).toHaveLength(scan.foundCount > 0 ? 1 : 0);
    recordFault(
      'SIGKILL of a worker mid-scan (request at provider)',
      `restarted worker finished it: job completed once (1 retry), ${EMAIL_SITES.length} results, 1 history row, ${notes.rows.length} notification(s) for ${scan.foundCount} alert(s)`,
    );
  }, 900_000);

  it('a full disk under the blob store: the member is told plainly, nothing is half-written, and it works once there is room', async () => {
    // A 1 MB tmpfs as a second web process's data folder, filled up to the last byte.
    const mount = tempDir('cd-full-disk-');
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`This test mounts a 1 MB tmpfs (it needs root): ${String(error)}`);
    }
    try {
      const full = await startWeb({ DATA_DIR: mount });
      const filesOf = () =>
        (readdirSync(mount, { recursive: true }) as string[])
          .filter((entry) => entry !== 'filler' && statSync(path.join(mount, entry)).isFile())
          .sort();
      const filesBefore = filesOf();
      const filler = path.join(mount, 'filler');
      const fd = openSync(filler, 'w');
      try {
        const chunk = Buffer.alloc(4096, 1);
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        closeSync(fd);
      }
      const agreement = (await call('GET', '/api/agreement', undefined, full.base)).body;
      const sign = () =>
        call(
          'POST',
          '/api/agreement/signatures',
          {
            version: agreement.version,
            typedName: 'Jane Doe',
            consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
          },
          full.base,
        );
      const refused = await sign();
      expect(refused.status).toBe(503);
      expect(refused.body.error).toEqual({ code: 'unavailable', message: STORAGE_FULL_MESSAGE });
      // The operator's log names the cause.
      await waitFor(() => full.process.output().includes('ENOSPC'), {
        timeoutMs: 60_000,
        what: 'ENOSPC in the log',
      });
      // Nothing half-written: no signature row, no blob or temporary file left on the disk.
      const rows = await db.query('select 1 from agreement_signatures where user_id = $1', [member.userId]);
      expect(rows.rows).toHaveLength(0);
      expect(filesOf()).toEqual(filesBefore);
      // Room again: the same request succeeds and its blob is whole.
      rmSync(filler);
      const signed = await sign();
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
      const [row] = (
        await db.query<{ pdf_sha256: string; pdf_size: number }>(
          'select pdf_sha256, pdf_size from agreement_signatures where user_id = $1',
          [member.userId],
        )
      ).rows;
      const sha = row?.pdf_sha256 ?? '';
      // The file store keeps blobs under DATA_DIR/blobs/ab/cd/<sha256>.
      expect(statSync(path.join(mount, 'blobs', sha.slice(0, 2), sha.slice(2, 4), sha)).size).toBe(
        Number(row?.pdf_size),
      );
      await kill(full.process);
      recordFault(
        'Blob store disk full (1 MB tmpfs, ENOSPC)',
        '503 "cannot save files…storage is full", ENOSPC in the log, no row, no file; signed once room came back',
      );
    } finally {
      execFileSync('umount', ['-l', mount], { stdio: 'pipe' });
    }
  }, 900_000);

  it('a worker SIGKILLed in the middle of a bulk dispatch: every letter goes out exactly once', async () => {
    const { results } = (await call('GET', '/api/search/results?pageSize=50')).body as { results: { id: string }[] };
    type Removal = { id: string; reference: string; method: string; optOutEmail: string | null; status: string };
    const created = await call('POST', '/api/requests', { resultIds: results.map((row) => row.id), type: 'others' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const letters = (created.body.requests as { removals: Removal[] }[])
      .flatMap((request) => request.removals)
      .filter((removal) => removal.method === 'email' && removal.optOutEmail);
    expect(letters).toHaveLength(EMAIL_SITES.length);
    // No worker takes jobs while the letters are authorised (each authorisation queues its letter).
    for (const running of workers.splice(0)) {
      running.kill('SIGTERM');
      await exited(running);
    }
    for (const letter of letters) {
      const authorised = await call('POST', `/api/requests/removals/${letter.id}/authorise`, {});
      expect(authorised.status, JSON.stringify(authorised.body)).toBe(200);
    }
    // The seventh letter's row is locked: a worker that reaches it is stopped mid-dispatch, inside
    // its transaction, with the letters before it sent.
    const blocker = new pg.Client({ connectionString: env.DATABASE_URL });
    await blocker.connect();
    const blocked = letters[6] as Removal;
    await blocker.query('begin');
    await blocker.query('select id from removal_requests where id = $1 for update', [blocked.id]);
    const first = await startWorker();
    await waitFor(
      async () =>
        (
          await db.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%removal_requests%for update%'",
          )
        ).rows.length > 0,
      { timeoutMs: 300_000, what: 'a worker waiting on the locked letter', child: first },
    );
    const sentBefore = (await db.query('select 1 from removal_requests where email_sent_at is not null')).rows.length;
    await kill(first);
    await blocker.query('rollback');
    await blocker.end();
    await startWorker();
    await waitFor(
      async () =>
        (await db.query('select 1 from removal_requests where email_sent_at is not null')).rows.length ===
        letters.length,
      { timeoutMs: 600_000, what: 'every letter sent' },
    );
    // Each letter exactly once in the outbox, each removal submitted, each dispatch finished.
    for (const letter of letters) {
      const mine = (await outbox(letter.optOutEmail ?? '')).filter((message) =>
        message.body.includes(letter.reference),
      );
      expect(mine, letter.reference).toHaveLength(1);
    }
    await waitFor(
      async () => {
        const rows = (await call('GET', '/api/requests?pageSize=100')).body.requests as { removals: Removal[] }[];
        return rows.flatMap((row) => row.removals).every((removal) => removal.status === 'submitted');
      },
      { timeoutMs: 120_000, what: 'every removal submitted' },
    );
    // The killed dispatch was retried and finished; no dispatch of any letter is left undone.
    const blockedJobs = await jobsOf('removal-dispatch', 'removalId', blocked.id);
    expect(blockedJobs.some((job) => job.retry_count >= 1)).toBe(true);
    const undone = await db.query("select 1 from pgboss.job where name = 'removal-dispatch' and state <> 'completed'");
    expect(undone.rows).toEqual([]);
    const events = await db.query(
      "select removal_request_id from removal_events where kind = 'email-sent' group by removal_request_id having count(*) > 1",
    );
    expect(events.rows).toEqual([]);
    recordFault(
      'SIGKILL of a worker mid bulk dispatch (13 letters)',
      `${sentBefore} sent before, killed inside the 7th's transaction; restarted worker sent the rest: 13 letters, each once`,
    );
  }, 900_000);

  it('a provider outage: scans fall back with the message, lose nothing, and the provider is used again once back', async () => {
    if (workers.length === 0) await startWorker();
    standIn.state.mode = 'fail';
    const failed = await finished(await startScan('Janet Doe'));
    expect(failed.status).toBe('completed');
    expect(failed.provider).toBe('offline');
    expect(failed.providerMessage).toBe(SEARCH_API_MESSAGES.generic);
    expect(failed.resultCount).toBeGreaterThan(0);
    // Times out: the provider takes the request and never answers (the app's limit is 30 s).
    standIn.state.mode = 'hang';
    const hung = await finished(await startScan('Joan Doe'));
    expect(hung.status).toBe('completed');
    expect(hung.provider).toBe('offline');
    expect(hung.providerMessage).toBe(SEARCH_API_MESSAGES.connect);
    standIn.dropHeld();
    // What the member sees on the scan: the message, beside the results the scan kept.
    const kept = await db.query('select 1 from search_results where user_id = $1 and search_term = $2', [
      member.userId,
      'Joan Doe',
    ]);
    expect(kept.rows.length).toBe(hung.resultCount);
    // Back: the next scans use the provider again (a fallback is not cached).
    standIn.state.mode = 'ok';
    const again = await finished(await startScan('Janet Doe'));
    expect(again.provider).toBe('brave');
    expect(again.providerMessage).toBeNull();
    expect(again.resultCount).toBe(EMAIL_SITES.length);
    recordFault(
      'Search provider answers 500',
      `scan completed on offline results (${failed.resultCount}), message "${SEARCH_API_MESSAGES.generic}"`,
    );
    recordFault(
      'Search provider never answers (timeout)',
      `scan completed on offline results after 30 s, message "${SEARCH_API_MESSAGES.connect}"`,
    );
    recordFault('Search provider back', `next scan used brave again: ${again.resultCount} results, no message`);
  }, 900_000);

  it("holds the provider's rate limit in total across two worker processes", async () => {
    while (workers.length < 2) await startWorker();
    standIn.state.mode = 'ok';
    const outputBefore = workers.map((worker) => worker.output().length);
    const from = standIn.state.seen.length;
    const names = ['Ada', 'Bea', 'Cleo', 'Dina', 'Edna', 'Fay', 'Gwen', 'Hope', 'Iris', 'Jo', 'Kay', 'Lena'];
    const ids: string[] = [];
    for (const first of names) ids.push(await startScan(`${first} Doe`));
    for (const id of ids) expect((await finished(id, 600_000)).provider).toBe('brave');
    const seen = standIn.state.seen.slice(from);
    expect(seen).toHaveLength(names.length);
    const perSecond = new Map<number, number>();
    for (const { at } of seen) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    const busiest = Math.max(...perSecond.values());
    const arrivals = seen.map(({ at }) => at - (seen[0]?.at ?? 0)).join(', ');
    expect(busiest, `arrivals (ms after the first): ${arrivals}`).toBeLessThanOrEqual(
      SEARCH_RATE_LIMIT.requestsPerSecond,
    );
    // Both workers took scans (the limit held across processes, not within one).
    const byWorker = workers.map(
      (worker, index) => worker.output().slice(outputBefore[index]).split('"job":"search-scan"').length - 1,
    );
    expect(
      byWorker.every((count) => count > 0),
      `scans per worker ${byWorker.join('/')}`,
    ).toBe(true);
    recordFault(
      `${names.length} scans at once on 2 workers (limit ${SEARCH_RATE_LIMIT.requestsPerSecond}/s)`,
      `at most ${busiest} requests in any 1 s window at the provider; scans per worker ${byWorker.join('/')}`,
    );
  }, 900_000);

  it('a worker SIGKILLed just after its playbook clicked submit: the retry takes the run over and never files twice', async () => {
    const site = await startFormSite();
    try {
      const playbooks = path.join(tempDir('cd-playbooks-'), 'playbooks.json');
      writeFileSync(
        playbooks,
        JSON.stringify([
          {
            domain: 'spokeo.com',
            version: 1,
            verifiedAgainst: 'live',
            lastVerified: '2026-11-25',
            hosts: [],
            sources: ['loopback stand-in of the Spokeo form shape (worker-faults reliability test)'],
            steps: [
              { kind: 'navigate', url: `${site.base}/optout` },
              { kind: 'fill', target: { label: 'Listing URL' }, fact: 'listingUrl' },
              { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
              { kind: 'click', target: { role: 'button', name: 'Remove' } },
              { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
            ],
          },
        ]),
      );
      const runnerEnv = { RUNNER_PLAYBOOKS_FILE: playbooks, ALLOW_LOOPBACK_FETCH: 'true' };
      // Only workers that know the stand-in's playbook may take the run.
      for (const running of workers.splice(0)) {
        running.kill('SIGKILL');
        await exited(running);
      }
      const web = await startWeb(runnerEnv);
      const at = web.base;
      const agreement = (await call('GET', '/api/agreement', undefined, at)).body;
      const signed = await db.query('select 1 from agreement_signatures where user_id = $1', [member.userId]);
      if (signed.rows.length === 0) {
        const signature = await call(
          'POST',
          '/api/agreement/signatures',
          {
            version: agreement.version,
            typedName: 'Jane Doe',
            consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
          },
          at,
        );
        expect(signature.status, JSON.stringify(signature.body)).toBe(201);
      }
      const authorised = await call(
        'PUT',
        '/api/removal-runner/authorisation',
        { mode: 'file-for-me', humanSteps: 'member', textVersion: 1 },
        at,
      );
      expect(authorised.status, JSON.stringify(authorised.body)).toBe(200);

      const listing = 'https://www.spokeo.com/Jane-Doe/Illinois/Springfield/p7';
      standIn.state.mode = 'ok';
      standIn.state.extra = [listing];
      // The earlier tests' scans of the same name are cached for 10 minutes: this one must reach the stand-in.
      await db.query('delete from search_cache');
      const first = await startWorker(runnerEnv);
      const scan = await finished(await startScan('Jane Doe'));
      expect(scan.status).toBe('completed');
      const found = await db.query<{ id: string }>('select id from search_results where user_id = $1 and url = $2', [
        member.userId,
        listing,
      ]);
      expect(found.rows).toHaveLength(1);
      site.state.hold = true;
      const created = await call(
        'POST',
        '/api/requests',
        { resultIds: found.rows.map((row) => row.id), type: 'others' },
        at,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      type Run = {
        id: string;
        state: string;
        attempts: number;
        acting_step: number | null;
        failed_step: number | null;
      };
      const runOf = async () =>
        (
          await db.query<Run>(
            `select r.id, r.state, r.attempts, r.acting_step, r.failed_step from runner_runs r
             join removal_requests q on q.id = r.removal_request_id where r.user_id = $1 and q.url = $2`,
            [member.userId, listing],
          )
        ).rows[0];
      // The worker clicked "Remove": the form is at the site, whose answer is held.
      await waitFor(() => site.state.held.length > 0, {
        timeoutMs: 300_000,
        what: 'the form reached the site',
        child: first,
      });
      const mid = await runOf();
      expect(mid).toMatchObject({ state: 'running', attempts: 1, acting_step: 3 });
      await kill(first);
      for (const response of site.state.held.splice(0)) response.destroy();
      site.state.hold = false;

      const second = await startWorker(runnerEnv);
      let after: Run | undefined;
      await waitFor(
        async () => {
          after = await runOf();
          return after?.state !== 'running';
        },
        { timeoutMs: 300_000, what: 'the run taken over', child: second },
      );
      // One filing; the run went to a person, not back to the form, and no verdict was recorded.
      expect(site.state.filings).toEqual([listing]);
      expect(after).toMatchObject({ state: 'needs-attention', attempts: 2, acting_step: null, failed_step: 3 });
      const tasks = await db.query<{ assignee: string; instructions: string }>(
        "select assignee, instructions from runner_tasks where run_id = $1 and kind = 'needs-attention'",
        [after?.id],
      );
      expect(tasks.rows).toHaveLength(1);
      expect(tasks.rows[0]?.instructions).toContain('check the site before filing again');
      const removal = await db.query<{ status: string }>(
        'select status from removal_requests where id = (select removal_request_id from runner_runs where id = $1)',
        [after?.id],
      );
      expect(['submitted', 'acknowledged']).not.toContain(removal.rows[0]?.status);
      // One job: its first attempt died with the worker, its retry took the run over.
      const jobs = await jobsOf('removal-run', 'runId', after?.id ?? '');
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ state: 'completed', retry_count: 1 });
      await kill(web.process);
      recordFault(
        'SIGKILL of a worker mid playbook run (form sent, answer held)',
        `retried job took the run over (attempt 2): ${site.state.filings.length} filing, run needs attention with 1 operator task, no second submit`,
      );
    } finally {
      await site.close();
    }
  }, 900_000);
});
