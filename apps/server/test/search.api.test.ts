import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications';
import { searchCache, searchHistory, searchResultEvents } from '../src/db/schema/search';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import { startScan } from '../src/modules/search/service';
import type { SearchProvider } from '../src/providers/search/types';
import { ProviderError } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { claimTerm } from './helpers/profiles';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
type Result = {
  id: string;
  url: string;
  severity: string;
  category: string;
  match: { score: number; label: string };
  found: boolean;
  processed: boolean;
  ignored: boolean;
  saved: boolean;
  feedback: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  priority: boolean;
};

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** Starts a scan and works it here (the test app runs no workers), on another provider if given. */
async function scan(
  member: Member,
  payload: { type: string; term?: string; firstName?: string; lastName?: string },
  active?: SearchProvider,
) {
  await claimTerm(app, member.id, payload);
  const started = await as(member, 'POST', '/api/search/scans', payload);
  expect(started.statusCode, started.body).toBe(202);
  const { scan: queued } = started.json() as { scan: { id: string } };
  const deps = scanDeps(app);
  await runScan(active ? { ...deps, searchProviders: { ...deps.searchProviders, active } } : deps, queued.id);
  return (await as(member, 'GET', `/api/search/scans/${queued.id}`)).json().scan as {
    id: string;
    status: string;
    searchTerm: string;
    resultCount: number;
    foundCount: number;
    highCount: number;
    usedMockData: boolean;
    fromCache: boolean;
    provider: string;
    providerMessage: string | null;
    requestsCreated: number;
  };
}

async function results(member: Member, query = '') {
  const response = await as(member, 'GET', `/api/search/results?pageSize=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: Result[]; total: number; page: number; pageSize: number };
}

const alerts = async (member: Member) => (await as(member, 'GET', '/api/search/alerts')).json().count as number;

describe('search API', () => {
  it('tells the browser only which provider is active and whether it is configured', async () => {
    const member = await createMember(app);
    const response = await as(member, 'GET', '/api/search/provider');
    expect(response.json()).toEqual({ provider: 'offline', configured: true, simulated: true });
    expect(response.body).not.toMatch(/key|cx/i);
  });

  it.each([{ type: 'name', term: '   ' }, { type: 'company' }, { type: 'name', firstName: '', lastName: '' }])(
    'answers a blank term %j with "Please enter a search term"',
    async (payload) => {
      const member = await createMember(app);
      const response = await as(member, 'POST', '/api/search/scans', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Please enter a search term');
    },
  );

  it('runs a name scan on the offline provider: severities, categories, match labels, alerts, history, a notification', async () => {
    const member = await createMember(app, { firstName: 'Jordan', lastName: 'Miller' });
    await as(member, 'PATCH', '/api/search/settings', {
      birthYear: new Date().getUTCFullYear() - 38,
      relatives: ['Sam Miller'],
    });
    const done = await scan(member, { type: 'name', firstName: 'Jordan', lastName: 'Miller' });
    expect(done).toMatchObject({
      status: 'completed',
      searchTerm: 'Jordan Miller',
      usedMockData: true,
      provider: 'offline',
    });
    expect(done.resultCount).toBeGreaterThanOrEqual(10);
    expect(done.foundCount).toBeGreaterThan(0);
    const { results: rows, total } = await results(member);
    expect(total).toBe(done.resultCount);
    expect(new Set(rows.map((row) => row.severity))).toEqual(new Set(['high', 'medium', 'low']));
    expect(new Set(rows.map((row) => row.match.label))).toEqual(new Set(['likely', 'possible', 'unlikely']));
    expect(rows.find((row) => row.url.includes('unicourt.com'))).toMatchObject({
      severity: 'high',
      category: 'court-records',
    });
    expect(rows.find((row) => row.url.includes('mugshots.com'))).toMatchObject({ category: 'mugshots' });
    expect(rows.find((row) => row.url.includes('radaris.com'))?.match.label).toBe('unlikely');
    // Court-record sites first, then severity.
    const firstOther = rows.findIndex((row) => !row.priority);
    expect(rows.slice(firstOther).some((row) => row.priority)).toBe(false);
    expect(await alerts(member)).toBe(done.foundCount);
    const history = (await as(member, 'GET', '/api/search/history')).json().history;
    expect(history[0]).toMatchObject({
      searchTerm: 'Jordan Miller',
      searchType: 'name',
      resultCount: done.resultCount,
      hasResults: true,
    });
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notes.map((note) => note.title)).toEqual(['Negative content found']);
    expect(notes[0]?.message).toContain(`We found ${done.foundCount} mentions that may require action.`);
  });

  it('notifies only about what is new since the last scan: a re-scan of the same term adds no notification', async () => {
    const member = await createMember(app, { firstName: 'Jordan', lastName: 'Miller' });
    await as(member, 'PATCH', '/api/search/settings', {
      birthYear: new Date().getUTCFullYear() - 38,
      relatives: ['Sam Miller'],
    });
    const payload = { type: 'name', firstName: 'Jordan', lastName: 'Miller' };
    const notes = () => app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const first = await scan(member, payload);
    expect(first.foundCount).toBeGreaterThan(1);
    expect(await notes()).toHaveLength(1);
    // The same search again (a recent-search chip), cached or fresh: nothing new, no second notification.
    await scan(member, payload);
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    await scan(member, payload);
    expect(await notes()).toHaveLength(1);
    // One alert drops off the web, then comes back: one notification, about that one only.
    const held = (await results(member)).results.find((row) => row.found)?.url ?? '';
    const { offline } = app.searchProviders;
    const withoutOne: SearchProvider = {
      id: 'searxng',
      configured: true,
      search: async (request) => (await offline.search(request)).filter((row) => row.url !== held),
    };
    expect((await scan(member, payload, withoutOne)).foundCount).toBe(first.foundCount - 1);
    expect(await notes()).toHaveLength(1);
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    expect((await scan(member, payload)).foundCount).toBe(first.foundCount);
    const after = await notes();
    expect(after).toHaveLength(2);
    expect(after.map((note) => note.message)).toContain(
      'We found 1 mentions that may require action. Search: "Jordan Miller".',
    );
  });

  it('upserts by URL on a re-scan (served from the 10-minute cache) and records disappear and reappear events', async () => {
    const member = await createMember(app);
    const first = await scan(member, { type: 'company', term: 'Acme Roofing' });
    const before = await results(member);
    const second = await scan(member, { type: 'company', term: 'Acme Roofing' });
    expect(second.fromCache).toBe(true);
    const after = await results(member);
    expect(after.total).toBe(first.resultCount);
    for (const row of after.results) {
      const old = before.results.find((candidate) => candidate.url === row.url);
      expect(old?.id).toBe(row.id);
      expect(row.firstSeenAt).toBe(old?.firstSeenAt);
      expect(new Date(row.lastSeenAt) >= new Date(old?.lastSeenAt ?? 0)).toBe(true);
    }
    // A provider that no longer returns one URL, then returns it again.
    const { offline } = app.searchProviders;
    const dropped = before.results[0]?.url ?? '';
    const partial: SearchProvider = {
      id: 'searxng',
      configured: true,
      search: async (request) => (await offline.search(request)).filter((row) => row.url !== dropped),
    };
    await scan(member, { type: 'company', term: 'Acme Roofing' }, partial);
    expect((await results(member)).results.map((row) => row.url)).not.toContain(dropped);
    expect((await results(member, '&status=gone')).results.map((row) => row.url)).toEqual([dropped]);
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    await scan(member, { type: 'company', term: 'Acme Roofing' });
    expect((await results(member)).total).toBe(first.resultCount);
    const events = await app.db.select().from(searchResultEvents).where(eq(searchResultEvents.userId, member.id));
    const kinds = events.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'appeared')).toHaveLength(first.resultCount);
    expect(kinds.filter((kind) => kind === 'disappeared')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'reappeared')).toHaveLength(1);
  });

  it('falls back to the offline corpus when the provider fails, with the provider message', async () => {
    const member = await createMember(app);
    const failing: SearchProvider = {
      id: 'google-cse',
      configured: true,
      search: async () => {
        throw new ProviderError('connect', 'Failed to connect to the search API');
      },
    };
    const done = await scan(member, { type: 'email', term: member.email }, failing);
    expect(done).toMatchObject({
      status: 'completed',
      provider: 'offline',
      usedMockData: true,
      providerMessage: 'Failed to connect to the search API',
    });
    expect(done.resultCount).toBeGreaterThan(0);
  });

  it('keeps every result to its member: others see nothing and get 404s', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const done = await scan(alice, { type: 'case', term: '2019-CV-0042' });
    const [row] = (await results(alice)).results;
    expect((await results(bob)).total).toBe(0);
    expect((await as(bob, 'GET', `/api/search/scans/${done.id}`)).statusCode).toBe(404);
    for (const [method, path, body] of [
      ['POST', `/api/search/results/${row?.id}/ignore`, undefined],
      ['DELETE', `/api/search/results/${row?.id}/ignore`, undefined],
      ['PUT', `/api/search/results/${row?.id}/saved`, { saved: true }],
      ['PUT', `/api/search/results/${row?.id}/feedback`, { feedback: 'not_me' }],
    ] as const) {
      const response = await as(bob, method, path, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Search result not found');
    }
    expect((await as(bob, 'POST', '/api/requests', { resultIds: [row?.id] })).statusCode).toBe(404);
    expect((await as(bob, 'GET', '/api/search/history')).json().history).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: '/api/search/results' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('"Not me" leaves the alerts and counts; ignore processes; save lists the result as saved', async () => {
    const member = await createMember(app, { firstName: 'Maria', lastName: 'Gonzalez' });
    // A bare name is not enough to call a listing hers (issue "Scans v2"): her age and a relative are.
    await as(member, 'PATCH', '/api/search/settings', {
      birthYear: new Date().getUTCFullYear() - 45,
      relatives: ['Luis Gonzalez'],
    });
    const done = await scan(member, { type: 'name', term: 'Maria Gonzalez' });
    const alertRows = (await results(member, '&status=alerts')).results;
    expect(alertRows).toHaveLength(done.foundCount);
    const [notMe, ignored, saved] = alertRows;
    const feedback = await as(member, 'PUT', `/api/search/results/${notMe?.id}/feedback`, { feedback: 'not_me' });
    expect(feedback.json().result.feedback).toBe('not_me');
    expect(await alerts(member)).toBe(done.foundCount - 1);
    expect((await results(member)).results.map((row) => row.id)).not.toContain(notMe?.id);
    expect((await results(member, '&status=not_me')).results.map((row) => row.id)).toEqual([notMe?.id]);
    const ignore = await as(member, 'POST', `/api/search/results/${ignored?.id}/ignore`);
    expect(ignore.json().result).toMatchObject({ processed: true, ignored: true, status: 'processed' });
    expect(await alerts(member)).toBe(done.foundCount - 2);
    // Ignore has an undo: the result is an alert again, then ignored once more.
    const undo = await as(member, 'DELETE', `/api/search/results/${ignored?.id}/ignore`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().result).toMatchObject({ processed: false, ignored: false });
    expect(await alerts(member)).toBe(done.foundCount - 1);
    await as(member, 'POST', `/api/search/results/${ignored?.id}/ignore`);
    expect(await alerts(member)).toBe(done.foundCount - 2);
    await as(member, 'PUT', `/api/search/results/${saved?.id}/saved`, { saved: true });
    expect((await results(member, '&status=saved')).results.map((row) => row.id)).toEqual([saved?.id]);
    // A re-scan keeps the member's marks.
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    await scan(member, { type: 'name', term: 'Maria Gonzalez' });
    expect(await alerts(member)).toBe(done.foundCount - 2);
    expect((await results(member, '&status=saved')).total).toBe(1);
  });

  it('creates takedown requests from results (REQ-/REM- references), processing them; an empty list does nothing', async () => {
    const member = await createMember(app);
    await scan(member, { type: 'name', term: 'David Chen' });
    // Any result can become a request, an alert or not: the first court record and the first people-search listing.
    const rows = (await results(member)).results;
    const court = rows.find((row) => row.category === 'court-records');
    const people = rows.find((row) => row.category === 'people-search');
    const empty = await as(member, 'POST', '/api/requests', { resultIds: [] });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().requests).toEqual([]);
    const created = await as(member, 'POST', '/api/requests', { resultIds: [court?.id, people?.id] });
    expect(created.statusCode, created.body).toBe(201);
    const requests = created.json().requests as {
      reference: string;
      status: string;
      type: string;
      removals: { reference: string; method: string; status: string }[];
    }[];
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.reference).toMatch(/^REQ-\d{1,4}$/);
      expect(request).toMatchObject({ status: 'pending', type: 'both' });
      expect(request.removals.map((removal) => removal.reference).every((ref) => /^REM-\d{6}$/.test(ref))).toBe(true);
      expect(request.removals.every((removal) => removal.status === 'not-started')).toBe(true);
    }
    expect(requests[0]?.removals.map((removal) => removal.method)).toEqual(['court-order', 'google']);
    const processed = (await results(member, '&status=processed')).results.map((row) => row.id);
    expect(processed.sort()).toEqual([court?.id, people?.id].sort());
    // A result with a request cannot be "ignored" (so an undo can never hide that request).
    const late = await as(member, 'POST', `/api/search/results/${court?.id}/ignore`);
    expect(late.statusCode).toBe(409);
  });

  it('with auto-create on, a scan creates takedown requests for every alert', async () => {
    const member = await createMember(app);
    const settings = await as(member, 'PATCH', '/api/search/settings', {
      autoCreateRequests: true,
      birthYear: new Date().getUTCFullYear() - 31,
      relatives: ['Denise Johnson'],
    });
    expect(settings.json().autoCreateRequests).toBe(true);
    expect((await as(member, 'GET', '/api/search/settings')).json().autoCreateRequests).toBe(true);
    const done = await scan(member, { type: 'name', term: 'Ashley Johnson' });
    expect(done.requestsCreated).toBe(done.foundCount);
    expect(done.requestsCreated).toBeGreaterThan(0);
    expect(await alerts(member)).toBe(0);
    expect((await as(member, 'GET', '/api/requests')).json().requests).toHaveLength(done.requestsCreated);
  });

  it("uses the member's details for the match score (middle name, birth year, relatives)", async () => {
    const member = await createMember(app, { firstName: 'Jordan', lastName: 'Miller' });
    const saved = await as(member, 'PATCH', '/api/search/settings', {
      birthYear: new Date().getUTCFullYear() - 38,
      relatives: ['Karen Miller'],
      middleName: ' ',
    });
    expect(saved.json()).toMatchObject({ middleName: null, relatives: ['Karen Miller'] });
    await scan(member, { type: 'name', term: 'Jordan Miller' });
    const rows = (await results(member)).results;
    expect(rows.find((row) => row.url.includes('spokeo.com'))?.match.label).toBe('likely');
    expect(rows.find((row) => row.url.includes('radaris.com'))?.match.label).toBe('unlikely');
    const bad = await as(member, 'PATCH', '/api/search/settings', { birthYear: 1800 });
    expect(bad.statusCode).toBe(400);
  });

  it('paginates with page sizes 5, 10, 20, 50 (default 5) and filters by severity, category and match', async () => {
    const member = await createMember(app);
    await scan(member, { type: 'name', term: 'Sam Rivera' });
    const first = (await as(member, 'GET', '/api/search/results')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.results).toHaveLength(5);
    const third = (await as(member, 'GET', '/api/search/results?page=3&pageSize=5')).json();
    expect(third.results.length).toBe(Math.min(5, first.total - 10));
    const last = (await as(member, 'GET', `/api/search/results?page=${Math.ceil(first.total / 5)}&pageSize=5`)).json();
    expect(last.results.length).toBe(first.total - 5 * (Math.ceil(first.total / 5) - 1));
    expect((await as(member, 'GET', '/api/search/results?pageSize=7')).statusCode).toBe(400);
    const high = (await results(member, '&severity=high')).results;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((row) => row.severity === 'high')).toBe(true);
    expect((await results(member, '&category=mugshots')).results.every((row) => row.category === 'mugshots')).toBe(
      true,
    );
    expect((await results(member, '&match=unlikely')).results.every((row) => row.match.label === 'unlikely')).toBe(
      true,
    );
    expect((await as(member, 'GET', '/api/search/results?severity=critical')).statusCode).toBe(400);
  });

  it('keeps 50 cache entries and 50 history items per member, and 10 de-duplicated recent searches', async () => {
    const member = await createMember(app);
    // Straight through the service: 53 scans would pass the per-member limit of the HTTP route.
    for (const term of [...Array.from({ length: 52 }, (_, i) => `${i} Elm Street`), '3 elm street']) {
      await claimTerm(app, member.id, { type: 'address', term });
      const queued = await startScan(app, member.id, { type: 'address', term });
      await runScan(scanDeps(app), queued.id);
    }
    const cache = await app.db.select().from(searchCache).where(eq(searchCache.userId, member.id));
    expect(cache).toHaveLength(50);
    expect(cache.map((entry) => entry.searchTerm)).not.toContain('0 elm street');
    const history = await app.db.select().from(searchHistory).where(eq(searchHistory.userId, member.id));
    expect(history).toHaveLength(50);
    const recent = (await as(member, 'GET', '/api/search/recent')).json().recent as { term: string; type: string }[];
    expect(recent).toHaveLength(10);
    expect(recent[0]).toEqual({ term: '3 elm street', type: 'address' });
    expect(recent.map((item) => item.term.toLowerCase()).filter((term) => term === '3 elm street')).toHaveLength(1);
    expect(recent[1]).toEqual({ term: '51 Elm Street', type: 'address' });
    // 53 whole scans: minutes on a loaded, shared machine.
  }, 300_000);

  it('refuses a page size or type it does not know and unknown ids with clear errors', async () => {
    const member = await createMember(app);
    expect((await as(member, 'POST', '/api/search/scans', { type: 'ssn', term: 'x' })).statusCode).toBe(400);
    const missing = await as(member, 'GET', '/api/search/scans/6f1c1c0e-1111-4222-8333-444455556666');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Scan not found');
  });
});

describe('scans through the job queue', () => {
  let workerApp: TestApp;
  beforeAll(async () => {
    workerApp = await createTestApp({ config: { runWorkers: true } });
  });
  afterAll(async () => {
    await workerApp.cleanup();
  });

  const startScan = (target: TestApp, cookie: string, payload: object) =>
    target.inject({
      method: 'POST',
      url: '/api/search/scans',
      payload,
      headers: { cookie, origin: ORIGIN },
    });

  it('a second start of the same term while the first waits for its job returns the same scan', async () => {
    // `app` works no jobs, so the first scan is still waiting when the second start arrives.
    const member = await createMember(app);
    await claimTerm(app, member.id, { type: 'phone', term: '5125550199' });
    const first = (await startScan(app, member.cookie, { type: 'phone', term: '(512) 555-0199' })).json().scan;
    const second = (await startScan(app, member.cookie, { type: 'phone', term: '512-555-0199' })).json().scan;
    expect(first.status).toBe('queued');
    expect(second.id).toBe(first.id);
    expect(first.searchTerm).toBe('5125550199');
  });

  it('a started scan is worked by the scan job', async () => {
    const member = await createMember(workerApp);
    await claimTerm(workerApp, member.id, { type: 'phone', term: '5125550199' });
    const first = (await startScan(workerApp, member.cookie, { type: 'phone', term: '(512) 555-0199' })).json().scan;
    let status = first.status;
    // Bounded by time, not by a count of polls: the job may wait its turn on a loaded machine.
    const deadline = Date.now() + 45_000;
    while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const polled = await workerApp.inject({
        method: 'GET',
        url: `/api/search/scans/${first.id}`,
        headers: { cookie: member.cookie },
      });
      status = polled.json().scan.status;
    }
    expect(status).toBe('completed');
  });
});
