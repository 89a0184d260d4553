import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SEARCH_CACHE, SEARCH_SERVICE } from '@cleardocket/domain/constants';
import type { RawResult } from '@cleardocket/domain/search/classify';
import type { ResultStatus } from '@cleardocket/domain/search/contract';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import { anyUuid, pageAndTotal, totalOver } from '../../db/paging';
import { searchCache, searchHistory, searchResultEvents, searchResults, searchScans } from '../../db/schema/search';
import type { StoredObservation } from '../../db/schema/search';
import { alertFilter, reviewFilter, theirsFilter } from './attention-filters';

export type ResultRow = typeof searchResults.$inferSelect;
export type ScanRow = typeof searchScans.$inferSelect;
export type NewResult = Omit<
  typeof searchResults.$inferInsert,
  'id' | 'processed' | 'ignored' | 'saved' | 'feedback' | 'goneAt' | 'firstSeenAt' | 'lastSeenAt' | 'updatedAt'
>;

/** Deletes a member's rows of `table` older than their `keep` newest (by `createdAt`). */
async function keepNewest(db: Db, table: typeof searchCache | typeof searchHistory, userId: string, keep: number) {
  const cutoff = db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt))
    .limit(1)
    .offset(keep - 1);
  await db.delete(table).where(and(eq(table.userId, userId), lt(table.createdAt, sql`(${cutoff})`)));
}

/** Rows of one profile: null is the member themself (decision 036). */
const ofProfile = (column: typeof searchScans.profileId | typeof searchResults.profileId, profileId: string | null) =>
  profileId ? eq(column, profileId) : isNull(column);

/* ---------- scans ---------- */

export async function findActiveScan(db: Db, userId: string, profileId: string | null, type: SearchType, term: string) {
  const [row] = await db
    .select()
    .from(searchScans)
    .where(
      and(
        eq(searchScans.userId, userId),
        ofProfile(searchScans.profileId, profileId),
        eq(searchScans.searchType, type),
        eq(searchScans.searchTerm, term),
        inArray(searchScans.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertScan(db: Db, row: typeof searchScans.$inferInsert): Promise<ScanRow> {
  const [created] = await db.insert(searchScans).values(row).returning();
  if (!created) throw new Error('scan insert returned no row');
  return created;
}

export async function findScan(db: Db, scanId: string, userId?: string): Promise<ScanRow | null> {
  const where = userId ? and(eq(searchScans.id, scanId), eq(searchScans.userId, userId)) : eq(searchScans.id, scanId);
  const [row] = await db.select().from(searchScans).where(where);
  return row ?? null;
}

export async function updateScan(db: Db, scanId: string, changes: Partial<typeof searchScans.$inferInsert>) {
  await db.update(searchScans).set(changes).where(eq(searchScans.id, scanId));
}

/* ---------- cache ---------- */

export async function findFreshCache(
  db: Db,
  userId: string,
  type: SearchType,
  term: string,
  provider: string,
  now = new Date(),
) {
  const [row] = await db
    .select()
    .from(searchCache)
    .where(
      and(
        eq(searchCache.userId, userId),
        eq(searchCache.searchType, type),
        eq(searchCache.searchTerm, term.toLowerCase()),
        eq(searchCache.provider, provider),
        gte(searchCache.createdAt, new Date(now.getTime() - SEARCH_CACHE.ttlMs)),
      ),
    );
  return row ?? null;
}

/** Stores a provider answer and keeps the member's 50 newest entries (oldest evicted, spec §9). */
export async function storeCache(
  db: Db,
  entry: {
    userId: string;
    searchType: SearchType;
    searchTerm: string;
    provider: string;
    usedMockData: boolean;
    providerMessage: string | null;
    results: RawResult[];
  },
  now = new Date(),
) {
  const row = { ...entry, searchTerm: entry.searchTerm.toLowerCase(), createdAt: now };
  await db
    .insert(searchCache)
    .values(row)
    .onConflictDoUpdate({ target: [searchCache.userId, searchCache.searchType, searchCache.searchTerm], set: row });
  await keepNewest(db, searchCache, entry.userId, SEARCH_CACHE.maxEntries);
}

/* ---------- results ---------- */

/**
 * Upserts the scan's results by URL: new rows start unprocessed, existing rows take the new
 * title, snippet and classification and a new last-seen time, and never lose the member's own
 * marks (processed, ignored, saved, feedback). Returns the rows with whether each was new or back.
 */
export async function upsertResults(db: Db, userId: string, rows: NewResult[], seenAt: Date) {
  if (rows.length === 0) return [];
  return db
    .insert(searchResults)
    .values(rows.map((row) => ({ ...row, userId, firstSeenAt: seenAt, lastSeenAt: seenAt, updatedAt: seenAt })))
    .onConflictDoUpdate({
      target: [searchResults.userId, searchResults.profileId, searchResults.url],
      set: {
        title: sql`excluded.title`,
        snippet: sql`excluded.snippet`,
        source: sql`excluded.source`,
        sourceType: sql`excluded.source_type`,
        searchTerm: sql`excluded.search_term`,
        searchType: sql`excluded.search_type`,
        severity: sql`excluded.severity`,
        category: sql`excluded.category`,
        method: sql`excluded.method`,
        siteName: sql`excluded.site_name`,
        priority: sql`excluded.priority`,
        matchScore: sql`excluded.match_score`,
        matchLabel: sql`excluded.match_label`,
        matchReasons: sql`excluded.match_reasons`,
        observations: sql`excluded.observations`,
        found: sql`excluded.found`,
        lastSeenAt: sql`excluded.last_seen_at`,
        updatedAt: sql`excluded.updated_at`,
        goneAt: sql`null`,
      },
    })
    .returning({
      id: searchResults.id,
      url: searchResults.url,
      // xmax is 0 for a freshly inserted row; the old gone_at is not visible here, so reappearance
      // is detected by the caller before the upsert.
      inserted: sql<boolean>`(xmax = 0)`,
    });
}

/** What earlier scans showed for these URLs of the member's profile (the match decision weighs them all). */
export async function findObservations(db: Db, userId: string, profileId: string | null, urls: string[]) {
  if (urls.length === 0) return new Map<string, StoredObservation[]>();
  const rows = await db
    .select({ url: searchResults.url, observations: searchResults.observations })
    .from(searchResults)
    .where(
      and(
        eq(searchResults.userId, userId),
        ofProfile(searchResults.profileId, profileId),
        inArray(searchResults.url, urls),
      ),
    );
  return new Map(rows.map((row) => [row.url, row.observations]));
}

/** URLs of this profile, term and type that were present before and are missing from the latest scan. */
export async function markGone(
  db: Db,
  userId: string,
  profileId: string | null,
  type: SearchType,
  term: string,
  presentUrls: string[],
  at: Date,
) {
  const conditions = [
    eq(searchResults.userId, userId),
    ofProfile(searchResults.profileId, profileId),
    eq(searchResults.searchType, type),
    eq(searchResults.searchTerm, term),
    isNull(searchResults.goneAt),
  ];
  if (presentUrls.length > 0) conditions.push(notInArray(searchResults.url, presentUrls));
  return db
    .update(searchResults)
    .set({ goneAt: at, updatedAt: at })
    .where(and(...conditions))
    .returning({ id: searchResults.id });
}

export async function findGoneUrls(
  db: Db,
  userId: string,
  profileId: string | null,
  urls: string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: searchResults.url })
    .from(searchResults)
    .where(
      and(
        eq(searchResults.userId, userId),
        ofProfile(searchResults.profileId, profileId),
        inArray(searchResults.url, urls),
        sql`${searchResults.goneAt} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.url));
}

export type ResultEvent = { resultId: string; kind: 'appeared' | 'disappeared' | 'reappeared' };

export async function insertEvents(db: Db, userId: string, events: ResultEvent[], at?: Date) {
  if (events.length === 0) return;
  await db.insert(searchResultEvents).values(events.map((event) => ({ ...event, userId, createdAt: at })));
}

/** The member's finding events between two dates with their result's facts ("Not me" left out). */
export function findingEvents(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select({
      kind: searchResultEvents.kind,
      at: searchResultEvents.createdAt,
      title: searchResults.title,
      url: searchResults.url,
      site: searchResults.siteName,
      severity: searchResults.severity,
    })
    .from(searchResultEvents)
    .innerJoin(searchResults, eq(searchResults.id, searchResultEvents.resultId))
    .where(
      and(
        eq(searchResultEvents.userId, userId),
        gte(searchResultEvents.createdAt, from),
        lt(searchResultEvents.createdAt, to),
        theirsFilter(),
      ),
    )
    .orderBy(asc(searchResultEvents.createdAt));
}

export async function findResults(db: Db, userId: string, ids: string[]): Promise<ResultRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(searchResults)
    .where(and(eq(searchResults.userId, userId), anyUuid(searchResults.id, ids)));
}

/** The titles of the member's results with these ids (a request list names each request by its result). */
export async function findResultTitles(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: searchResults.id, title: searchResults.title })
    .from(searchResults)
    .where(and(eq(searchResults.userId, userId), anyUuid(searchResults.id, ids)));
}

/** What the dashboard metrics count of the results first seen between two dates. */
export async function listResultFacts(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select({
      found: searchResults.found,
      processed: searchResults.processed,
      firstSeenAt: searchResults.firstSeenAt,
      goneAt: searchResults.goneAt,
      feedback: searchResults.feedback,
      severity: searchResults.severity,
      matchLabel: searchResults.matchLabel,
      priority: searchResults.priority,
      category: searchResults.category,
      source: searchResults.source,
    })
    .from(searchResults)
    .where(
      and(eq(searchResults.userId, userId), gte(searchResults.firstSeenAt, from), lte(searchResults.firstSeenAt, to)),
    );
}

export async function markProcessed(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(searchResults)
    .set({ processed: true, updatedAt: new Date() })
    .where(and(eq(searchResults.userId, userId), inArray(searchResults.id, ids)));
}

export async function updateResult(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<ResultRow, 'processed' | 'ignored' | 'saved' | 'feedback'>>,
): Promise<ResultRow | null> {
  const [row] = await db
    .update(searchResults)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(searchResults.userId, userId), eq(searchResults.id, id)))
    .returning();
  return row ?? null;
}

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

/** Court-record sites first, then severity, then match score (domain compareResults, in SQL). */
export async function listResults(db: Db, userId: string, filter: ResultFilter) {
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
  const where = and(...conditions);
  const read = await db
    .select({ row: searchResults, total: totalOver() })
    .from(searchResults)
    .where(where)
    .orderBy(desc(searchResults.priority), asc(severityRank), desc(searchResults.matchScore), asc(searchResults.url))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return pageAndTotal(read, filter.page, async () => {
    const [total] = await db.select({ n: count() }).from(searchResults).where(where);
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

/* ---------- history ---------- */

/** Adds a history item and keeps the member's 50 newest (spec §3). */
export async function addHistory(db: Db, row: typeof searchHistory.$inferInsert) {
  await db.insert(searchHistory).values(row);
  await keepNewest(db, searchHistory, row.userId, SEARCH_SERVICE.historyItems);
}

export async function listHistory(db: Db, userId: string) {
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(SEARCH_SERVICE.historyItems);
}
