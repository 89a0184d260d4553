import { RemovalStatusSchema } from '@cleardocket/domain/requests/contract';
import type { PublicResults } from '@cleardocket/domain/requests/contract';
import { computeCharts } from '@cleardocket/domain/requests/charts';
import type { OverviewCharts } from '@cleardocket/domain/requests/charts';
import { computeMetrics, severityScore } from '@cleardocket/domain/requests/metrics';
import type { DashboardMetrics } from '@cleardocket/domain/requests/metrics';
import { PUBLIC_MIN_DECIDED, publicResults } from '@cleardocket/domain/requests/results';
import type { TakedownStatus } from '@cleardocket/domain/requests/status';
import { countedStatus } from '@cleardocket/domain/requests/verdict-evidence';
import type { Db } from '../../db/database';
import { resultsForMetrics } from '../search/service';
import * as figures from './figures-repository';
import * as repository from './repository';
import { evidenceBackedIds } from './verdict-evidence';

export type MetricFilter = {
  from: Date;
  to: Date;
  statuses: TakedownStatus[];
  caseTypes: string[];
  severityMin: number;
  severityMax: number;
};

/**
 * Spec §3 dashboard metrics for the member, and the overview's charts (issue 20), from their rows,
 * within the filters.
 */
export async function metricsFor(
  db: Db,
  userId: string,
  filter: MetricFilter,
): Promise<{ metrics: DashboardMetrics; charts: OverviewCharts }> {
  const results = (await resultsForMetrics(db, userId, filter.from, filter.to))
    .filter((row) => filter.caseTypes.length === 0 || filter.caseTypes.includes(row.category))
    .filter((row) => {
      const score = severityScore(row.severity, row.priority);
      return score >= filter.severityMin && score <= filter.severityMax;
    });
  const takedowns = (await figures.takedownsInRange(db, userId, filter.from, filter.to)).filter(
    (row) =>
      (filter.statuses.length === 0 || filter.statuses.includes(row.status)) &&
      (filter.caseTypes.length === 0 || filter.caseTypes.includes(String(row.criteria.category ?? ''))),
  );
  const removals = await repository.listRemovalsFor(
    db,
    userId,
    takedowns.map((row) => row.id),
  );
  // Only evidence-backed "removed" verdicts count in the rate (decision 061).
  const backed = await evidenceBackedIds(
    db,
    removals.map((row) => row.id),
  );
  return {
    metrics: computeMetrics({
      takedowns,
      removals: removals.map((row) => ({ status: countedStatus(row.status, backed.has(row.id)) })),
      results: results.map((row) => ({ isTheirs: row.isTheirs, attention: row.attention })),
    }),
    charts: computeCharts({
      findings: results
        .filter((row) => row.isTheirs)
        .map((row) => ({ firstSeenAt: row.firstSeenAt, severity: row.severity })),
      takedowns,
      removals: removals.map((row) => ({ status: RemovalStatusSchema.parse(row.status) })),
    }),
  };
}

/**
 * The public coverage page's figures (issue 14 §11): success rate and median days to removal per
 * kind of site and overall, from every member's verdicts, with no member, site page or URL in them.
 */
export async function publicResultsNow(db: Db): Promise<PublicResults> {
  return {
    ...publicResults(await figures.groupStatusCounts(db)),
    minDecided: PUBLIC_MIN_DECIDED,
    computedAt: new Date().toISOString(),
  };
}
