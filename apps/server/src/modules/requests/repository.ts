import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyUuid, pageAndTotal, totalOver } from '../../db/paging';
import { backedRemovals, countedStatusSql } from './verdict-evidence-sql';
import { users } from '../../db/schema/identity';
import type { QueueSort } from '@cleardocket/domain/operator/queue';
import { OPERATOR_METHODS } from '@cleardocket/domain/requests/methods';
import {
  operatorAudit,
  operatorNotes,
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

/** Whether a member with this id exists (admin routes address members by id). */
export async function memberExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
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

export type QueueFilter = {
  status?: string;
  method?: string;
  claimed?: 'mine' | 'unclaimed' | 'any';
  /** Only pages the verification could not check (operator tasks). */
  needsCheck?: boolean;
  /** Part of a removal or request reference, the member's email or the site's domain. */
  q?: string;
  sort: QueueSort;
  adminId: string;
  page: number;
  pageSize: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Removal requests a person has to work: human methods still open, every escalation, and every
 * page the verification could not check after its retries. */
const IN_QUEUE = or(
  eq(removalRequests.status, 'needs-escalation'),
  isNotNull(removalRequests.operatorCheckAt),
  and(
    inArray(removalRequests.method, [...OPERATOR_METHODS]),
    inArray(removalRequests.status, ['not-started', 'submitted', 'acknowledged']),
  ),
) as SQL;

/** The queue's deadline (domain operator/queue.ts `queueDeadline`), in SQL; LEAST skips a null. */
const DEADLINE = sql`case when ${removalRequests.status} = 'submitted' and ${removalRequests.acknowledgeBy} is not null
  then least(${removalRequests.acknowledgeBy}, ${removalRequests.respondBy}) else ${removalRequests.respondBy} end`;

/** The orders of domain operator/queue.ts `compareQueue` (an API test holds the two together). */
const ORDER: Record<QueueSort, SQL[]> = {
  deadline: [sql`${DEADLINE} asc nulls last`, asc(removalRequests.createdAt), asc(removalRequests.id)],
  oldest: [asc(removalRequests.createdAt), asc(removalRequests.id)],
  newest: [desc(removalRequests.createdAt), desc(removalRequests.id)],
};

/** One page of the queue, in the order asked for, with the total so the console can say how many. */
export async function operatorQueue(db: Db, filter: QueueFilter) {
  const conditions: SQL[] = [IN_QUEUE];
  if (filter.status) conditions.push(eq(removalRequests.status, filter.status));
  if (filter.method) conditions.push(eq(removalRequests.method, filter.method));
  if (filter.claimed === 'mine') conditions.push(eq(removalRequests.claimedBy, filter.adminId));
  if (filter.claimed === 'unclaimed') conditions.push(isNull(removalRequests.claimedBy));
  if (filter.needsCheck) conditions.push(isNotNull(removalRequests.operatorCheckAt));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(removalRequests.reference, pattern),
        ilike(takedownRequests.reference, pattern),
        ilike(users.email, pattern),
        ilike(removalRequests.domain, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        removal: removalRequests,
        memberName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        memberEmail: users.email,
        takedownReference: takedownRequests.reference,
      })
      .from(removalRequests)
      .innerJoin(users, eq(users.id, removalRequests.userId))
      .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(removalRequests)
      .innerJoin(users, eq(users.id, removalRequests.userId))
      .innerJoin(takedownRequests, eq(takedownRequests.id, removalRequests.takedownRequestId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every request in the queue, with what its age and deadline are computed from (the metrics). */
export async function openQueueClocks(db: Db) {
  return db
    .select({
      status: removalRequests.status,
      acknowledgeBy: removalRequests.acknowledgeBy,
      respondBy: removalRequests.respondBy,
      createdAt: removalRequests.createdAt,
    })
    .from(removalRequests)
    .where(IN_QUEUE);
}

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

export type NoteRow = {
  id: string;
  removalRequestId: string;
  text: string;
  authorName: string | null;
  createdAt: Date;
};

const NOTE_COLUMNS = {
  id: operatorNotes.id,
  removalRequestId: operatorNotes.removalRequestId,
  text: operatorNotes.text,
  authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: operatorNotes.createdAt,
};

export async function insertNote(
  db: Db,
  row: { userId: string; removalRequestId: string; authorId: string; text: string },
): Promise<NoteRow> {
  const [created] = await db.insert(operatorNotes).values(row).returning({ id: operatorNotes.id });
  if (!created) throw new Error('note insert returned no row');
  const [note] = await db
    .select(NOTE_COLUMNS)
    .from(operatorNotes)
    .leftJoin(users, eq(users.id, operatorNotes.authorId))
    .where(eq(operatorNotes.id, created.id));
  if (!note) throw new Error('note vanished');
  return note;
}

/** The internal notes on these removals, oldest first, with each author's name. */
export async function notesOf(db: Db, removalIds: string[]): Promise<NoteRow[]> {
  if (removalIds.length === 0) return [];
  return db
    .select(NOTE_COLUMNS)
    .from(operatorNotes)
    .leftJoin(users, eq(users.id, operatorNotes.authorId))
    .where(inArray(operatorNotes.removalRequestId, removalIds))
    .orderBy(asc(operatorNotes.createdAt), asc(operatorNotes.id));
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

/** Whose takedown request this is (operators open any member's), or null. */
export async function takedownOwner(db: Db, takedownId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: takedownRequests.userId })
    .from(takedownRequests)
    .where(eq(takedownRequests.id, takedownId));
  return row?.userId ?? null;
}

/** Whose evidence this is, or null. */
export async function evidenceOwner(db: Db, evidenceId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: removalEvidence.userId })
    .from(removalEvidence)
    .where(eq(removalEvidence.id, evidenceId));
  return row?.userId ?? null;
}
