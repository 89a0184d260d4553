import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlert } from '@cleardocket/domain/search/alerts';
import { searchResults } from '../src/db/schema/search';
import { alertFilter } from '../src/modules/search/result-list-repository';
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

type Marks = Pick<typeof searchResults.$inferInsert, 'found' | 'processed' | 'ignored' | 'saved' | 'feedback'> & {
  goneAt: Date | null;
};

/** Every combination of the fields the rule reads, and of the member's other marks, which it must ignore. */
function everyCombination(): Marks[] {
  const combinations: Marks[] = [];
  for (const found of [true, false])
    for (const processed of [true, false])
      for (const goneAt of [null, new Date('2026-01-02T03:04:05Z')])
        for (const feedback of [null, 'me', 'not_me'] as const)
          for (const [ignored, saved] of [
            [false, false],
            [true, true],
          ])
            combinations.push({ found, processed, goneAt, feedback, ignored, saved });
  return combinations;
}

describe('the alert rule', () => {
  it('is one rule: the SQL filter picks exactly the rows the domain predicate calls alerts', async () => {
    const member = await createMember(app);
    const combinations = everyCombination();
    expect(combinations).toHaveLength(48);
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
          severity: 'high' as const,
          category: 'court-records',
          matchScore: 90,
          matchLabel: 'likely' as const,
        })),
      )
      .returning();
    const byDomain = rows.filter(isAlert).map((row) => row.id);
    // Both answers are tested against a fixed count as well, so neither can pass by being empty.
    expect(byDomain).toHaveLength(4);

    const bySql = await app.db
      .select({ id: searchResults.id })
      .from(searchResults)
      .where(and(eq(searchResults.userId, member.id), alertFilter()));
    expect(bySql.map((row) => row.id).sort()).toEqual([...byDomain].sort());

    const headers = { cookie: member.cookie, origin: ORIGIN };
    const count = await app.inject({ method: 'GET', url: '/api/search/alerts', headers });
    expect(count.json()).toEqual({ count: byDomain.length });
    const listed = await app.inject({ method: 'GET', url: '/api/search/results?status=alerts&pageSize=50', headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .results.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([...byDomain].sort());
  });
});
