import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringRuns, monthlyReports } from '../../db/schema/monitoring';
import { protectedProfiles } from '../../db/schema/onboarding';
import { searchScans } from '../../db/schema/search';

export type RunRow = typeof monitoringRuns.$inferSelect;

export async function insertRun(db: Db, row: typeof monitoringRuns.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(monitoringRuns).values(row).returning();
  if (!inserted) throw new Error('monitoring run not inserted');
  return inserted;
}

/**
 * Every profile with its latest monitoring run, and its latest completed scan of any kind (the
 * member's own searches included; a scan with no profile is the member themself, decision 036):
 * the scheduler's view of who is due, so a profile the member has just searched waits its cadence.
 */
export function profilesWithLastRun(db: Db, userId?: string) {
  const lastScanAt = sql<Date | null>`(
    select max(${searchScans.createdAt}) from ${searchScans}
    where ${searchScans.userId} = ${protectedProfiles.userId}
      and ${searchScans.status} = 'completed'
      and (${searchScans.profileId} = ${protectedProfiles.id}
        or (${searchScans.profileId} is null and ${protectedProfiles.kind} = 'self'))
  )`.mapWith(searchScans.createdAt);
  return db
    .select({
      profileId: protectedProfiles.id,
      userId: protectedProfiles.userId,
      lastRunAt: max(monitoringRuns.createdAt),
      lastScanAt,
    })
    .from(protectedProfiles)
    .leftJoin(monitoringRuns, eq(monitoringRuns.profileId, protectedProfiles.id))
    .where(userId ? eq(protectedProfiles.userId, userId) : undefined)
    .groupBy(protectedProfiles.id, protectedProfiles.userId, protectedProfiles.kind);
}

export type ReportRow = typeof monthlyReports.$inferSelect;

/** Members with a profile to watch (each gets a monthly report). */
export async function membersWithProfiles(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: protectedProfiles.userId }).from(protectedProfiles);
  return rows.map((row) => row.userId);
}

export async function findReport(db: Db, userId: string, month: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(monthlyReports)
    .where(and(eq(monthlyReports.userId, userId), eq(monthlyReports.month, month)));
  return row ?? null;
}

export async function findReportById(db: Db, userId: string, id: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(monthlyReports)
    .where(and(eq(monthlyReports.userId, userId), eq(monthlyReports.id, id)));
  return row ?? null;
}

/** Stores a month's report once: a second build of the same month returns null. */
export async function insertReport(db: Db, row: typeof monthlyReports.$inferInsert): Promise<ReportRow | null> {
  const [inserted] = await db.insert(monthlyReports).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function markReportEmailed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(monthlyReports).set({ emailedAt: at }).where(eq(monthlyReports.id, id));
}

/** The member's reports, newest month first. */
export function listReports(db: Db, userId: string): Promise<ReportRow[]> {
  return db.select().from(monthlyReports).where(eq(monthlyReports.userId, userId)).orderBy(desc(monthlyReports.month));
}

/** The blobs of the member's monthly report PDFs (account deletion removes them, issue 32). */
export async function reportBlobsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ sha256: monthlyReports.pdfSha256 })
    .from(monthlyReports)
    .where(eq(monthlyReports.userId, userId));
  return rows.map((row) => row.sha256);
}

/** Which of these blobs a monthly report still names. */
export async function referencedReportBlobs(db: Db, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .select({ sha256: monthlyReports.pdfSha256 })
    .from(monthlyReports)
    .where(inArray(monthlyReports.pdfSha256, hashes));
  return rows.map((row) => row.sha256);
}
