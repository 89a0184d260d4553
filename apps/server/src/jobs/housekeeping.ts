import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

/**
 * Housekeeping: the scheduled job that deletes expired rows. Each module adds a task for the rows
 * it owns (sessions, codes, caches, outbox entries…); a task returns how many rows it removed.
 */
export type HousekeepingTask = {
  name: string;
  run(db: Db, now: Date): Promise<number>;
};

export const HOUSEKEEPING_JOB = 'housekeeping';

export class HousekeepingRegistry {
  private readonly tasks = new Map<string, HousekeepingTask>();

  add(task: HousekeepingTask): void {
    if (this.tasks.has(task.name)) throw new Error(`Housekeeping task ${task.name} added twice`);
    this.tasks.set(task.name, task);
  }

  get names(): string[] {
    return [...this.tasks.keys()];
  }

  /** Runs every task; one failing task does not stop the others, and its error is reported. */
  async runAll(db: Db, now = new Date()): Promise<{ removed: Record<string, number>; failed: string[] }> {
    const removed: Record<string, number> = {};
    const failed: string[] = [];
    for (const task of this.tasks.values()) {
      try {
        removed[task.name] = await task.run(db, now);
      } catch {
        failed.push(task.name);
      }
    }
    return { removed, failed };
  }
}

/** Deletes the rows of `table` whose `column` is before `cutoff`; returns how many went. */
async function deleteOlderThan(db: Db, table: PgTable, column: PgColumn, cutoff: Date): Promise<number> {
  return (await db.delete(table).where(lt(column, cutoff)).returning()).length;
}

/** A task that keeps rows for `days` after `column` (or, with 0 days, until `column` passes). */
export function retentionTask(name: string, table: PgTable, column: PgColumn, days: number): HousekeepingTask {
  return { name, run: (db, now) => deleteOlderThan(db, table, column, subDays(now, days, { in: utc })) };
}
