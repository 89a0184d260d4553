import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyUuid, pageAndTotal, totalOver } from '../../db/paging';
import { backedRemovals, countedStatusSql } from './verdict-evidence-sql';
import {
  operatorAudit,
  removalEvents,
  removalEvidence,
  removalRequests,
  takedownRequests,
} from '../../db/schema/requests';

export type TakedownRow = typeof takedownRequests.$inferSelect;
export type RemovalRow = typeof removalRequests.$inferSelect;
export type NewTakedown = Omit<typeof takedownRequests.$inferInsert, 'id'>;
export type NewRemoval = Omit<typeof removalRequests.$inferInsert, 'id'>;

/** Inserts unless the member already has the reference; null on a clash (the caller draws again). */
export async function insertTakedown(db: Db, row: NewTakedown): Promise<TakedownRow | null> {
  const [created] = await db.insert(takedownRequests).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function insertRemoval(db: Db, row: NewRemoval): Promise<RemovalRow | null> {
  const [created] = await db.insert(removalRequests).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** One page of a member's takedown requests, newest first, with how many there are in all. */
export async function pageTakedowns(
  db: Db,
  userId: string,
  filter: { status?: TakedownRow['status']; page: number; pageSize: number },
): Promise<{ rows: TakedownRow[]; total: number }> {
  const where = and(
    eq(takedownRequests.userId, userId),
    filter.status ? eq(takedownRequests.status, filter.status) : undefined,
  );
  const read = await db
    .select({ row: takedownRequests, total: totalOver() })
    .from(takedownRequests)
    .where(where)
    .orderBy(desc(takedownRequests.createdAt), desc(takedownRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return pageAndTotal(read, filter.page, async () => {
    const [counted] = await db.select({ total: count() }).from(takedownRequests).where(where);
    return counted?.total ?? 0;
  });
}

export async function listTakedowns(db: Db, userId: string, limit: number): Promise<TakedownRow[]> {
  return db
    .select()
    .from(takedownRequests)
    .where(eq(takedownRequests.userId, userId))
    .orderBy(desc(takedownRequests.createdAt))
    .limit(limit);
}

export async function listRemovalsFor(db: Db, userId: string, takedownIds: string[]): Promise<RemovalRow[]> {
  if (takedownIds.length === 0) return [];
  return db
    .select()
    .from(removalRequests)
    .where(and(eq(removalRequests.userId, userId), anyUuid(removalRequests.takedownRequestId, takedownIds)));
}

/* ---------- removal requests, events, evidence ---------- */

export type EventRow = typeof removalEvents.$inferSelect;
export type EvidenceRow = typeof removalEvidence.$inferSelect;

export async function findTakedown(db: Db, userId: string, id: string): Promise<TakedownRow | null> {
  const [row] = await db
    .select()
    .from(takedownRequests)
    .where(and(eq(takedownRequests.userId, userId), eq(takedownRequests.id, id)));
  return row ?? null;
}

export async function findRemoval(db: Db, id: string, userId?: string): Promise<RemovalRow | null> {
  const where = userId
    ? and(eq(removalRequests.id, id), eq(removalRequests.userId, userId))
    : eq(removalRequests.id, id);
  const [row] = await db.select().from(removalRequests).where(where);
  return row ?? null;
}

/** Locks the row for the rest of the transaction (dispatch and status changes). */
export async function lockRemoval(db: Db, id: string): Promise<RemovalRow | null> {
  const [row] = await db.select().from(removalRequests).where(eq(removalRequests.id, id)).for('update');
  return row ?? null;
}

/** Locks a takedown request's row: work on its removals as a set happens once at a time. */
export async function lockTakedown(db: Db, id: string): Promise<TakedownRow | null> {
  const [row] = await db.select().from(takedownRequests).where(eq(takedownRequests.id, id)).for('update');
  return row ?? null;
}

export async function updateRemoval(db: Db, id: string, changes: Partial<typeof removalRequests.$inferInsert>) {
  const [row] = await db
    .update(removalRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(removalRequests.id, id))
    .returning();
  if (!row) throw new Error('removal request vanished');
  return row;
}

export async function removalsOf(db: Db, takedownId: string): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(eq(removalRequests.takedownRequestId, takedownId))
    .orderBy(asc(removalRequests.createdAt), asc(removalRequests.reference));
}

export async function updateTakedown(db: Db, id: string, changes: Partial<typeof takedownRequests.$inferInsert>) {
  await db
    .update(takedownRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(takedownRequests.id, id));
}

export async function insertEvent(db: Db, event: Omit<typeof removalEvents.$inferInsert, 'id' | 'createdAt'>) {
  await db.insert(removalEvents).values(event);
}

export async function eventsOf(db: Db, removalIds: string[]): Promise<EventRow[]> {
  if (removalIds.length === 0) return [];
  return db
    .select()
    .from(removalEvents)
    .where(inArray(removalEvents.removalRequestId, removalIds))
    .orderBy(asc(removalEvents.createdAt));
}

export async function insertEvidence(db: Db, row: Omit<typeof removalEvidence.$inferInsert, 'id'>) {
  const [created] = await db.insert(removalEvidence).values(row).returning();
  if (!created) throw new Error('evidence insert returned no row');
  return created;
}

/** The names and details each saved "before" page showed (what a verification looks for). */
export async function savedIdentifiers(db: Db, removalId: string) {
  const rows = await db
    .select({ identifiers: removalEvidence.identifiers })
    .from(removalEvidence)
    .where(
      and(
        eq(removalEvidence.removalRequestId, removalId),
        eq(removalEvidence.kind, 'snapshot'),
        isNotNull(removalEvidence.identifiers),
      ),
    );
  return rows.flatMap((row) => (row.identifiers ? [row.identifiers] : []));
}

export async function countSnapshots(db: Db, removalId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(removalEvidence)
    .where(and(eq(removalEvidence.removalRequestId, removalId), eq(removalEvidence.kind, 'snapshot')));
  return row?.total ?? 0;
}

/** One evidence row of the member's (a screenshot or text they may fetch). */
export async function findEvidence(db: Db, id: string, userId?: string): Promise<EvidenceRow | null> {
  const where = userId
    ? and(eq(removalEvidence.id, id), eq(removalEvidence.userId, userId))
    : eq(removalEvidence.id, id);
  const [row] = await db.select().from(removalEvidence).where(where);
  return row ?? null;
}

/** Every blob a member's evidence refers to (account deletion removes them). */
export async function blobHashesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ text: removalEvidence.sha256, screenshot: removalEvidence.screenshotSha256 })
    .from(removalEvidence)
    .where(eq(removalEvidence.userId, userId));
  return [
    ...new Set(rows.flatMap((row) => [row.text, row.screenshot]).filter((hash): hash is string => hash !== null)),
  ];
}

/** Which of these blobs some evidence row still refers to (the same bytes can be anyone's). */
export async function referencedHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ text: removalEvidence.sha256, screenshot: removalEvidence.screenshotSha256 })
    .from(removalEvidence)
    .where(or(inArray(removalEvidence.sha256, hashes), inArray(removalEvidence.screenshotSha256, hashes)));
  const wanted = new Set(hashes);
  return new Set(
    rows
      .flatMap((row) => [row.text, row.screenshot])
      .filter((hash): hash is string => hash !== null && wanted.has(hash)),
  );
}

export async function evidenceOf(db: Db, removalIds: string[]): Promise<EvidenceRow[]> {
  if (removalIds.length === 0) return [];
  return db
    .select()
    .from(removalEvidence)
    .where(inArray(removalEvidence.removalRequestId, removalIds))
    .orderBy(asc(removalEvidence.fetchedAt));
}

/** Removal requests waiting on a date that has passed (the deadline job checks each). */
export async function openWithDeadlines(db: Db, now: Date): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        inArray(removalRequests.status, ['submitted', 'acknowledged']),
        or(lt(removalRequests.acknowledgeBy, now), lt(removalRequests.respondBy, now)),
      ),
    );
}

/** Open requests not checked in the last day and with no retry pending (the verification schedule). */
export async function dueForVerification(db: Db, before: Date, limit: number): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        inArray(removalRequests.status, ['submitted', 'acknowledged', 'needs-escalation']),
        ne(removalRequests.method, 'google'),
        or(isNull(removalRequests.lastCheckedAt), lt(removalRequests.lastCheckedAt, before)),
        or(isNull(removalRequests.nextCheckAt), lt(removalRequests.nextCheckAt, new Date())),
      ),
    )
    .limit(limit);
}

/** Removed listings not yet found again, least recently checked first (the re-list schedule). */
export async function removedNotRelisted(db: Db, now: Date, limit: number): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.status, 'removed'),
        isNull(removalRequests.relistedAt),
        ne(removalRequests.method, 'google'),
        or(isNull(removalRequests.nextCheckAt), lt(removalRequests.nextCheckAt, now)),
      ),
    )
    .orderBy(asc(removalRequests.lastCheckedAt))
    .limit(limit);
}

/** The member's removed listings at these URLs not yet found again (a scan saw them back). */
export async function removedAtUrls(db: Db, userId: string, urls: string[]): Promise<RemovalRow[]> {
  if (urls.length === 0) return [];
  return db
    .select()
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.userId, userId),
        inArray(removalRequests.url, urls),
        eq(removalRequests.status, 'removed'),
        isNull(removalRequests.relistedAt),
        ne(removalRequests.method, 'google'),
      ),
    );
}

/** Every removal request of the member (the monthly report lists each site's). */
export function removalsOfMember(db: Db, userId: string): Promise<RemovalRow[]> {
  return db
    .select()
    .from(removalRequests)
    .where(eq(removalRequests.userId, userId))
    .orderBy(asc(removalRequests.createdAt));
}

/* ---------- operator console ---------- */

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

export async function insertAudit(db: Db, row: Omit<typeof operatorAudit.$inferInsert, 'id' | 'createdAt'>) {
  await db.insert(operatorAudit).values(row);
}

/* ---------- metrics ---------- */

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
