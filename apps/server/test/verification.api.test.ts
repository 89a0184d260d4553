import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../src/db/schema/profiles';
import { removalEvidence, removalRequests } from '../src/db/schema/requests';
import { searchPreferences } from '../src/db/schema/search';
import { sha256Of } from '../src/providers/blob-store/types';
import { captureSnapshot, verifyRemoval } from '../src/modules/requests/evidence';
import { createMember, createOperator } from './helpers/identity';
import { startListingSite } from './helpers/listing-pages';
import type { PageKind } from './helpers/listing-pages';
import { as, requestsFor, testEvidenceOptions } from './helpers/requests';
import type { Member, Removal } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const PERSON = { first: 'Rosalind', last: 'Featherstone', city: 'Springfield', state: 'IL', age: 46 };
const RELATIVE = 'Edmund Featherstone';

const evidence = testEvidenceOptions();
let app: TestApp;
let site: Awaited<ReturnType<typeof startListingSite>>;
let blobDir: string;

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'verification-blobs-'));
  app = await createTestApp({
    config: {
      allowLoopbackFetch: true,
      blobStore: { kind: 'files', dir: blobDir },
      chromiumPath: undefined,
    },
  });
  site = await startListingSite({
    name: `${PERSON.first} ${PERSON.last}`,
    city: PERSON.city,
    state: PERSON.state,
    age: PERSON.age,
    relative: RELATIVE,
  });
});

afterAll(async () => {
  await site.close();
  await app.cleanup();
  await rm(blobDir, { recursive: true, force: true });
});

/** A member whose profile holds the details the listing pages show (city, age, a relative). */
async function person(): Promise<Member> {
  const member = await createMember(app, { firstName: PERSON.first, lastName: PERSON.last });
  await app.db.insert(userAddresses).values({
    userId: member.id,
    line1: '12 Elm Street',
    city: PERSON.city,
    state: PERSON.state,
    postalCode: '62701',
    isPrimary: true,
  });
  await app.db
    .insert(searchPreferences)
    .values({ userId: member.id, birthYear: new Date().getUTCFullYear() - PERSON.age, relatives: [RELATIVE] });
  return member;
}

/** Runs the checks a few at a time: one browser, a context each (as several workers would). */
async function inParallel<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  return results;
}

/** One request per path, each page a listing when its "before" snapshot is taken; then submitted. */
async function listed(member: Member, paths: string[]): Promise<Removal[]> {
  for (const path of paths) site.set(path, 'listing');
  const urls = paths.map((path) => `${site.base}${path}`);
  const removals = (await requestsFor(app, member, urls)).map((request) => request.removals[0] as Removal);
  await inParallel(removals, async (removal) => {
    const snapshot = await captureSnapshot(app, removal.id, evidence);
    expect(snapshot, removal.reference).toMatchObject({ outcome: 'captured', httpStatus: 200 });
    const submitted = await as(app, member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
    expect(submitted.statusCode).toBe(200);
  });
  return removals;
}

const removalRow = async (id: string) =>
  (await app.db.select().from(removalRequests).where(eq(removalRequests.id, id)))[0];

/** pg-boss jobs queued for a removal (the retries that a could-not-check schedules). */
async function queuedJobs(name: string, removalId: string) {
  const result = await app.db.execute(
    sql`select start_after as "startAfter", data from pgboss.job where name = ${name} and data->>'removalId' = ${removalId} order by start_after`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    startAfter: Date | string;
  }[];
  return rows.map((row) => new Date(row.startAfter).getTime());
}

const VERDICTS: [PageKind, string, string][] = [
  ['listing', 'still-listed', 'name-shown'],
  ['masked-listing', 'still-listed', 'details-shown'],
  ['gone-404', 'removed', 'gone-status'],
  ['gone-410', 'removed', 'gone-status'],
  ['listing-gone', 'removed', 'listing-absent'],
  ['soft-404', 'removed', 'gone-message'],
  ['blocked-403', 'could-not-check', 'blocked'],
  ['rate-limited-429', 'could-not-check', 'rate-limited'],
  ['cloudflare-challenge', 'could-not-check', 'challenge'],
  ['captcha', 'could-not-check', 'captcha'],
  ['script-shell', 'could-not-check', 'script-shell'],
  ['redirect-home', 'could-not-check', 'redirected-home'],
  ['slow', 'could-not-check', 'timeout'],
  ['stalled-script', 'could-not-check', 'timeout'],
];

/**
 * The pages that never answer or never finish loading are checked with short time limits: the
 * verdict is the same "timeout" at 3 s as at 30, and the run does not sit idle for half a minute.
 * Every other page keeps the generous limits a loaded machine needs.
 */
const limitsFor = (reason: string) =>
  reason === 'timeout' ? { ...evidence, fetchTimeoutMs: 3_000, renderTimeoutMs: 3_000 } : evidence;

describe('honest verification', () => {
  it('calls only the truly gone pages removed; blocks, challenges, shells, redirects and timeouts could not be checked', async () => {
    const member = await person();
    const removals = await listed(
      member,
      VERDICTS.map(([kind]) => `/p/${kind}`),
    );
    for (const [kind] of VERDICTS) site.set(`/p/${kind}`, kind);
    const seen = await inParallel(VERDICTS, async ([kind, , reason], index) => {
      const verified = await verifyRemoval(app, (removals[index] as Removal).id, limitsFor(reason));
      return [kind, verified?.outcome, verified?.reason];
    });
    expect(seen).toEqual(VERDICTS);
    for (const [index, [kind, verdict, reason]] of VERDICTS.entries()) {
      const row = await removalRow((removals[index] as Removal).id);
      expect(row?.status, kind).toBe(verdict === 'removed' ? 'removed' : 'submitted');
      expect(row?.checkProblem ?? null, kind).toBe(verdict === 'could-not-check' ? reason : null);
    }

    // Before and after: PNG and text in the blob store, each under its own SHA-256.
    const rows = await app.db.select().from(removalEvidence).where(eq(removalEvidence.userId, member.id));
    const rendered = rows.filter((row) => row.screenshotSha256 !== null);
    expect(rendered.length).toBeGreaterThanOrEqual(VERDICTS.length * 2 - 3);
    for (const row of rendered) {
      const png = await app.blobs.get(row.screenshotSha256 ?? '');
      expect(png?.subarray(0, 8).toString('hex'), row.id).toBe('89504e470d0a1a0a');
      expect(sha256Of(png ?? Buffer.alloc(0))).toBe(row.screenshotSha256);
      expect(row.screenshotAt).toBeInstanceOf(Date);
    }
    for (const row of rows.filter((item) => item.sha256 !== null)) {
      const text = await app.blobs.get(row.sha256 ?? '');
      expect(text?.toString('utf8')).toBe(row.text);
      expect(sha256Of(text ?? Buffer.alloc(0))).toBe(row.sha256);
    }
    // Could-not-check never counts: four removed of the fourteen, none of the blocks.
    const metrics = (await as(app, member, 'GET', '/api/dashboard/metrics')).json().metrics;
    expect(metrics.successRate).toBe(100);
    const statuses = await Promise.all(removals.map(async (removal) => (await removalRow(removal.id))?.status));
    expect(statuses.filter((status) => status === 'removed')).toHaveLength(4);
  }, 600_000);

  it('retries a page it could not check after 1 h, 6 h and 24 h, then hands it to an operator; never closes it', async () => {
    const member = await person();
    const [removal] = (await listed(member, ['/p/retry-1'])) as [Removal];
    site.set('/p/retry-1', 'cloudflare-challenge');
    const started = Date.now();
    for (const hours of [1, 6, 24]) {
      expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('could-not-check');
      const row = await removalRow(removal.id);
      expect(row?.operatorCheckAt).toBeNull();
      const due = (row?.nextCheckAt?.getTime() ?? 0) - started;
      expect(due).toBeGreaterThanOrEqual(hours * 3600_000);
      expect(due).toBeLessThan(hours * 3600_000 + 120_000);
    }
    const jobs = await queuedJobs('removal-verify', removal.id);
    expect(jobs.map((at) => Math.round((at - started) / 3600_000))).toEqual([1, 6, 24]);

    await verifyRemoval(app, removal.id, evidence);
    await verifyRemoval(app, removal.id, evidence);
    const flagged = await removalRow(removal.id);
    expect(flagged).toMatchObject({
      status: 'submitted',
      checkProblem: 'challenge',
      nextCheckAt: null,
      checkFailures: 5,
    });
    expect(flagged?.operatorCheckAt).toBeInstanceOf(Date);
    expect(await queuedJobs('removal-verify', removal.id)).toHaveLength(3);

    const detail = (await as(app, member, 'GET', `/api/requests/${removal.takedownRequestId}`)).json();
    expect(detail.request.status).toBe('in_progress');
    expect(detail.request.removals[0]).toMatchObject({ status: 'submitted', checkProblem: 'challenge' });
    expect(detail.events.filter((event: { kind: string }) => event.kind === 'check-needs-person')).toHaveLength(1);

    const admin = await createOperator(app);
    const queue = await as(app, admin, 'GET', `/api/admin/removals?needsCheck=true&q=${removal.reference}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().queue.map((item: { removal: { id: string } }) => item.removal.id)).toEqual([removal.id]);

    // A scheduled retry after a conclusive check has nothing to do; the verdict clears the flag.
    site.set('/p/retry-1', 'listing-gone');
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('removed');
    expect(await verifyRemoval(app, removal.id, { ...evidence, retry: true })).toBeNull();
    expect(await removalRow(removal.id)).toMatchObject({ status: 'removed', operatorCheckAt: null, checkFailures: 0 });
  }, 300_000);

  it('waits as long as a 429 asks before trying again', async () => {
    const member = await person();
    const [removal] = (await listed(member, ['/p/retry-429'])) as [Removal];
    site.set('/p/retry-429', 'rate-limited-429');
    const before = Date.now();
    expect(await verifyRemoval(app, removal.id, evidence)).toMatchObject({
      outcome: 'could-not-check',
      httpStatus: 429,
    });
    const due = ((await removalRow(removal.id))?.nextCheckAt?.getTime() ?? 0) - before;
    expect(due).toBeGreaterThanOrEqual(7200_000);
    expect(due).toBeLessThan(7200_000 + 120_000);
  }, 120_000);

  it('serves each screenshot and text to its member only, uncached, with its hash', async () => {
    const member = await person();
    const other = await createMember(app);
    const [removal] = (await listed(member, ['/p/files-1'])) as [Removal];
    const detail = (await as(app, member, 'GET', `/api/requests/${removal.takedownRequestId}`)).json();
    const [before] = detail.evidence as {
      id: string;
      screenshotSha256: string;
      sha256: string;
      screenshotAt: string;
    }[];
    expect(before?.screenshotSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(before?.screenshotAt).toBeTruthy();
    const png = await as(app, member, 'GET', `/api/requests/evidence/${before?.id}/screenshot`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('no-store');
    expect(sha256Of(png.rawPayload)).toBe(before?.screenshotSha256);
    expect(png.headers['x-evidence-sha256']).toBe(before?.screenshotSha256);
    const text = await as(app, member, 'GET', `/api/requests/evidence/${before?.id}/text`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sha256Of(text.rawPayload)).toBe(before?.sha256);
    expect(text.body).toContain(`${PERSON.first} ${PERSON.last}`);
    expect((await as(app, other, 'GET', `/api/requests/evidence/${before?.id}/screenshot`)).statusCode).toBe(404);
  }, 120_000);
});
