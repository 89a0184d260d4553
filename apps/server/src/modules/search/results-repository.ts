import { and, asc, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import { anyUuid, anyUuidPlaceholder } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { searchResultEvents, searchResults } from '../../db/schema/search';
import type { StoredObservation } from '../../db/schema/search';
import { ofProfile } from './repository';
import type { NewResult, ResultRow } from './repository';
import { theirsFilter } from './attention-filters';

/* A member's results: what a scan writes and reads, and what the other features ask of them. */

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

/** Read with every page of the request list: built once per database handle (db/prepared.ts). */
const resultTitlesQuery = preparedOnce((db) =>
  db
    .select({ id: searchResults.id, title: searchResults.title })
    .from(searchResults)
    .where(and(eq(searchResults.userId, sql.placeholder('userId')), anyUuidPlaceholder(searchResults.id, 'ids')))
    .prepare('search_result_titles'),
);

/** The titles of the member's results with these ids (a request list names each request by its result). */
export async function findResultTitles(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return resultTitlesQuery(db).execute({ userId, ids });
}

/**
 * The title of the member's result `resultId` as a scalar subquery (null when there is none), for
 * a list that names each row by its result and reads in one statement (the request list, issue 34).
 * Its columns stay unqualified inside, as drizzle writes them: they are the results table's.
 */
export function resultTitleSql(resultId: SQL, userId: SQL) {
  return sql<
    string | null
  >`(select ${searchResults.title} from ${searchResults} where ${searchResults.id} = ${resultId} and ${searchResults.userId} = ${userId})`;
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
