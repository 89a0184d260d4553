import { differenceInMilliseconds } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import { REMOVAL_STATUSES, isFinal } from '../requests/status';

/**
 * The operator queue's rules with no I/O: each removal's deadline, whether it is overdue, the
 * queue's orders, and the figures at the top of the console (issue 20, "Missing for operators").
 */

export const QUEUE_SORTS = ['deadline', 'oldest', 'newest'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export const QUEUE_SORT_LABELS: Record<QueueSort, string> = {
  deadline: 'Deadline, soonest first',
  oldest: 'Oldest first',
  newest: 'Newest first',
};

/** A verdict closes the request (removed, not found, wrong person, rejected). */
/** Days to one decimal (a median of durations in days; null stays null). */
const roundDays = (days: number | null): number | null => (days === null ? null : Math.round(days * 10) / 10);

const decided = (status: string) => REMOVAL_STATUSES.some((known) => known === status && isFinal(known));

type Clocked = { status: string; acknowledgeBy: Date | null; respondBy: Date | null };

/**
 * The date the site owes us something by (requests/deadlines.ts sets both when a request is
 * submitted): confirming receipt while a submitted request still waits for it, otherwise the
 * response. Null where no clock runs (not yet submitted, court orders).
 */
export function queueDeadline(removal: Clocked): Date | null {
  const { acknowledgeBy, respondBy } = removal;
  if (removal.status === 'submitted' && acknowledgeBy) {
    return respondBy && respondBy < acknowledgeBy ? respondBy : acknowledgeBy;
  }
  return respondBy;
}

/**
 * Past its deadline with no verdict yet. Wider than the deadline job's `isOverdue` on purpose: a
 * request the job already moved to needs-escalation is still overdue to the operator who has it.
 */
export function isPastDeadline(removal: Clocked, now: Date): boolean {
  if (decided(removal.status)) return false;
  const deadline = queueDeadline(removal);
  return deadline !== null && deadline < now;
}

type Sortable = Clocked & { id: string; createdAt: Date };

/**
 * The queue's orders, as the server's query sorts them (a test holds the query to this): soonest
 * deadline first with no-deadline requests last, oldest first, or newest first; ties by creation
 * then id, so paging never shows a row twice.
 */
export function compareQueue(sort: QueueSort): (a: Sortable, b: Sortable) => number {
  const created = (a: Sortable, b: Sortable) => a.createdAt.getTime() - b.createdAt.getTime();
  const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (sort === 'newest') return (a, b) => created(b, a) || byId(b, a);
  if (sort === 'oldest') return (a, b) => created(a, b) || byId(a, b);
  return (a, b) => {
    const left = queueDeadline(a);
    const right = queueDeadline(b);
    if (left && right && left.getTime() !== right.getTime()) return left.getTime() - right.getTime();
    if (left && !right) return -1;
    if (!left && right) return 1;
    return created(a, b) || byId(a, b);
  };
}

/* ---------- the console's figures ---------- */

export type QueueMetricsInput = {
  /** Every removal in the queue (the same rows the unfiltered queue lists). */
  open: readonly (Clocked & { createdAt: Date })[];
  /** How many removals each site has with each status, over every member. */
  sites: readonly {
    domain: string;
    siteName: string | null;
    status: string;
    count: number;
    medianDays?: number | null;
  }[];
};

type SiteSuccess = {
  domain: string;
  siteName: string | null;
  /** Verified removed (status removed). */
  removed: number;
  /** With a final verdict: removed, not found, wrong person or rejected. */
  decided: number;
  /** Removed ÷ decided in whole per cent; null when nothing is decided yet ("no data yet", decision 019). */
  rate: number | null;
  /** Median days from filing to the removed verdict, to one decimal; null when nothing is removed. */
  medianDaysToRemoval: number | null;
};

export type QueueMetrics = {
  openByAge: { underSevenDays: number; sevenToThirtyDays: number; overThirtyDays: number };
  overdue: number;
  sites: SiteSuccess[];
};

/**
 * Open work by age (under 7 days, 7 to 30 days, over 30 days since the request was made), how
 * many are past their deadline, and each site's success. Sites are listed most decided first.
 */
export function queueMetrics({ open, sites }: QueueMetricsInput, now: Date): QueueMetrics {
  const openByAge = { underSevenDays: 0, sevenToThirtyDays: 0, overThirtyDays: 0 };
  for (const removal of open) {
    const days = differenceInMilliseconds(now, removal.createdAt) / millisecondsInDay;
    if (days < 7) openByAge.underSevenDays += 1;
    else if (days <= 30) openByAge.sevenToThirtyDays += 1;
    else openByAge.overThirtyDays += 1;
  }
  const bySite = new Map<string, SiteSuccess>();
  for (const row of sites) {
    const site = bySite.get(row.domain) ?? {
      domain: row.domain,
      siteName: null,
      removed: 0,
      decided: 0,
      rate: null,
      medianDaysToRemoval: null,
    };
    site.siteName ??= row.siteName;
    if (decided(row.status)) site.decided += row.count;
    if (row.status === 'removed') {
      site.removed += row.count;
      site.medianDaysToRemoval = roundDays(row.medianDays ?? null);
    }
    bySite.set(row.domain, site);
  }
  const success = [...bySite.values()]
    .map((site) => ({ ...site, rate: site.decided ? Math.round((site.removed / site.decided) * 100) : null }))
    .sort((a, b) => b.decided - a.decided || a.domain.localeCompare(b.domain));
  return { openByAge, overdue: open.filter((removal) => isPastDeadline(removal, now)).length, sites: success };
}
