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
