import { isFinal, REMOVAL_STATUSES } from './status';

/**
 * The public figures of the coverage page (issue 14 §11): success rate and median days to removal,
 * from real verdicts over every member, aggregated by kind of site. A group with fewer verdicts
 * than `PUBLIC_MIN_DECIDED` shows its counts but no rate or median: a handful of cases says
 * nothing about a kind of site, and the figures must not stand for one member's requests.
 */
export const PUBLIC_MIN_DECIDED = 5;

/** One group's counts per status, and the median days to the verdict of each (repository). */
type GroupStatusRow = { group: string; status: string; count: number; medianDays: number | null };

type ResultFigures = {
  group: string;
  label: string;
  /** Requests with a final verdict: removed, not found, wrong person or rejected. */
  decided: number;
  removed: number;
  /** Removed ÷ decided in whole per cent; null below the threshold. */
  rate: number | null;
  /** Median days from filing to the removed verdict, to one decimal; null below the threshold. */
  medianDaysToRemoval: number | null;
};

const GROUP_LABELS: Record<string, string> = {
  all: 'All removal requests',
  'people-search': 'People-search sites',
  'data-broker': 'Data brokers',
  'background-check': 'Background-check sites',
  'court-records': 'Court-record sites',
  mugshots: 'Mugshot sites',
  'real-estate': 'Real-estate sites',
  'public-records': 'Public-record sites',
  'news-archive': 'News archives',
  google: 'Google Search',
  other: 'Other sites',
};

const isDecided = (status: string) => REMOVAL_STATUSES.some((known) => known === status && isFinal(known));

export function publicResults(rows: readonly GroupStatusRow[]): { overall: ResultFigures; groups: ResultFigures[] } {
  const byGroup = new Map<string, ResultFigures>();
  for (const row of rows) {
    const figures = byGroup.get(row.group) ?? {
      group: row.group,
      label: GROUP_LABELS[row.group] ?? row.group,
      decided: 0,
      removed: 0,
      rate: null,
      medianDaysToRemoval: null,
    };
    if (isDecided(row.status)) figures.decided += row.count;
    if (row.status === 'removed') {
      figures.removed += row.count;
      figures.medianDaysToRemoval = row.medianDays === null ? null : Math.round(row.medianDays * 10) / 10;
    }
    byGroup.set(row.group, figures);
  }
  const publish = (figures: ResultFigures): ResultFigures =>
    figures.decided >= PUBLIC_MIN_DECIDED
      ? { ...figures, rate: Math.round((figures.removed / figures.decided) * 100) }
      : { ...figures, rate: null, medianDaysToRemoval: null };
  const overall = publish(
    byGroup.get('all') ?? {
      group: 'all',
      label: GROUP_LABELS.all ?? 'all',
      decided: 0,
      removed: 0,
      rate: null,
      medianDaysToRemoval: null,
    },
  );
  const groups = [...byGroup.values()]
    .filter((figures) => figures.group !== 'all')
    .map(publish)
    .sort((a, b) => b.decided - a.decided || a.label.localeCompare(b.label));
  return { overall, groups };
}
