import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assessmentLeadResults, assessmentLeads } from '../../db/schema/assessment';

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
