import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { anyUuid } from '../../db/paging';
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

/**
 * Takes the letter's send for one run until `until`, in one statement: only while it is unsent and
 * no other run holds it (decision 133). False when it is sent or held.
 */
export async function leaseLetter(db: Db, id: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(removalRequests)
    .set({ letterSendingUntil: until })
    .where(
      and(
        eq(removalRequests.id, id),
        isNull(removalRequests.emailSentAt),
        or(isNull(removalRequests.letterSendingUntil), lt(removalRequests.letterSendingUntil, now)),
      ),
    )
    .returning({ id: removalRequests.id });
  return rows.length > 0;
}

/** A failed send lets the lease go, so the job's retry sends at once rather than after it runs out. */
export async function releaseLetter(db: Db, id: string): Promise<void> {
  await db
    .update(removalRequests)
    .set({ letterSendingUntil: null })
    .where(and(eq(removalRequests.id, id), isNull(removalRequests.emailSentAt)));
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

export async function insertAudit(db: Db, row: Omit<typeof operatorAudit.$inferInsert, 'id' | 'createdAt'>) {
  await db.insert(operatorAudit).values(row);
}

/** The member's takedown requests with a removal still open (not every one has a verdict). */
export async function openTakedowns(db: Db, userId: string): Promise<TakedownRow[]> {
  return db
    .select()
    .from(takedownRequests)
    .where(and(eq(takedownRequests.userId, userId), ne(takedownRequests.status, 'completed')))
    .orderBy(asc(takedownRequests.createdAt));
}
