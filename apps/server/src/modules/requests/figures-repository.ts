import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { removalRequests, takedownRequests } from '../../db/schema/requests';
import { backedRemovals, countedStatusSql } from './verdict-evidence-sql';

/* Counts over removal requests: the operator console's per-site figures, the public results, a member's range. */

/** Days from filing (or, never filed, from the request) to the verdict; null before a verdict. */
const DAYS_TO_VERDICT = sql`extract(epoch from (${removalRequests.decidedAt} - coalesce(${removalRequests.submittedAt}, ${removalRequests.createdAt}))) / 86400`;
/** The median of those days in a group (a group of one status: of removed requests, days to removal). */
const MEDIAN_DAYS = sql<
  number | null
>`(percentile_cont(0.5) within group (order by ${DAYS_TO_VERDICT}) filter (where ${removalRequests.decidedAt} is not null))::float8`;

/**
 * How many removals each site has in each status, over every member, with the median days to the
 * verdict of each group (per-site success and days to removal, issue 14 §11).
 */
export async function siteStatusCounts(db: Db) {
  const backed = backedRemovals(db);
  const counted = countedStatusSql(backed);
  return db
    .select({
      domain: removalRequests.domain,
      siteName: sql<string | null>`max(${removalRequests.siteName})`,
      status: counted,
      count: sql<number>`count(*)::int`,
      medianDays: MEDIAN_DAYS,
    })
    .from(removalRequests)
    .leftJoin(backed, eq(backed.removalId, removalRequests.id))
    .groupBy(removalRequests.domain, counted);
}

/** A removal's public group: Google, else the site's catalogue category, else 'other'. */
const PUBLIC_GROUP = sql<string>`case when ${removalRequests.method} = 'google' then 'google' else coalesce(${removalRequests.category}, 'other') end`;

/**
 * The same by public group ('all' for every removal), for the public figures: no member, no site
 * and no page in them, only counts and medians.
 */
export async function groupStatusCounts(db: Db) {
  const backed = backedRemovals(db);
  const counted = countedStatusSql(backed);
  const [byGroup, overall] = await Promise.all([
    db
      .select({
        group: PUBLIC_GROUP,
        status: counted,
        count: sql<number>`count(*)::int`,
        medianDays: MEDIAN_DAYS,
      })
      .from(removalRequests)
      .leftJoin(backed, eq(backed.removalId, removalRequests.id))
      .groupBy(PUBLIC_GROUP, counted),
    db
      .select({
        group: sql<string>`'all'`,
        status: counted,
        count: sql<number>`count(*)::int`,
        medianDays: MEDIAN_DAYS,
      })
      .from(removalRequests)
      .leftJoin(backed, eq(backed.removalId, removalRequests.id))
      .groupBy(counted),
  ]);
  return [...byGroup, ...overall];
}

export async function takedownsInRange(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(takedownRequests)
    .where(
      and(
        eq(takedownRequests.userId, userId),
        gte(takedownRequests.createdAt, from),
        lte(takedownRequests.createdAt, to),
      ),
    );
}
