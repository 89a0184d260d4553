import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS } from '../requests/status';
import type { RemovalStatus } from '../requests/status';
import { utcDay, utcMonth } from '../dates';

/**
 * The monthly report (issue 17 part 5): what happened to a member's findings and requests in one
 * calendar month (UTC), built from the stored events only, so a report lists exactly that month's
 * events. The server gathers the rows; this file decides what the report says.
 */

type Severity = 'high' | 'medium' | 'low';
const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low'];

/** How many months the "findings by severity over time" table covers, the report's month last. */
export const HISTORY_MONTHS = 6;

/** `2026-11` → its first instant and the next month's (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const index = Number(match?.[2]) - 1;
  if (!match || index < 0 || index > 11) throw new Error(`Not a month: ${month}`);
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The `YYYY-MM` a date falls in (UTC). */
function monthOf(date: Date): string {
  return utcMonth(date);
}

/** The month `offset` months from `month` (negative: earlier). */
export function addMonths(month: string, offset: number): string {
  const { from } = monthRange(month);
  return monthOf(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1)));
}

/** The month a report built now covers: the last complete calendar month. */
export function reportMonthAt(now: Date): string {
  return addMonths(monthOf(now), -1);
}

/** One event of a finding (a search result that is the member's), as stored by the scans. */
export type FindingEvent = {
  kind: 'appeared' | 'disappeared' | 'reappeared';
  at: Date;
  title: string;
  url: string;
  site: string | null;
  severity: Severity;
};

/** A removal request with the facts the report shows about it. */
export type RemovalFacts = {
  reference: string;
  url: string;
  site: string;
  status: RemovalStatus;
  createdAt: Date;
  decidedAt: Date | null;
  relistedAt: Date | null;
  /** The latest evidence about the page: what was seen and when. */
  evidence: { outcome: string; at: Date; detail: string | null } | null;
  /** Whether evidence backs a "removed" (decision 061): only those count as removed in figures. */
  removalBacked: boolean;
};

export type MonthlySummary = {
  month: string;
  /** New findings (first seen or back) per month and severity, the report's month last. */
  findingsBySeverity: { month: string; high: number; medium: number; low: number }[];
  /** This month's finding events, oldest first. */
  events: {
    kind: FindingEvent['kind'];
    at: string;
    title: string;
    url: string;
    site: string | null;
    severity: Severity;
  }[];
  /** Every request by its verdict now (statuses with none left out). */
  requestsByVerdict: { status: RemovalStatus; label: string; count: number }[];
  /** Each site's request: its status and the evidence behind it. */
  sites: { reference: string; site: string; url: string; status: string; evidence: string | null }[];
  /** What changed this month, with last month's figures beside them. */
  changes: {
    newFindings: { now: number; before: number };
    gone: { now: number; before: number };
    requestsOpened: { now: number; before: number };
    removed: { now: number; before: number };
    relisted: { now: number; before: number };
  };
};

const within = (at: Date | null, range: { from: Date; to: Date }) =>
  at !== null && at.getTime() >= range.from.getTime() && at.getTime() < range.to.getTime();

const OUTCOME_WORDS: Record<string, string> = {
  captured: 'listing captured',
  removed: 'removed',
  'still-listed': 'still listed',
  'could-not-check': 'could not check',
  noted: 'noted by our team',
};

/** "Checked 2026-11-12: removed (the page answers 404)". */
export function evidenceLine(evidence: RemovalFacts['evidence']): string | null {
  if (!evidence) return null;
  const words = OUTCOME_WORDS[evidence.outcome] ?? evidence.outcome;
  const day = utcDay(evidence.at);
  return `Checked ${day}: ${words}${evidence.detail ? ` (${evidence.detail})` : ''}`;
}

/**
 * The report of `month` from the finding events of the last HISTORY_MONTHS months (older or later
 * ones are ignored) and the member's removal requests.
 */
export function buildMonthlySummary(
  month: string,
  events: readonly FindingEvent[],
  removals: readonly RemovalFacts[],
  /** A report asked for before the month ended ("Get my report now") counts up to this moment. */
  until?: Date,
) {
  const whole = monthRange(month);
  const range = until && until.getTime() < whole.to.getTime() ? { from: whole.from, to: until } : whole;
  // A report counts only its own period (issue 31): requests opened after it are not in it.
  const opened = removals.filter((removal) => removal.createdAt.getTime() < range.to.getTime());
  const previous = monthRange(addMonths(month, -1));
  const months = Array.from({ length: HISTORY_MONTHS }, (_, i) => addMonths(month, i - HISTORY_MONTHS + 1));
  const findingsBySeverity = months.map((m) => {
    const r = monthRange(m);
    const counts = { month: m, high: 0, medium: 0, low: 0 };
    for (const event of events) if (event.kind !== 'disappeared' && within(event.at, r)) counts[event.severity] += 1;
    return counts;
  });
  const count = (r: { from: Date; to: Date }, test: (event: FindingEvent) => boolean) =>
    events.filter((event) => within(event.at, r) && test(event)).length;
  const removalsIn = (r: { from: Date; to: Date }, at: (removal: RemovalFacts) => Date | null) =>
    removals.filter((removal) => within(at(removal), r)).length;
  const both = (fn: (r: { from: Date; to: Date }) => number) => ({ now: fn(range), before: fn(previous) });

  const summary: MonthlySummary = {
    month,
    findingsBySeverity,
    events: events
      .filter((event) => within(event.at, range))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((event) => ({ ...event, at: event.at.toISOString() })),
    requestsByVerdict: REMOVAL_STATUSES.map((status) => ({
      status,
      label: REMOVAL_STATUS_LABELS[status],
      count: opened.filter((removal) => removal.status === status).length,
    })).filter((row) => row.count > 0),
    sites: [...opened]
      .sort((a, b) => a.site.localeCompare(b.site) || a.reference.localeCompare(b.reference))
      .map((removal) => ({
        reference: removal.reference,
        site: removal.site,
        url: removal.url,
        status: REMOVAL_STATUS_LABELS[removal.status],
        evidence: evidenceLine(removal.evidence),
      })),
    changes: {
      newFindings: both((r) => count(r, (event) => event.kind !== 'disappeared')),
      gone: both((r) => count(r, (event) => event.kind === 'disappeared')),
      requestsOpened: both((r) => removalsIn(r, (removal) => removal.createdAt)),
      removed: both((r) =>
        removalsIn(r, (removal) => (removal.status === 'removed' && removal.removalBacked ? removal.decidedAt : null)),
      ),
      relisted: both((r) => removalsIn(r, (removal) => removal.relistedAt)),
    },
  };
  return summary;
}

/** The email's plain text: the month's figures in a few lines. */
export function summaryText(summary: MonthlySummary): string[] {
  const { changes } = summary;
  const latest = summary.findingsBySeverity.at(-1) ?? { high: 0, medium: 0, low: 0 };
  return [
    `New findings: ${changes.newFindings.now} (last month ${changes.newFindings.before}) — ${SEVERITIES.map((s) => `${latest[s]} ${s}`).join(', ')}.`,
    `Listings gone from the search results: ${changes.gone.now}.`,
    `Removal requests opened: ${changes.requestsOpened.now}; removed: ${changes.removed.now}; listed again: ${changes.relisted.now}.`,
    summary.requestsByVerdict.length > 0
      ? `All requests by verdict: ${summary.requestsByVerdict.map((row) => `${row.label} ${row.count}`).join(', ')}.`
      : 'No removal requests yet.',
  ];
}
