import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pageAndTotal, totalOver } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { resultTitleSql } from '../search/service';
import { removalRequests, takedownRequests } from '../../db/schema/requests';

/*
 * The member's request list (GET /api/requests and the MCP tool): issue 34's read path. A page is
 * one prepared statement, built once per database handle (db/prepared.ts): the page with its
 * total, each request's removals as a JSON array and its result's title (decision 115). It reads
 * only the columns the list shows: not a request's criteria (jsonb, parsed on every row), letters
 * or claims, which the list never sends.
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

/**
 * A takedown request's removal requests as one JSON array, so that a page is one statement
 * (issue 34: each statement is a socket write and a backend wake-up, the largest cost of a list).
 */
function removalsJson(pageName: string) {
  // Written out: drizzle leaves columns unqualified in a select from one subquery, and a bare "id"
  // here would be the removal's own.
  const takedownId = sql`${sql.identifier(pageName)}.${sql.identifier('id')}`;
  const fields = Object.entries(removalColumns).flatMap(([key, column]) => [sql.raw(`'${key}'`), column]);
  return sql<RemovalJson[]>`coalesce((select json_agg(json_build_object(${sql.join(fields, sql`, `)})
    order by ${removalRequests.createdAt}, ${removalRequests.reference}) from ${removalRequests}
    where ${removalRequests.userId} = ${sql.placeholder('userId')} and ${removalRequests.takedownRequestId} = ${takedownId}), '[]'::json)`;
}

/**
 * The page of the member's requests (`byStatus`: of the placeholder `status` only), newest first,
 * with its total and its removals. The page is a subquery with its LIMIT, so the removals are read
 * for the page's rows only.
 */
function preparePage(db: Db, byStatus: boolean) {
  const page = db
    .select({ ...takedownColumns, total: totalOver().as('total') })
    .from(takedownRequests)
    .where(
      and(
        eq(takedownRequests.userId, sql`${sql.placeholder('userId')}`),
        byStatus ? eq(takedownRequests.status, sql.placeholder('status')) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      row: {
        id: page.id,
        reference: page.reference,
        url: page.url,
        status: page.status,
        type: page.type,
        searchTerm: page.searchTerm,
        resultId: page.resultId,
        submittedDate: page.submittedDate,
        completedAt: page.completedAt,
        createdAt: page.createdAt,
        removals: removalsJson('page'),
        // The title of the result the request came from, read in the same statement.
        title: resultTitleSql(
          sql`${sql.identifier('page')}.${sql.identifier('result_id')}`,
          sql`${sql.placeholder('userId')}`,
        ),
      },
      total: page.total,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(byStatus ? 'takedown_list_page_by_status' : 'takedown_list_page');
}

const pageOfAll = preparedOnce((db) => preparePage(db, false));
const pageOfStatus = preparedOnce((db) => preparePage(db, true));

/** A removal request as the list shows it, and as its JSON array holds it (timestamps as ISO strings). */
type ListedRemoval = Pick<typeof removalRequests.$inferSelect, keyof typeof removalColumns>;
type RemovalJson = {
  [K in keyof ListedRemoval]: ListedRemoval[K] extends Date | null
    ? Exclude<ListedRemoval[K], Date> | string
    : ListedRemoval[K];
};

const at = (value: string | null) => (value === null ? null : new Date(value));

/** A removal request read from its JSON array, with Dates as a row read by the driver has them. */
function toListedRemoval(removal: RemovalJson): ListedRemoval {
  return {
    ...removal,
    submittedAt: at(removal.submittedAt),
    acknowledgeBy: at(removal.acknowledgeBy),
    respondBy: at(removal.respondBy),
    decidedAt: at(removal.decidedAt),
    authorisedAt: at(removal.authorisedAt),
    emailSentAt: at(removal.emailSentAt),
    lastCheckedAt: at(removal.lastCheckedAt),
    nextCheckAt: at(removal.nextCheckAt),
    operatorCheckAt: at(removal.operatorCheckAt),
    relistedAt: at(removal.relistedAt),
    createdAt: new Date(removal.createdAt),
  };
}

/**
 * One page of a member's takedown requests, newest first, each with its removal requests, and how
 * many there are in all: one statement (a page past the end counts apart).
 */
export async function pageListedTakedowns(
  db: Db,
  userId: string,
  filter: { status?: TakedownStatus; page: number; pageSize: number },
) {
  const paging = { userId, limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
  const read = filter.status
    ? await pageOfStatus(db).execute({ ...paging, status: filter.status })
    : await pageOfAll(db).execute(paging);
  const { rows, total } = await pageAndTotal(read, filter.page, async () => {
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
  return { rows: rows.map((row) => ({ ...row, removals: row.removals.map(toListedRemoval) })), total };
}

export type ListedTakedown = Awaited<ReturnType<typeof pageListedTakedowns>>['rows'][number];
