import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { removalRequests } from '../../db/schema/requests';
import { runnerTasks } from '../../db/schema/runner';

import type { TaskRow } from './repository';

/* The tasks a run leaves for the member or an operator. */

export async function insertTask(db: Db, row: Omit<typeof runnerTasks.$inferInsert, 'id'>): Promise<TaskRow> {
  const [created] = await db.insert(runnerTasks).values(row).returning();
  if (!created) throw new Error('task insert returned no row');
  return created;
}

export async function findTask(db: Db, id: string): Promise<TaskRow | null> {
  const [row] = await db.select().from(runnerTasks).where(eq(runnerTasks.id, id));
  return row ?? null;
}

export async function closeTask(db: Db, id: string, status: 'done' | 'cancelled', doneBy: string | null) {
  const [row] = await db
    .update(runnerTasks)
    .set({ status, doneBy, doneAt: new Date() })
    .where(and(eq(runnerTasks.id, id), eq(runnerTasks.status, 'open')))
    .returning();
  return row ?? null;
}

export async function cancelTasksOfRuns(db: Db, runIds: string[]): Promise<void> {
  if (runIds.length === 0) return;
  await db
    .update(runnerTasks)
    .set({ status: 'cancelled', doneAt: new Date() })
    .where(and(inArray(runnerTasks.runId, runIds), eq(runnerTasks.status, 'open')));
}

export async function tasksOfRuns(db: Db, runIds: string[]): Promise<TaskRow[]> {
  if (runIds.length === 0) return [];
  return db.select().from(runnerTasks).where(inArray(runnerTasks.runId, runIds)).orderBy(asc(runnerTasks.createdAt));
}

export async function openOperatorTasks(db: Db, limit: number) {
  return db
    .select({
      task: runnerTasks,
      domain: removalRequests.domain,
      reference: removalRequests.reference,
      memberEmail: users.email,
    })
    .from(runnerTasks)
    .innerJoin(removalRequests, eq(removalRequests.id, runnerTasks.removalRequestId))
    .innerJoin(users, eq(users.id, runnerTasks.userId))
    .where(and(eq(runnerTasks.assignee, 'operator'), eq(runnerTasks.status, 'open')))
    .orderBy(asc(runnerTasks.createdAt))
    .limit(limit);
}
