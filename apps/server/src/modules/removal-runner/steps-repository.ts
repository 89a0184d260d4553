import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { runnerSteps, runnerTasks } from '../../db/schema/runner';

import type { StepRow } from './repository';

/* A run's logged steps and their screenshots. */

export async function insertStep(db: Db, row: Omit<typeof runnerSteps.$inferInsert, 'id'>): Promise<void> {
  await db.insert(runnerSteps).values(row);
}

/** Whether a step after `index` was logged as done (ok or skipped) since `since`. */
export async function stepDoneAfter(db: Db, runId: string, index: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: runnerSteps.id })
    .from(runnerSteps)
    .where(
      and(
        eq(runnerSteps.runId, runId),
        gt(runnerSteps.stepIndex, index),
        gte(runnerSteps.startedAt, since),
        inArray(runnerSteps.outcome, ['ok', 'skipped']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function stepsOfRuns(db: Db, runIds: string[]): Promise<StepRow[]> {
  if (runIds.length === 0) return [];
  return db.select().from(runnerSteps).where(inArray(runnerSteps.runId, runIds)).orderBy(asc(runnerSteps.finishedAt));
}

export async function ownsScreenshot(db: Db, userId: string, sha256: string): Promise<boolean> {
  const [row] = await db
    .select({ id: runnerSteps.id })
    .from(runnerSteps)
    .where(and(eq(runnerSteps.userId, userId), eq(runnerSteps.screenshotSha256, sha256)))
    .limit(1);
  return Boolean(row);
}

export async function screenshotOwner(db: Db, sha256: string): Promise<string | null> {
  const [step] = await db
    .select({ userId: runnerSteps.userId })
    .from(runnerSteps)
    .where(eq(runnerSteps.screenshotSha256, sha256))
    .limit(1);
  if (step) return step.userId;
  const [task] = await db
    .select({ userId: runnerTasks.userId })
    .from(runnerTasks)
    .where(eq(runnerTasks.screenshotSha256, sha256))
    .limit(1);
  return task?.userId ?? null;
}

/** Every screenshot a member's runs refer to (account deletion removes the blobs). */
export async function screenshotsOfUser(db: Db, userId: string): Promise<string[]> {
  const steps = await db
    .select({ sha256: runnerSteps.screenshotSha256 })
    .from(runnerSteps)
    .where(eq(runnerSteps.userId, userId));
  const tasks = await db
    .select({ sha256: runnerTasks.screenshotSha256 })
    .from(runnerTasks)
    .where(eq(runnerTasks.userId, userId));
  return [...new Set([...steps, ...tasks].flatMap((row) => (row.sha256 ? [row.sha256] : [])))];
}

/** Which of these screenshots some step or task still names. */
export async function referencedScreenshots(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const steps = await db
    .select({ sha256: runnerSteps.screenshotSha256 })
    .from(runnerSteps)
    .where(inArray(runnerSteps.screenshotSha256, hashes));
  const tasks = await db
    .select({ sha256: runnerTasks.screenshotSha256 })
    .from(runnerTasks)
    .where(inArray(runnerTasks.screenshotSha256, hashes));
  return new Set([...steps, ...tasks].flatMap((row) => (row.sha256 ? [row.sha256] : [])));
}
