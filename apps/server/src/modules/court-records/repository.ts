import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  attorneyReferrals,
  courtCaseFindings,
  courtCases,
  courtDocuments,
  partnerAttorneys,
  referralEvents,
} from '../../db/schema/court-records';
import { users } from '../../db/schema/identity';
import { searchResults } from '../../db/schema/search';

export type CaseRow = typeof courtCases.$inferSelect;
export type AttorneyRow = typeof partnerAttorneys.$inferSelect;
export type ReferralRow = typeof attorneyReferrals.$inferSelect;
export type ReferralEventRow = typeof referralEvents.$inferSelect;
export type DocumentRow = typeof courtDocuments.$inferSelect;

/* Cases */

export async function insertCase(db: Db, values: typeof courtCases.$inferInsert): Promise<CaseRow | null> {
  const [row] = await db.insert(courtCases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCase(db: Db, userId: string, id: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(courtCases)
    .where(and(eq(courtCases.id, id), eq(courtCases.userId, userId)));
  return row;
}

export async function findCaseById(db: Db, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(courtCases).where(eq(courtCases.id, id));
  return row;
}

export async function listCases(db: Db, userId: string) {
  return db.select().from(courtCases).where(eq(courtCases.userId, userId)).orderBy(desc(courtCases.createdAt));
}

export async function updateCase(db: Db, id: string, changes: Partial<typeof courtCases.$inferInsert>) {
  const [row] = await db
    .update(courtCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courtCases.id, id))
    .returning();
  if (!row) throw new Error('court case vanished');
  return row;
}

/** The member's findings a case number could be read from (title, snippet, the searched term). */
export async function findingTexts(db: Db, userId: string) {
  return db
    .select({
      id: searchResults.id,
      title: searchResults.title,
      snippet: searchResults.snippet,
      searchTerm: searchResults.searchTerm,
      searchType: searchResults.searchType,
      url: searchResults.url,
    })
    .from(searchResults)
    .where(and(eq(searchResults.userId, userId), eq(searchResults.ignored, false)))
    .limit(5000);
}

export async function linkFindings(
  db: Db,
  rows: { caseId: string; resultId: string; userId: string; linkedBy: 'case-number' | 'member' }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(courtCaseFindings).values(rows).onConflictDoNothing();
}

/** The pages where a case appears: its linked findings, oldest first. */
export async function appearancesOf(db: Db, caseId: string) {
  return db
    .select({
      resultId: searchResults.id,
      url: searchResults.url,
      title: searchResults.title,
      siteName: searchResults.siteName,
      category: searchResults.category,
      firstSeenAt: searchResults.firstSeenAt,
    })
    .from(courtCaseFindings)
    .innerJoin(searchResults, eq(searchResults.id, courtCaseFindings.resultId))
    .where(eq(courtCaseFindings.caseId, caseId))
    .orderBy(asc(searchResults.firstSeenAt), asc(searchResults.url));
}

export async function countAppearances(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({ caseId: courtCaseFindings.caseId, count: sql<number>`count(*)::int` })
    .from(courtCaseFindings)
    .where(inArray(courtCaseFindings.caseId, caseIds))
    .groupBy(courtCaseFindings.caseId);
}

/** The removal requests of these findings, with whether the case's order opened them. */
/* Attorneys */

export async function listAttorneys(db: Db, options: { activeOnly: boolean }) {
  const rows = await db
    .select()
    .from(partnerAttorneys)
    .where(options.activeOnly ? eq(partnerAttorneys.active, true) : undefined)
    .orderBy(asc(partnerAttorneys.name));
  return rows;
}

export async function findAttorney(db: Db, id: string): Promise<AttorneyRow | undefined> {
  const [row] = await db.select().from(partnerAttorneys).where(eq(partnerAttorneys.id, id));
  return row;
}

export async function insertAttorney(db: Db, values: typeof partnerAttorneys.$inferInsert): Promise<AttorneyRow> {
  const [row] = await db.insert(partnerAttorneys).values(values).returning();
  if (!row) throw new Error('The attorney was not stored');
  return row;
}

export async function updateAttorney(db: Db, id: string, values: Partial<typeof partnerAttorneys.$inferInsert>) {
  const [row] = await db
    .update(partnerAttorneys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partnerAttorneys.id, id))
    .returning();
  return row;
}

/** Open referrals per attorney (not granted or denied): what capacity counts. */
export async function openReferralCounts(db: Db) {
  return db
    .select({ attorneyId: attorneyReferrals.attorneyId, count: sql<number>`count(*)::int` })
    .from(attorneyReferrals)
    .where(notInArray(attorneyReferrals.status, ['granted', 'denied']))
    .groupBy(attorneyReferrals.attorneyId);
}

/* Referrals */

export async function insertReferral(db: Db, values: typeof attorneyReferrals.$inferInsert): Promise<ReferralRow> {
  const [row] = await db.insert(attorneyReferrals).values(values).returning();
  if (!row) throw new Error('The referral was not stored');
  return row;
}

export async function insertReferralEvent(db: Db, values: typeof referralEvents.$inferInsert) {
  await db.insert(referralEvents).values(values);
}

export async function findReferral(db: Db, id: string, userId?: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(attorneyReferrals)
    .where(
      userId ? and(eq(attorneyReferrals.id, id), eq(attorneyReferrals.userId, userId)) : eq(attorneyReferrals.id, id),
    );
  return row;
}

/** Locks the referral's row for a status change (two clicks at once make one step). */
export async function lockReferral(db: Db, id: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(attorneyReferrals).where(eq(attorneyReferrals.id, id)).for('update');
  return row;
}

export async function setReferralStatus(db: Db, id: string, status: ReferralRow['status']) {
  await db.update(attorneyReferrals).set({ status, updatedAt: new Date() }).where(eq(attorneyReferrals.id, id));
}

export async function referralsOfCase(db: Db, caseId: string) {
  return db
    .select()
    .from(attorneyReferrals)
    .where(eq(attorneyReferrals.caseId, caseId))
    .orderBy(asc(attorneyReferrals.createdAt));
}

export async function listAllReferrals(db: Db, limit: number) {
  return db
    .select({
      referral: attorneyReferrals,
      memberEmail: users.email,
      caseNumber: courtCases.caseNumber,
      caption: courtCases.caption,
    })
    .from(attorneyReferrals)
    .innerJoin(users, eq(users.id, attorneyReferrals.userId))
    .innerJoin(courtCases, eq(courtCases.id, attorneyReferrals.caseId))
    .orderBy(desc(attorneyReferrals.createdAt))
    .limit(limit);
}

export async function eventsOfReferrals(db: Db, referralIds: string[]): Promise<ReferralEventRow[]> {
  if (referralIds.length === 0) return [];
  return db
    .select()
    .from(referralEvents)
    .where(inArray(referralEvents.referralId, referralIds))
    .orderBy(asc(referralEvents.createdAt));
}

/** Who the referral is for, as the attorney is told. */
export async function memberContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/* Documents */

export async function insertDocument(db: Db, values: typeof courtDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(courtDocuments).values(values).returning();
  if (!row) throw new Error('The document was not stored');
  return row;
}

export async function documentsOf(db: Db, caseId: string) {
  return db
    .select()
    .from(courtDocuments)
    .where(eq(courtDocuments.caseId, caseId))
    .orderBy(asc(courtDocuments.createdAt));
}

export async function findDocument(db: Db, caseId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(courtDocuments)
    .where(and(eq(courtDocuments.id, id), eq(courtDocuments.caseId, caseId)));
  return row;
}

/** A court order by its id alone (the operator's download: any member's). */
export async function findOrderDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(courtDocuments)
    .where(and(eq(courtDocuments.id, id), eq(courtDocuments.kind, 'order')));
  return row;
}

export async function documentBlobsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ sha256: courtDocuments.sha256 })
    .from(courtDocuments)
    .where(eq(courtDocuments.userId, userId));
  return rows.map((row) => row.sha256);
}

/** Which of these blobs a court document row still names (the same order can be filed twice). */
export async function referencedDocumentBlobs(db: Db, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .select({ sha256: courtDocuments.sha256 })
    .from(courtDocuments)
    .where(inArray(courtDocuments.sha256, hashes));
  return rows.map((row) => row.sha256);
}
