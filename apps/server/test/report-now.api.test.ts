import { eq } from 'drizzle-orm';
import { startOfMonth } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCache } from '../src/db/schema/search';
import { reportNow } from '../src/modules/monitoring/report-now';
import { metricsFor } from '../src/modules/requests/metrics';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { claimTerm } from './helpers/profiles';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Issue 31 part 5: "Get my report now", counting only its own period, with the dashboard's figures. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const pages = (name: string): SearchProvider => ({
  id: 'searxng',
  configured: true,
  search: async () =>
    [1, 2, 3].map((n) => ({
      url: `https://mugshots.com/${name.replace(' ', '-').toLowerCase()}-${n}.html`,
      title: `${name} mugshot - arrested`,
      snippet: `${name} booked for DWI.`,
    })),
});

describe('Get my report now', () => {
  it('builds this month’s report so far as a PDF, with the same findings as the dashboard for the period', async () => {
    const member = await createMember(app, { firstName: 'Rowan', lastName: 'Ashby' });
    const headers = { cookie: member.cookie, origin: ORIGIN };
    const payload = { type: 'name', firstName: 'Rowan', lastName: 'Ashby' };
    await claimTerm(app, member.id, payload);
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    const started = await app.inject({ method: 'POST', url: '/api/search/scans', headers, payload });
    const deps = scanDeps(app);
    await runScan(
      { ...deps, searchProviders: { ...deps.searchProviders, active: pages('Rowan Ashby') } },
      started.json().scan.id,
    );
    const review = (await app.inject({ method: 'GET', url: '/api/search/results?status=review', headers })).json();
    expect(review.total).toBe(3);
    for (const row of review.results.slice(0, 2)) {
      await app.inject({
        method: 'PUT',
        url: `/api/search/results/${row.id}/feedback`,
        headers,
        payload: { feedback: 'me' },
      });
    }

    const response = await app.inject({ method: 'GET', url: '/api/monitoring/reports/now/pdf', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      /attachment; filename="cleardocket-report-\d{4}-\d{2}-to-/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not kept: the monthly job still builds the whole month.
    expect((await app.inject({ method: 'GET', url: '/api/monitoring/reports', headers })).json().reports).toEqual([]);

    const now = new Date();
    const { summary } = await reportNow(app.db, member.id, now);
    const { metrics } = await metricsFor(app.db, member.id, {
      from: startOfMonth(now),
      to: now,
      statuses: [],
      caseTypes: [],
      severityMin: 0,
      severityMax: 10,
    });
    expect(summary.changes.newFindings.now).toBe(2);
    expect(metrics.totalCases).toBe(summary.changes.newFindings.now);
  });
});
