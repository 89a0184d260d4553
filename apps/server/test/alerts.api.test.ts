import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionOf, isAlert } from '@cleardocket/domain/search/alerts';
import { searchResults } from '../src/db/schema/search';
import { alertFilter, reviewFilter } from '../src/modules/search/attention-filters';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

type Marks = Pick<
  typeof searchResults.$inferInsert,
  'found' | 'processed' | 'ignored' | 'saved' | 'feedback' | 'severity' | 'matchLabel'
> & {
  goneAt: Date | null;
};

/** Every combination of the fields the rules read, and of the member's other marks, which they must ignore. */
function everyCombination(): Marks[] {
  const combinations: Marks[] = [];
  for (const found of [true, false])
    for (const processed of [true, false])
      for (const goneAt of [null, new Date('2026-01-02T03:04:05Z')])
        for (const feedback of [null, 'me', 'not_me'] as const)
          for (const severity of ['high', 'medium', 'low'] as const)
            for (const matchLabel of ['likely', 'possible', 'unlikely'] as const)
              for (const [ignored, saved] of [
                [false, false],
                [true, true],
              ])
                combinations.push({ found, processed, goneAt, feedback, severity, matchLabel, ignored, saved });
  return combinations;
}

describe('the attention rule', () => {
  it('is one rule: the SQL filters pick exactly the rows the domain calls alerts and review, and every count agrees', async () => {
    const member = await createMember(app);
    const combinations = everyCombination();
    expect(combinations).toHaveLength(432);
    const rows = await app.db
      .insert(searchResults)
      .values(
        combinations.map((marks, index) => ({
          ...marks,
          userId: member.id,
          url: `https://example.com/alert-rule/${index}`,
          title: `Result ${index}`,
          snippet: 'A court record.',
          source: 'example.com',
          sourceType: 'mock',
          searchTerm: 'Alert Rule',
          searchType: 'name' as const,
          category: 'court-records',
          matchScore: 90,
        })),
      )
      .returning();
    // Pages that would be asked about but are mentions (news, a review site): neither list.
    const mentions = await app.db
      .insert(searchResults)
      .values(
        [
          { category: 'news', source: 'news.example' },
          { category: 'other', source: 'www.yelp.com' },
        ].map((page, index) => ({
          ...page,
          userId: member.id,
          url: `https://example.com/mention/${index}`,
          title: `Mention ${index}`,
          snippet: 'A story.',
          sourceType: 'mock',
          searchTerm: 'Alert Rule',
          searchType: 'name' as const,
          severity: 'high' as const,
          matchScore: 60,
          matchLabel: 'possible' as const,
          found: false,
          goneAt: null,
          feedback: null,
        })),
      )
      .returning();
    expect(mentions.map((row) => attentionOf(row))).toEqual(['none', 'none']);
    const alerts = rows.filter((row) => attentionOf(row) === 'alert').map((row) => row.id);
    const review = rows.filter((row) => attentionOf(row) === 'review').map((row) => row.id);
    // Both answers are tested against a fixed count as well, so neither can pass by being empty:
    // alerts: found and unanswered, found and "This is me", or only "This is me" (3), unprocessed and
    // not gone, whatever the severity and label (9) and the other marks (2).
    expect(alerts).toHaveLength(54);
    // review: not found, unanswered, unprocessed, not gone, high or medium, likely or possible: 2 × 2 × 2.
    expect(review).toHaveLength(8);
    expect(rows.filter(isAlert).map((row) => row.id)).toEqual(alerts);

    for (const [filter, expected] of [
      [alertFilter(), alerts],
      [reviewFilter(), review],
    ] as const) {
      const bySql = await app.db
        .select({ id: searchResults.id })
        .from(searchResults)
        .where(and(eq(searchResults.userId, member.id), filter));
      expect(bySql.map((row) => row.id).sort()).toEqual([...expected].sort());
    }

    const headers = { cookie: member.cookie, origin: ORIGIN };
    const count = await app.inject({ method: 'GET', url: '/api/search/alerts', headers });
    expect(count.json()).toEqual({ count: alerts.length, review: review.length });
    for (const [status, expected] of [
      ['alerts', alerts],
      ['review', review],
    ] as const) {
      const listed = await app.inject({
        method: 'GET',
        url: `/api/search/results?status=${status}&pageSize=50`,
        headers,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().total).toBe(expected.length);
      const ids = listed.json().results.map((row: { id: string }) => row.id);
      expect(ids.every((id: string) => expected.includes(id))).toBe(true);
      expect(ids.length).toBe(Math.min(50, expected.length));
    }
    const metrics = await app.inject({ method: 'GET', url: '/api/dashboard/metrics', headers });
    expect(metrics.statusCode, metrics.body).toBe(200);
    expect(metrics.json().metrics).toMatchObject({ pendingAlerts: alerts.length, needsReview: review.length });
  });
});
