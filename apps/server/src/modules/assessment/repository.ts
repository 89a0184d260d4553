import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assessmentLeadResults, assessmentLeads } from '../../db/schema/assessment';
import { verifications } from '../../db/schema/identity';

export type LeadRow = typeof assessmentLeads.$inferSelect;
export type LeadResultRow = typeof assessmentLeadResults.$inferSelect;
export type NewLeadResult = Omit<typeof assessmentLeadResults.$inferInsert, 'id' | 'leadId'>;

export async function insertLead(db: Db, row: typeof assessmentLeads.$inferInsert): Promise<LeadRow> {
  const [created] = await db.insert(assessmentLeads).values(row).returning();
  if (!created) throw new Error('lead insert returned no row');
  return created;
}

export async function findLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(assessmentLeads).where(eq(assessmentLeads.id, id));
  return row ?? null;
}

/** The live lead whose token hashes to `tokenHash`; null when there is none or it expired. */
export async function findLiveLeadByToken(db: Db, tokenHash: string, now: Date): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(assessmentLeads)
    .where(and(eq(assessmentLeads.tokenHash, tokenHash), gt(assessmentLeads.expiresAt, now)));
  return row ?? null;
}

export async function updateLead(db: Db, id: string, changes: Partial<typeof assessmentLeads.$inferInsert>) {
  await db.update(assessmentLeads).set(changes).where(eq(assessmentLeads.id, id));
}

/** Replaces the lead's results (a retried scan writes them again). */
export async function replaceResults(db: Db, leadId: string, rows: NewLeadResult[]) {
  await db.transaction(async (tx) => {
    await tx.delete(assessmentLeadResults).where(eq(assessmentLeadResults.leadId, leadId));
    if (rows.length > 0) await tx.insert(assessmentLeadResults).values(rows.map((row) => ({ ...row, leadId })));
  });
}

export function listResults(db: Db, leadId: string): Promise<LeadResultRow[]> {
  return db
    .select()
    .from(assessmentLeadResults)
    .where(eq(assessmentLeadResults.leadId, leadId))
    .orderBy(asc(assessmentLeadResults.url));
}

export function listLiveClaimedLeads(db: Db, userId: string, now: Date): Promise<LeadRow[]> {
  return db
    .select()
    .from(assessmentLeads)
    .where(and(eq(assessmentLeads.claimedBy, userId), gt(assessmentLeads.expiresAt, now)));
}

/** Deletes the lead; its results go with it (cascade). */
export async function deleteLead(db: Db, id: string) {
  await db.delete(assessmentLeads).where(eq(assessmentLeads.id, id));
}

export async function deleteExpiredLeads(db: Db, now: Date): Promise<number> {
  return (
    await db.delete(assessmentLeads).where(lt(assessmentLeads.expiresAt, now)).returning({ id: assessmentLeads.id })
  ).length;
}

/* The lead's email code (issue 32 item 4): its SHA-256 in the shared verification table, one per lead. */

const codeIdentifier = (leadId: string) => `assessment-lead:${leadId}`;

export async function replaceLeadCode(db: Db, leadId: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, codeIdentifier(leadId)));
    await tx.insert(verifications).values({ identifier: codeIdentifier(leadId), value: codeHash, expiresAt });
  });
}

/** The live code's hash, or null when none was sent or it expired. */
export async function findLeadCode(db: Db, leadId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, codeIdentifier(leadId)), gt(verifications.expiresAt, now)));
  return row?.value ?? null;
}

export async function deleteLeadCode(db: Db, leadId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, codeIdentifier(leadId)));
}
