import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { monitoringRuns } from '../../db/schema/monitoring';
import { protectedProfiles } from '../../db/schema/onboarding';

export type RunRow = typeof monitoringRuns.$inferSelect;

export async function insertRun(db: Db, row: typeof monitoringRuns.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(monitoringRuns).values(row).returning();
  if (!inserted) throw new Error('monitoring run not inserted');
  return inserted;
}

/** The member's runs, newest first. */
export function listRuns(db: Db, userId: string, limit = 20): Promise<RunRow[]> {
  return db
    .select()
    .from(monitoringRuns)
    .where(eq(monitoringRuns.userId, userId))
    .orderBy(desc(monitoringRuns.createdAt))
    .limit(limit);
}

/** Every profile with its latest run's time (the scheduler's view of who is due). */
export function profilesWithLastRun(db: Db, userId?: string) {
  const last = sql<Date | null>`(select max(${monitoringRuns.createdAt}) from ${monitoringRuns} where ${monitoringRuns.profileId} = ${protectedProfiles.id})`;
  return db
    .select({
      profileId: protectedProfiles.id,
      userId: protectedProfiles.userId,
      lastRunAt: last.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
    })
    .from(protectedProfiles)
    .where(userId ? eq(protectedProfiles.userId, userId) : undefined);
}

/** The latest run of one profile. */
export async function lastRun(db: Db, userId: string, profileId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(monitoringRuns)
    .where(and(eq(monitoringRuns.userId, userId), eq(monitoringRuns.profileId, profileId)))
    .orderBy(desc(monitoringRuns.createdAt))
    .limit(1);
  return row ?? null;
}
