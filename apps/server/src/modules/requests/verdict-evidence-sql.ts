import { eq, or, sql } from 'drizzle-orm';
import { UNPROVEN_REMOVED } from '@cleardocket/domain/requests/verdict-evidence';
import type { Db } from '../../db/database';
import { removalEvidence, removalRequests } from '../../db/schema/requests';

/**
 * For the figures (decision 061): the removals whose evidence backs "removed" (domain
 * `backsRemoval`), as a table to left-join, and the status each removal counts as (domain
 * `countedStatus`): "removed" without backing evidence becomes UNPROVEN_REMOVED and counts nowhere.
 * A join, not EXISTS: PostgreSQL refuses a GROUP BY on a subquery that reads the outer row.
 */
export function backedRemovals(db: Db) {
  return db
    .selectDistinct({ removalId: sql<string>`${removalEvidence.removalRequestId}`.as('backed_removal_id') })
    .from(removalEvidence)
    .where(or(eq(removalEvidence.outcome, 'removed'), eq(removalEvidence.kind, 'operator-upload')))
    .as('backed');
}

export function countedStatusSql(backed: ReturnType<typeof backedRemovals>) {
  return sql<string>`case when ${removalRequests.status} = 'removed' and ${backed.removalId} is null then ${sql.raw(`'${UNPROVEN_REMOVED}'`)} else ${removalRequests.status} end`;
}
