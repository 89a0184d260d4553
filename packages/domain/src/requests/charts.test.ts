import { describe, expect, it } from 'vitest';
import { chartUnit, computeCharts, periodStart } from './charts';
import { utcDay } from '../dates';

const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 15, 30));
const iso = utcDay;

describe('overview charts', () => {
  it('has nothing to draw without rows: empty lists, never zeros', () => {
    const charts = computeCharts({ findings: [], takedowns: [], removals: [] });
    expect(charts.findingsBySeverity.points).toEqual([]);
    expect(charts.requestsByVerdict).toEqual([]);
    expect(charts.removalProgress.points).toEqual([]);
  });

  it('counts findings by severity per day, empty days included between the first and the last', () => {
    const { findingsBySeverity } = computeCharts({
      findings: [
        { firstSeenAt: at(11, 2), severity: 'high' },
        { firstSeenAt: at(11, 2), severity: 'low' },
        { firstSeenAt: at(11, 4), severity: 'medium' },
        { firstSeenAt: at(11, 4), severity: 'high' },
      ],
      takedowns: [],
      removals: [],
    });
    expect(findingsBySeverity.unit).toBe('day');
    expect(findingsBySeverity.points.map((point) => ({ ...point, start: iso(point.start) }))).toEqual([
      { start: '2026-11-02', low: 1, medium: 0, high: 1 },
      { start: '2026-11-03', low: 0, medium: 0, high: 0 },
      { start: '2026-11-04', low: 0, medium: 1, high: 1 },
    ]);
  });

  it('counts removal requests by verdict in the status order, leaving out the verdicts none has', () => {
    const { requestsByVerdict } = computeCharts({
      findings: [],
      takedowns: [],
      removals: [{ status: 'removed' }, { status: 'submitted' }, { status: 'removed' }, { status: 'rejected' }],
    });
    expect(requestsByVerdict).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'removed', count: 2 },
      { status: 'rejected', count: 1 },
    ]);
  });

  it('keeps running totals of requests made and completed', () => {
    const { removalProgress } = computeCharts({
      findings: [],
      takedowns: [
        { createdAt: at(11, 1), completedAt: at(11, 3) },
        { createdAt: at(11, 2), completedAt: null },
        { createdAt: at(11, 2), completedAt: at(11, 3) },
      ],
      removals: [],
    });
    expect(removalProgress.points.map((point) => ({ ...point, start: iso(point.start) }))).toEqual([
      { start: '2026-11-01', requested: 1, completed: 0 },
      { start: '2026-11-02', requested: 3, completed: 0 },
      { start: '2026-11-03', requested: 3, completed: 2 },
    ]);
  });

  it('uses weeks (from Monday) or months when days would be too many to read', () => {
    expect(chartUnit(at(11, 1), at(11, 20))).toBe('day');
    expect(chartUnit(at(9, 1), at(11, 20))).toBe('week');
    expect(chartUnit(at(1, 1), at(11, 20))).toBe('month');
    expect(iso(periodStart(at(11, 26), 'week'))).toBe('2026-11-23');
    expect(iso(periodStart(at(11, 23), 'week'))).toBe('2026-11-23');
    expect(iso(periodStart(at(11, 22), 'week'))).toBe('2026-11-16');
    expect(iso(periodStart(at(11, 26), 'month'))).toBe('2026-11-01');
    const { findingsBySeverity } = computeCharts({
      findings: [
        { firstSeenAt: at(1, 15), severity: 'low' },
        { firstSeenAt: at(11, 2), severity: 'high' },
      ],
      takedowns: [],
      removals: [],
    });
    expect(findingsBySeverity.unit).toBe('month');
    const counts = findingsBySeverity.points.map((point) => [iso(point.start), point.low + point.high]);
    expect(counts).toHaveLength(11);
    expect(counts[0]).toEqual(['2026-01-01', 1]);
    expect(counts[1]).toEqual(['2026-02-01', 0]);
    expect(counts[10]).toEqual(['2026-11-01', 1]);
  });
});
