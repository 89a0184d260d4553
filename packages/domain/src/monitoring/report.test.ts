import { describe, expect, it } from 'vitest';
import { addMonths, buildMonthlySummary, evidenceLine, monthRange, reportMonthAt } from './report';
import type { FindingEvent, RemovalFacts } from './report';

const event = (kind: FindingEvent['kind'], at: string, severity: FindingEvent['severity'] = 'high'): FindingEvent => ({
  kind,
  at: new Date(at),
  title: `${kind} ${at}`,
  url: `https://x.example/${at}`,
  site: null,
  severity,
});

const removal = (overrides: Partial<RemovalFacts>): RemovalFacts => ({
  reference: 'REM-1',
  url: 'https://x.example/p/1',
  site: 'X People',
  status: 'submitted',
  createdAt: new Date('2026-11-02T00:00:00Z'),
  decidedAt: null,
  relistedAt: null,
  evidence: null,
  removalBacked: false,
  ...overrides,
});

describe('months', () => {
  it('covers a calendar month in UTC and steps across years', () => {
    expect(monthRange('2026-12')).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(reportMonthAt(new Date('2026-12-01T07:00:00Z'))).toBe('2026-11');
    expect(() => monthRange('2026-13')).toThrow();
  });
});

describe('buildMonthlySummary', () => {
  const events = [
    event('appeared', '2026-10-31T23:59:59Z'),
    event('appeared', '2026-11-01T00:00:00Z', 'medium'),
    event('disappeared', '2026-11-15T00:00:00Z'),
    event('reappeared', '2026-11-30T23:59:59Z'),
    event('appeared', '2026-12-01T00:00:00Z'),
  ];

  it('lists exactly the month’s events, oldest first, and counts new findings by severity per month', () => {
    const summary = buildMonthlySummary('2026-11', events, []);
    expect(summary.events.map((e) => e.at)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-15T00:00:00.000Z',
      '2026-11-30T23:59:59.000Z',
    ]);
    expect(summary.findingsBySeverity).toHaveLength(6);
    expect(summary.findingsBySeverity.at(-1)).toEqual({ month: '2026-11', high: 1, medium: 1, low: 0 });
    expect(summary.findingsBySeverity.at(-2)).toEqual({ month: '2026-10', high: 1, medium: 0, low: 0 });
    expect(summary.changes.newFindings).toEqual({ now: 2, before: 1 });
    expect(summary.changes.gone).toEqual({ now: 1, before: 0 });
  });

  it('counts requests by verdict and shows each site with its evidence; later requests wait for their month', () => {
    const summary = buildMonthlySummary(
      '2026-11',
      [],
      [
        removal({
          status: 'removed',
          decidedAt: new Date('2026-11-20T00:00:00Z'),
          evidence: { outcome: 'removed', at: new Date('2026-11-20T10:00:00Z'), detail: 'the page answers 404' },
          removalBacked: true,
        }),
        removal({ reference: 'REM-2', site: 'A Records', relistedAt: new Date('2026-11-25T00:00:00Z') }),
        removal({ reference: 'REM-3', createdAt: new Date('2026-12-02T00:00:00Z') }),
      ],
    );
    // REM-3 was opened in December: the November report counts only its own period, so the
    // verdicts agree with the list of sites (issue 31: they counted every request ever).
    expect(summary.requestsByVerdict).toEqual([
      { status: 'submitted', label: 'Submitted', count: 1 },
      { status: 'removed', label: 'Removed', count: 1 },
    ]);
    const listed = summary.requestsByVerdict.reduce((sum, row) => sum + row.count, 0);
    expect(listed).toBe(summary.sites.length);
    expect(summary.sites.map((site) => site.reference)).toEqual(['REM-2', 'REM-1']);
    expect(summary.sites[1]?.evidence).toBe('Checked 2026-11-20: removed (the page answers 404)');
    expect(summary.changes).toMatchObject({
      requestsOpened: { now: 2, before: 0 },
      removed: { now: 1, before: 0 },
      relisted: { now: 1, before: 0 },
    });
  });

  it('counts a "removed" with no evidence behind it as no removal in the month’s figures (decision 061)', () => {
    const summary = buildMonthlySummary(
      '2026-11',
      [],
      [removal({ status: 'removed', decidedAt: new Date('2026-11-20T00:00:00Z'), removalBacked: false })],
    );
    expect(summary.changes.removed).toEqual({ now: 0, before: 0 });
  });

  it('says when a page was never checked', () => {
    expect(evidenceLine(null)).toBeNull();
  });

  it('counts a report asked for mid-month ("Get my report now") up to that moment only', () => {
    const until = new Date('2026-11-15T00:00:00Z');
    const summary = buildMonthlySummary(
      '2026-11',
      [event('appeared', '2026-11-10T00:00:00Z'), event('appeared', '2026-11-20T00:00:00Z')],
      [removal({}), removal({ reference: 'REM-2', createdAt: new Date('2026-11-18T00:00:00Z') })],
      until,
    );
    expect(summary.changes.newFindings.now).toBe(1);
    expect(summary.events).toHaveLength(1);
    expect(summary.changes.requestsOpened.now).toBe(1);
    expect(summary.sites.map((site) => site.reference)).toEqual(['REM-1']);
  });
});
