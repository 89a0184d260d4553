import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCache } from '../src/db/schema/search';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { claimTerm } from './helpers/profiles';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 31 part 2: results are the member's, need their eye, or are not them. A high- or
 * medium-severity result that may be them goes to "Is this you?"; "This is me" makes it an alert
 * at once; "Not me" retires it and teaches the scan; every count says the same.
 */
let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
type Result = {
  id: string;
  url: string;
  severity: string;
  found: boolean;
  feedback: string | null;
  match: { label: string; reasons: string[] };
};

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

async function scan(member: Member, provider?: SearchProvider) {
  const payload = { type: 'name', firstName: member.firstName, lastName: member.lastName };
  await claimTerm(app, member.id, payload);
  await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
  const started = await as(member, 'POST', '/api/search/scans', payload);
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  const id = started.json().scan.id as string;
  await runScan(provider ? { ...deps, searchProviders: { ...deps.searchProviders, active: provider } } : deps, id);
  return (await as(member, 'GET', `/api/search/scans/${id}`)).json().scan as {
    resultCount: number;
    foundCount: number;
    reviewCount: number;
  };
}

async function list(member: Member, status: string) {
  const response = await as(member, 'GET', `/api/search/results?pageSize=50&status=${status}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: Result[]; total: number };
}

async function counts(member: Member) {
  const alerts = (await as(member, 'GET', '/api/search/alerts')).json() as { count: number; review: number };
  const metrics = (await as(member, 'GET', '/api/dashboard/metrics')).json().metrics as {
    pendingAlerts: number;
    needsReview: number;
    totalCases: number;
  };
  return { alerts, metrics };
}

const provider = (pages: { url: string; title: string; snippet: string }[]): SearchProvider => ({
  id: 'searxng',
  configured: true,
  search: async () => pages,
});

describe('the review list ("Is this you?")', () => {
  it('puts what may be the member on the review list, with reasons, and every surface counts the same', async () => {
    // A bare name: nothing else known, so court and mugshot pages are "possible", not silently parked.
    const member = await createMember(app, { firstName: 'Jordan', lastName: 'Miller' });
    const done = await scan(member);
    expect(done.resultCount).toBeGreaterThan(0);
    expect(done.reviewCount).toBeGreaterThan(0);
    const review = await list(member, 'review');
    expect(review.total).toBe(done.reviewCount);
    for (const row of review.results) {
      expect(['high', 'medium']).toContain(row.severity);
      expect(row.match.label).not.toBe('unlikely');
      expect(row.match.reasons[0]).toMatch(/^matched: /);
      expect(row.match.reasons[1]).toMatch(/^conflicts: /);
    }
    const { alerts, metrics } = await counts(member);
    expect(alerts).toEqual({ count: done.foundCount, review: done.reviewCount });
    expect(metrics).toMatchObject({ pendingAlerts: done.foundCount, needsReview: done.reviewCount });
  });

  it('makes "This is me" an alert at once, and the request can be opened from it', async () => {
    const member = await createMember(app, { firstName: 'Jordan', lastName: 'Miller' });
    const done = await scan(member);
    const [first] = (await list(member, 'review')).results;
    expect(first).toBeDefined();
    const marked = await as(member, 'PUT', `/api/search/results/${first?.id}/feedback`, { feedback: 'me' });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = await counts(member);
    expect(after.alerts).toEqual({ count: done.foundCount + 1, review: done.reviewCount - 1 });
    expect(after.metrics).toMatchObject({ pendingAlerts: done.foundCount + 1, needsReview: done.reviewCount - 1 });
    expect((await list(member, 'alerts')).results.map((row) => row.id)).toContain(first?.id);
    const opened = await as(member, 'POST', '/api/requests', { resultIds: [first?.id], type: 'others' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await counts(member)).alerts.count).toBe(done.foundCount);
  });

  it('retires "Not me", keeps it retired on the next scan, and retires the same namesake on another page', async () => {
    const member = await createMember(app, { firstName: 'Avery', lastName: 'Quinlan' });
    const rejected = {
      url: 'https://mugshots.com/avery-quinlan-1.html',
      title: 'Avery Quinlan mugshot - arrested in Dallas, TX',
      snippet: 'Avery Quinlan booked for DWI in Dallas, TX. Relatives: Morgan Quinlan, Casey Quinlan.',
    };
    const sameNamesake = {
      url: 'https://www.courtlistener.com/avery-quinlan-dwi',
      title: 'State v. Avery Quinlan - DWI case, Dallas, TX',
      snippet: 'Avery Quinlan of Dallas, TX. Relatives: Morgan Quinlan.',
    };
    const otherPerson = {
      url: 'https://arrests.org/avery-quinlan-2',
      title: 'Avery Quinlan arrest record - Houston, TX',
      snippet: 'Avery Quinlan arrested for theft in Houston, TX.',
    };
    const first = await scan(member, provider([rejected]));
    expect(first.reviewCount).toBe(1);
    const [row] = (await list(member, 'review')).results;
    expect(row?.url).toBe(rejected.url);
    await as(member, 'PUT', `/api/search/results/${row?.id}/feedback`, { feedback: 'not_me' });
    expect((await counts(member)).alerts.review).toBe(0);

    const second = await scan(member, provider([rejected, sameNamesake, otherPerson]));
    // The rejected page keeps the member's answer; the same namesake elsewhere is retired unasked;
    // a page with nothing in common with the namesake is still asked about.
    expect(second.reviewCount).toBe(1);
    const notMe = await list(member, 'not_me');
    expect(notMe.results.map((result) => result.url).sort()).toEqual([rejected.url, sameNamesake.url].sort());
    const retired = notMe.results.find((result) => result.url === sameNamesake.url);
    expect(retired?.match.reasons.at(-1)).toBe('conflicts: the same person as a listing you marked "Not me"');
    expect((await list(member, 'review')).results.map((result) => result.url)).toEqual([otherPerson.url]);
  });
});
