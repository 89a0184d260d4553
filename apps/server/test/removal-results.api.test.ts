import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MIN_DECIDED } from '@cleardocket/domain/requests/results';
import { removalRequests, takedownRequests } from '../src/db/schema/requests';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { backRemovedRows } from './helpers/verdict-evidence';
import { millisecondsInDay } from 'date-fns/constants';

/** Measured results (issue 14 §11): per-site success and median days to removal, from verdicts. */
type Member = Awaited<ReturnType<typeof createMember>>;
type Figures = {
  group: string;
  decided: number;
  removed: number;
  rate: number | null;
  medianDaysToRemoval: number | null;
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

const DAY = millisecondsInDay;
const filedAt = new Date('2026-10-01T00:00:00Z');
let serial = 0;

/** Removals of one member's, written straight to the database: status and days from filing to the verdict. */
async function removals(
  member: Member,
  specs: { domain: string; category: string | null; method?: string; status: string; days?: number }[],
) {
  serial += 1;
  const [takedown] = await app.db
    .insert(takedownRequests)
    .values({ userId: member.id, reference: `REQ-${2000 + serial}`, url: 'https://people.example/x' })
    .returning();
  const rows = await app.db
    .insert(removalRequests)
    .values(
      specs.map((spec, index) => ({
        userId: member.id,
        takedownRequestId: takedown?.id ?? '',
        reference: `REM-${String(serial * 100 + index).padStart(6, '0')}`,
        url: `https://${spec.domain}/private-listing-${serial}-${index}`,
        domain: spec.domain,
        siteName: spec.domain,
        category: spec.category,
        method: spec.method ?? 'web-form',
        status: spec.status,
        submittedAt: filedAt,
        decidedAt: spec.days === undefined ? null : new Date(filedAt.getTime() + spec.days * DAY),
      })),
    )
    .returning();
  await backRemovedRows(app, rows);
}

describe('measured results', () => {
  it('gives operators each site’s success rate and median days to removal', async () => {
    const member = await createMember(app);
    const admin = await createOperator(app);
    await removals(member, [
      { domain: 'spokeo.com', category: 'people-search', status: 'removed', days: 4 },
      { domain: 'spokeo.com', category: 'people-search', status: 'removed', days: 10 },
      { domain: 'spokeo.com', category: 'people-search', status: 'removed', days: 31 },
      { domain: 'spokeo.com', category: 'people-search', status: 'rejected', days: 45 },
      { domain: 'spokeo.com', category: 'people-search', status: 'submitted' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/removals/metrics',
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sites.find((site: { domain: string }) => site.domain === 'spokeo.com')).toEqual({
      domain: 'spokeo.com',
      siteName: 'spokeo.com',
      removed: 3,
      decided: 4,
      rate: 75,
      medianDaysToRemoval: 10,
    });
  });

  it('publishes aggregated figures by kind of site, with no member, page or URL, and none below the threshold', async () => {
    const member = await createMember(app);
    await removals(member, [
      { domain: 'bustedmugshots.com', category: 'mugshots', status: 'removed', days: 2 },
      { domain: 'bustedmugshots.com', category: 'mugshots', status: 'not-found', days: 1 },
      { domain: 'google.com', category: null, method: 'google', status: 'removed', days: 6 },
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/public/removal-results' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).not.toMatch(/spokeo|bustedmugshots|private-listing|@/);
    const body: { overall: Figures; groups: Figures[]; minDecided: number } = response.json();
    expect(body.minDecided).toBe(PUBLIC_MIN_DECIDED);
    // Every removal so far: 4 removed (4, 10, 31 and 2 days) + 1 Google (6) of 7 decided.
    expect(body.overall).toMatchObject({ decided: 7, removed: 5, rate: 71, medianDaysToRemoval: 6 });
    const group = (name: string) => body.groups.find((figures) => figures.group === name);
    expect(group('people-search')).toMatchObject({ decided: 4, removed: 3, rate: null, medianDaysToRemoval: null });
    expect(group('mugshots')).toMatchObject({ decided: 2, removed: 1, rate: null });
    expect(group('google')).toMatchObject({ decided: 1, removed: 1, rate: null });
  });
});
