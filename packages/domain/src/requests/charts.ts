import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  differenceInCalendarWeeks,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { IN_UTC } from '../dates';
import { REMOVAL_STATUSES } from './status';
import type { RemovalStatus } from './status';

/**
 * The overview's charts (issue 20), from the member's rows within the dashboard's filters: findings
 * by severity over time, removal requests by verdict, and removal progress over time. Nothing is
 * invented: a chart with no rows behind it is an empty list, which the page shows as "No data yet".
 */
export type ChartUnit = 'day' | 'week' | 'month';

export type ChartInput = {
  /** Found search results (not "not me"), by when they were first seen. */
  findings: readonly { firstSeenAt: Date; severity: 'low' | 'medium' | 'high' }[];
  /** Takedown requests: when made, and when every removal in them had a verdict. */
  takedowns: readonly { createdAt: Date; completedAt: Date | null }[];
  removals: readonly { status: RemovalStatus }[];
};

type FindingsPoint = { start: Date; low: number; medium: number; high: number };
type ProgressPoint = { start: Date; requested: number; completed: number };

export type OverviewCharts = {
  findingsBySeverity: { unit: ChartUnit; points: FindingsPoint[] };
  requestsByVerdict: { status: RemovalStatus; count: number }[];
  /** Running totals at the end of each period: requests made, and requests completed. */
  removalProgress: { unit: ChartUnit; points: ProgressPoint[] };
};

const MONDAY_FIRST = { ...IN_UTC, weekStartsOn: 1 } as const;
/** More periods than this and the next longer unit is used (a bar stays wide enough to read). */
const MAX_POINTS = 31;

/** The start of the UTC day, Monday-first week or month holding `date`. */
export function periodStart(date: Date, unit: ChartUnit): Date {
  if (unit === 'day') return startOfDay(date, IN_UTC);
  if (unit === 'week') return startOfWeek(date, MONDAY_FIRST);
  return startOfMonth(date, IN_UTC);
}

function nextPeriod(start: Date, unit: ChartUnit): Date {
  if (unit === 'day') return addDays(start, 1, IN_UTC);
  if (unit === 'week') return addWeeks(start, 1, IN_UTC);
  return addMonths(start, 1, IN_UTC);
}

/** Every period from the one holding `first` to the one holding `last`. */
function periods(first: Date, last: Date, unit: ChartUnit): Date[] {
  const out: Date[] = [];
  for (let start = periodStart(first, unit); start <= last; start = nextPeriod(start, unit)) out.push(start);
  return out;
}

/** The shortest unit that spans the dates in at most MAX_POINTS periods (months beyond that). */
export function chartUnit(first: Date, last: Date): ChartUnit {
  for (const unit of ['day', 'week'] as const) {
    const count =
      unit === 'day'
        ? differenceInCalendarDays(last, first, IN_UTC)
        : differenceInCalendarWeeks(last, first, MONDAY_FIRST);
    if (count < MAX_POINTS) return unit;
  }
  return 'month';
}

function span(dates: readonly Date[]): { first: Date; last: Date } | null {
  if (dates.length === 0) return null;
  const times = dates.map((date) => date.getTime());
  return { first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) };
}

function findingsBySeverity(findings: ChartInput['findings']): OverviewCharts['findingsBySeverity'] {
  const range = span(findings.map((finding) => finding.firstSeenAt));
  if (!range) return { unit: 'day', points: [] };
  const unit = chartUnit(range.first, range.last);
  const points = periods(range.first, range.last, unit).map((start) => ({ start, low: 0, medium: 0, high: 0 }));
  const byStart = new Map(points.map((point) => [point.start.getTime(), point]));
  for (const finding of findings) {
    const point = byStart.get(periodStart(finding.firstSeenAt, unit).getTime());
    if (point) point[finding.severity] += 1;
  }
  return { unit, points };
}

function removalProgress(takedowns: ChartInput['takedowns']): OverviewCharts['removalProgress'] {
  const dates = takedowns.flatMap((request) =>
    request.completedAt ? [request.createdAt, request.completedAt] : [request.createdAt],
  );
  const range = span(dates);
  if (!range) return { unit: 'day', points: [] };
  const unit = chartUnit(range.first, range.last);
  const points = periods(range.first, range.last, unit).map((start) => {
    const end = nextPeriod(start, unit);
    return {
      start,
      requested: takedowns.filter((request) => request.createdAt < end).length,
      completed: takedowns.filter((request) => request.completedAt !== null && request.completedAt < end).length,
    };
  });
  return { unit, points };
}

export function computeCharts({ findings, takedowns, removals }: ChartInput): OverviewCharts {
  const counts = new Map<RemovalStatus, number>();
  for (const removal of removals) counts.set(removal.status, (counts.get(removal.status) ?? 0) + 1);
  return {
    findingsBySeverity: findingsBySeverity(findings),
    // In the status graph's order; a verdict no request has is left out, not drawn as a zero.
    requestsByVerdict: REMOVAL_STATUSES.flatMap((status) => {
      const count = counts.get(status) ?? 0;
      return count ? [{ status, count }] : [];
    }),
    removalProgress: removalProgress(takedowns),
  };
}
