import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { removalRequests, takedownRequests } from '../../db/schema/requests';

/* The removal requests of a case's pages, read for the case page (case-view.ts). */

const removalColumns = {
  resultId: takedownRequests.resultId,
  criteria: takedownRequests.criteria,
  pageUrl: takedownRequests.url,
  id: removalRequests.id,
  reference: removalRequests.reference,
  siteName: removalRequests.siteName,
  domain: removalRequests.domain,
  method: removalRequests.method,
  status: removalRequests.status,
  createdAt: removalRequests.createdAt,
};

export async function removalsOfResults(db: Db, userId: string, resultIds: string[]) {
  if (resultIds.length === 0) return [];
  return db
    .select(removalColumns)
    .from(removalRequests)
    .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
    .where(and(eq(takedownRequests.userId, userId), inArray(takedownRequests.resultId, resultIds)))
    .orderBy(asc(removalRequests.createdAt));
}

/** The removals of the member's requests that carry this case's order (opened by it or joined, decision 102). */
export async function removalsCarryingCase(db: Db, userId: string, caseId: string) {
  return db
    .select(removalColumns)
    .from(removalRequests)
    .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
    .where(and(eq(takedownRequests.userId, userId), sql`${takedownRequests.criteria}->>'courtCaseId' = ${caseId}`))
    .orderBy(asc(removalRequests.createdAt));
}
