import { and, asc, count, desc, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ResultStatus } from '@cleardocket/domain/search/contract';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import { pageAndTotal, totalOver } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { searchResults } from '../../db/schema/search';
import type { ResultRow } from './repository';
import { alertFilter, reviewFilter } from './attention-filters';

/* The results page and the attention counts (the rules of domain search/alerts.ts, in SQL: attention-filters.ts). */

const notMine = or(isNull(searchResults.feedback), ne(searchResults.feedback, 'not_me')) as SQL;

/** One filter per result status of the contract (`RESULT_STATUSES`). */
const STATUS_FILTERS: Record<ResultStatus, () => SQL> = {
  alerts: alertFilter,
  review: reviewFilter,
  unprocessed: () => and(eq(searchResults.processed, false), notMine) as SQL,
  processed: () => and(eq(searchResults.processed, true), eq(searchResults.ignored, false)) as SQL,
  ignored: () => eq(searchResults.ignored, true),
  saved: () => eq(searchResults.saved, true),
  gone: () => sql`${searchResults.goneAt} is not null`,
  not_me: () => eq(searchResults.feedback, 'not_me'),
};

export type ResultFilter = {
  scanTerm?: { type: SearchType; term: string };
  severity?: ResultRow['severity'];
  category?: string;
  status?: ResultStatus;
  match?: ResultRow['matchLabel'];
  page: number;
  pageSize: number;
};

const severityRank = sql`case ${searchResults.severity} when 'high' then 0 when 'medium' then 1 else 2 end`;

const resultOrder = [
  desc(searchResults.priority),
  asc(severityRank),
  desc(searchResults.matchScore),
  asc(searchResults.url),
] as const;

/**
 * What a page of results shows (search/to-wire.ts `toResult`): not the observations of every scan
 * that saw the result (jsonb, growing with each scan, parsed on every row), nor the owner.
 */
const {
  userId: _userId,
  observations: _observations,
  updatedAt: _updatedAt,
  ...listedColumns
} = getTableColumns(searchResults);

/** The page the results screen opens on (no filter): built once per database handle (db/prepared.ts). */
const openingPage = preparedOnce((db) =>
  db
    .select({ row: listedColumns, total: totalOver() })
    .from(searchResults)
    .where(and(eq(searchResults.userId, sql.placeholder('userId')), notMine, isNull(searchResults.goneAt)))
    .orderBy(...resultOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('search_results_page'),
);

const isUnfiltered = (filter: ResultFilter) =>
  !filter.scanTerm && !filter.severity && !filter.category && !filter.match && !filter.status;

/** The filter's conditions, in the order the opening page's prepared statement has them. */
function conditionsOf(userId: string, filter: ResultFilter): SQL[] {
  const conditions: SQL[] = [eq(searchResults.userId, userId)];
  if (filter.scanTerm) {
    conditions.push(
      eq(searchResults.searchType, filter.scanTerm.type),
      eq(searchResults.searchTerm, filter.scanTerm.term),
    );
  }
  if (filter.severity) conditions.push(eq(searchResults.severity, filter.severity));
  if (filter.category) conditions.push(eq(searchResults.category, filter.category));
  if (filter.match) conditions.push(eq(searchResults.matchLabel, filter.match));
  // "Not me" results leave every view except the one that lists them.
  conditions.push(filter.status ? STATUS_FILTERS[filter.status]() : notMine);
  if (filter.status !== 'gone' && filter.status !== 'saved') conditions.push(isNull(searchResults.goneAt));
  return conditions;
}

/** Court-record sites first, then severity, then match score (domain compareResults, in SQL). */
export async function listResults(db: Db, userId: string, filter: ResultFilter) {
  const offset = (filter.page - 1) * filter.pageSize;
  const read = isUnfiltered(filter)
    ? await openingPage(db).execute({ userId, limit: filter.pageSize, offset })
    : await db
        .select({ row: listedColumns, total: totalOver() })
        .from(searchResults)
        .where(and(...conditionsOf(userId, filter)))
        .orderBy(...resultOrder)
        .limit(filter.pageSize)
        .offset(offset);
  return pageAndTotal(read, filter.page, async () => {
    const [total] = await db
      .select({ n: count() })
      .from(searchResults)
      .where(and(...conditionsOf(userId, filter)));
    return Number(total?.n ?? 0);
  });
}

/** How many of the member's results are alerts and how many await their answer (one query). */
export async function countAttention(db: Db, userId: string): Promise<{ alerts: number; review: number }> {
  const [row] = await db
    .select({
      alerts: sql<number>`count(*) filter (where ${alertFilter()})`,
      review: sql<number>`count(*) filter (where ${reviewFilter()})`,
    })
    .from(searchResults)
    .where(eq(searchResults.userId, userId));
  return { alerts: Number(row?.alerts ?? 0), review: Number(row?.review ?? 0) };
}
