import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyUuidPlaceholder, pageAndTotal, totalOver } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { removalRequests, takedownRequests } from '../../db/schema/requests';

/*
 * The member's request list (GET /api/requests, the MCP tool, the operator's view of a member):
 * issue 34's read path. Each page is two prepared statements, built once per database handle
 * (db/prepared.ts), that read only the columns the list shows: not a request's criteria (jsonb,
 * parsed on every row), letters or claims, which the list never sends.
 */

/** A takedown request as the list shows it (requests/to-wire.ts `toTakedown`). */
const takedownColumns = {
  id: takedownRequests.id,
  reference: takedownRequests.reference,
  url: takedownRequests.url,
  status: takedownRequests.status,
  type: takedownRequests.type,
  searchTerm: takedownRequests.searchTerm,
  resultId: takedownRequests.resultId,
  submittedDate: takedownRequests.submittedDate,
  completedAt: takedownRequests.completedAt,
  createdAt: takedownRequests.createdAt,
};

/** A removal request as the list shows it (requests/to-wire.ts `toRemoval`). */
const removalColumns = {
  id: removalRequests.id,
  takedownRequestId: removalRequests.takedownRequestId,
  reference: removalRequests.reference,
  url: removalRequests.url,
  domain: removalRequests.domain,
  siteName: removalRequests.siteName,
  category: removalRequests.category,
  method: removalRequests.method,
  status: removalRequests.status,
  optOutUrl: removalRequests.optOutUrl,
  optOutEmail: removalRequests.optOutEmail,
  googleRoute: removalRequests.googleRoute,
  submittedAt: removalRequests.submittedAt,
  acknowledgeBy: removalRequests.acknowledgeBy,
  respondBy: removalRequests.respondBy,
  decidedAt: removalRequests.decidedAt,
  authorisedAt: removalRequests.authorisedAt,
  emailSentAt: removalRequests.emailSentAt,
  lastCheckedAt: removalRequests.lastCheckedAt,
  checkProblem: removalRequests.checkProblem,
  nextCheckAt: removalRequests.nextCheckAt,
  operatorCheckAt: removalRequests.operatorCheckAt,
  relistedAt: removalRequests.relistedAt,
  relistedFromId: removalRequests.relistedFromId,
  createdAt: removalRequests.createdAt,
};

type TakedownStatus = (typeof takedownRequests.$inferSelect)['status'];

/** Newest first; `id` breaks ties so pages never overlap (the index is (user_id, created_at, id)). */
const newestFirst = [desc(takedownRequests.createdAt), desc(takedownRequests.id)] as const;

const pageOfAll = preparedOnce((db) =>
  db
    .select({ row: takedownColumns, total: totalOver() })
    .from(takedownRequests)
    .where(eq(takedownRequests.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('takedown_list_page'),
);

const pageOfStatus = preparedOnce((db) =>
  db
    .select({ row: takedownColumns, total: totalOver() })
    .from(takedownRequests)
    .where(
      and(
        eq(takedownRequests.userId, sql.placeholder('userId')),
        eq(takedownRequests.status, sql.placeholder('status')),
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('takedown_list_page_by_status'),
);

const removalsOfPage = preparedOnce((db) =>
  db
    .select(removalColumns)
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.userId, sql.placeholder('userId')),
        anyUuidPlaceholder(removalRequests.takedownRequestId, 'ids'),
      ),
    )
    .prepare('takedown_list_removals'),
);

export type ListedTakedown = Awaited<ReturnType<typeof pageListedTakedowns>>['rows'][number];
export type ListedRemoval = Awaited<ReturnType<typeof listedRemovalsOf>>[number];

/** One page of a member's takedown requests, newest first, with how many there are in all. */
export async function pageListedTakedowns(
  db: Db,
  userId: string,
  filter: { status?: TakedownStatus; page: number; pageSize: number },
) {
  const paging = { userId, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
  const read = filter.status
    ? await pageOfStatus(db).execute({ ...paging, status: filter.status })
    : await pageOfAll(db).execute(paging);
  return pageAndTotal(read, filter.page, async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(takedownRequests)
      .where(
        and(
          eq(takedownRequests.userId, userId),
          filter.status ? eq(takedownRequests.status, filter.status) : undefined,
        ),
      );
    return counted?.total ?? 0;
  });
}

/** The removal requests of these takedown requests of the member, in one statement. */
export async function listedRemovalsOf(db: Db, userId: string, takedownIds: string[]) {
  if (takedownIds.length === 0) return [];
  return removalsOfPage(db).execute({ userId, ids: takedownIds });
}
