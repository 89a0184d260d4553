import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMetrics } from '../requests/metrics';
import { attentionOf, attentionSummary, countAttention, isAlert, isTheirs, needsReview } from './alerts';
import type { AttentionFields } from './alerts';
import { scanOutcomeToasts } from './messages';

const result = (change: Partial<AttentionFields> = {}): AttentionFields => ({
  found: false,
  processed: false,
  goneAt: null,
  feedback: null,
  severity: 'high',
  matchLabel: 'possible',
  category: 'court-records',
  source: 'www.courtlistener.com',
  ...change,
});

const resultArbitrary: fc.Arbitrary<AttentionFields> = fc.record({
  found: fc.boolean(),
  processed: fc.boolean(),
  goneAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  feedback: fc.constantFrom(null, 'me' as const, 'not_me' as const),
  severity: fc.constantFrom('high' as const, 'medium' as const, 'low' as const),
  matchLabel: fc.constantFrom('likely' as const, 'possible' as const, 'unlikely' as const),
  category: fc.constantFrom('court-records', 'mugshots', 'people-search', 'news', 'social'),
  source: fc.constantFrom('www.courtlistener.com', 'mugshots.com', 'www.yelp.com'),
});

describe('the attention rule (issue 31 part 2)', () => {
  it('makes "This is me" an alert at once, whatever the scan decided', () => {
    expect(isAlert(result({ feedback: 'me', matchLabel: 'unlikely', severity: 'low' }))).toBe(true);
    expect(attentionOf(result({ feedback: 'me' }))).toBe('alert');
  });

  it('retires "Not me" even when the scan called the result the member’s', () => {
    expect(isTheirs(result({ found: true, feedback: 'not_me' }))).toBe(false);
    expect(attentionOf(result({ found: true, feedback: 'not_me' }))).toBe('none');
  });

  it.each([
    ['a high-severity possible match', result(), 'review'],
    ['a medium-severity likely match with found off', result({ severity: 'medium', matchLabel: 'likely' }), 'review'],
    ['a low-severity page', result({ severity: 'low' }), 'none'],
    ['a ruled-out namesake', result({ matchLabel: 'unlikely' }), 'none'],
    ['a page with a request', result({ processed: true }), 'none'],
    ['a page no longer found', result({ goneAt: new Date('2026-11-01T00:00:00Z') }), 'none'],
    ['a found page', result({ found: true, matchLabel: 'likely' }), 'alert'],
    ['a news story (a mention, nothing to remove)', result({ category: 'news', source: 'news.example' }), 'none'],
    ['a review site’s page', result({ category: 'other', source: 'www.yelp.com' }), 'none'],
  ] as const)('puts %s on the %s list', (_name, row, expected) => {
    expect(attentionOf(row)).toBe(expected);
  });

  it('never calls one result both an alert and one to review (property)', () => {
    fc.assert(fc.property(resultArbitrary, (row) => !(isAlert(row) && needsReview(row))));
  });

  it('gives the same counts on the dashboard, the search page and the toasts (property)', () => {
    fc.assert(
      fc.property(fc.array(resultArbitrary, { minLength: 1, maxLength: 40 }), (rows) => {
        // The search page's counts: the rule over the member's results (the server counts them in SQL,
        // test/alerts.api.test.ts checks the SQL against this rule).
        const page = countAttention(rows);
        // The dashboard: the metrics over the same results.
        const metrics = computeMetrics({
          takedowns: [],
          removals: [],
          results: rows.map((row) => ({ isTheirs: isTheirs(row), attention: attentionOf(row) })),
        });
        // The toasts: a scan's counts are taken with the same rule (search/scan.ts).
        const alerts = rows.filter((row) => attentionOf(row) === 'alert');
        const toasts = scanOutcomeToasts({
          searchTerm: 'Jordan Miller',
          resultCount: rows.length,
          foundCount: alerts.length,
          highCount: alerts.filter((row) => row.severity === 'high').length,
          reviewCount: rows.filter((row) => attentionOf(row) === 'review').length,
        });
        expect(metrics.pendingAlerts).toBe(page.alerts);
        expect(metrics.needsReview).toBe(page.review);
        const saysClean = toasts.some((toast) => toast.title === 'Scan completed');
        const needsMember = page.alerts + page.review > 0;
        expect(saysClean).toBe(!needsMember);
        expect(attentionSummary(page).tone === 'clear').toBe(!needsMember);
        expect(toasts.some((toast) => toast.description?.startsWith(`We found ${page.alerts} mentions`))).toBe(
          page.alerts > 0,
        );
        expect(toasts.some((toast) => toast.description?.startsWith(`${page.review} result`) ?? false)).toBe(
          page.review > 0,
        );
        // Search visibility never calls a page clean while it is the member's or awaits their answer.
        const visibility = metrics.statistics.searchVisibility ?? 0;
        expect(visibility).toBeLessThanOrEqual(
          Math.round(((rows.length - page.alerts - page.review) / rows.length) * 100),
        );
      }),
    );
  });

  it('says "N results need you to confirm" and never "nothing" while some await the member', () => {
    expect(attentionSummary({ alerts: 0, review: 3 }).text).toBe('3 results need you to confirm');
    expect(attentionSummary({ alerts: 0, review: 1 }).text).toBe('1 result needs you to confirm');
    expect(attentionSummary({ alerts: 2, review: 1 }).text).toBe(
      '2 results need action; 1 result needs you to confirm',
    );
    expect(attentionSummary({ alerts: 0, review: 0 }).tone).toBe('clear');
  });
});
