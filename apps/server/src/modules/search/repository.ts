import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SEARCH_CACHE, SEARCH_SERVICE } from '@cleardocket/domain/constants';
import type { RawResult } from '@cleardocket/domain/search/classify';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import type { searchResults } from '../../db/schema/search';
import { searchCache, searchHistory, searchScans } from '../../db/schema/search';

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
export const ofProfile = (
  column: typeof searchScans.profileId | typeof searchResults.profileId,
  profileId: string | null,
) => (profileId ? eq(column, profileId) : isNull(column));

/* ---------- scans ---------- */

async function findActiveScan(db: Db, userId: string, profileId: string | null, type: SearchType, term: string) {
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

type NewScan = typeof searchScans.$inferInsert & { searchType: SearchType; profileId: string | null };

/**
 * The member's queued or running scan of this term, or a new one: under one transaction-scoped
 * lock per member and term, so simultaneous starts (a double submit, a retried request) are one
 * scan on PostgreSQL and PGlite alike (issue 32). `created` says whether the job must be queued.
 */
export async function startScanOnce(db: Db, row: NewScan): Promise<{ scan: ScanRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const key = `scan:${row.userId}:${row.profileId ?? 'self'}:${row.searchType}:${row.searchTerm}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const active = await findActiveScan(tx, row.userId, row.profileId, row.searchType, row.searchTerm);
    if (active) return { scan: active, created: false };
    return { scan: await insertScan(tx, row), created: true };
  });
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
