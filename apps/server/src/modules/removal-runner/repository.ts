import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { OPEN_RUN_STATES } from '@cleardocket/domain/removal/runs';
import type { RunState } from '@cleardocket/domain/removal/runs';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { userAddresses } from '../../db/schema/profiles';
import { removalRequests } from '../../db/schema/requests';
import {
  agentAddresses,
  agentAuthorisations,
  inboundMail,
  runnerRuns,
  runnerSteps,
  runnerTasks,
} from '../../db/schema/runner';
import { searchPreferences } from '../../db/schema/search';

export type AuthorisationRow = typeof agentAuthorisations.$inferSelect;
export type RunRow = typeof runnerRuns.$inferSelect;
export type StepRow = typeof runnerSteps.$inferSelect;
export type TaskRow = typeof runnerTasks.$inferSelect;
export type MailRow = typeof inboundMail.$inferSelect;

/* ---------- authorisation and agent address ---------- */

export async function activeAuthorisation(db: Db, userId: string): Promise<AuthorisationRow | null> {
  const [row] = await db
    .select()
    .from(agentAuthorisations)
    .where(and(eq(agentAuthorisations.userId, userId), isNull(agentAuthorisations.revokedAt)));
  return row ?? null;
}

export async function insertAuthorisation(db: Db, row: typeof agentAuthorisations.$inferInsert) {
  const [created] = await db.insert(agentAuthorisations).values(row).returning();
  if (!created) throw new Error('authorisation insert returned no row');
  return created;
}

export async function revokeAuthorisations(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(agentAuthorisations)
    .set({ revokedAt: now })
    .where(and(eq(agentAuthorisations.userId, userId), isNull(agentAuthorisations.revokedAt)))
    .returning({ id: agentAuthorisations.id });
  return rows.length;
}

export async function findAgentAddress(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select().from(agentAddresses).where(eq(agentAddresses.userId, userId));
  return row?.localPart ?? null;
}

export async function insertAgentAddress(db: Db, userId: string, localPart: string): Promise<void> {
  await db.insert(agentAddresses).values({ userId, localPart }).onConflictDoNothing();
}

export async function userOfAgentAddress(db: Db, localPart: string): Promise<string | null> {
  const [row] = await db.select().from(agentAddresses).where(eq(agentAddresses.localPart, localPart.toLowerCase()));
  return row?.userId ?? null;
}

/* ---------- the member's facts a playbook may type ---------- */

export async function profileFacts(db: Db, userId: string) {
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  const [place] = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isPrimary), asc(userAddresses.createdAt))
    .limit(1);
  const [preferences] = await db
    .select({ middleName: searchPreferences.middleName, birthYear: searchPreferences.birthYear })
    .from(searchPreferences)
    .where(eq(searchPreferences.userId, userId));
  return { account: account ?? null, place: place ?? null, preferences: preferences ?? null };
}

/** Web-form removals of a member that are still not started (queued when filing is authorised). */
export async function unstartedFormRemovals(db: Db, userId: string) {
  return db
    .select({ id: removalRequests.id })
    .from(removalRequests)
    .where(
      and(
        eq(removalRequests.userId, userId),
        eq(removalRequests.status, 'not-started'),
        inArray(removalRequests.method, ['web-form', 'search-then-form']),
      ),
    );
}

/* ---------- runs ---------- */

export async function insertRun(db: Db, row: typeof runnerRuns.$inferInsert): Promise<RunRow> {
  const [created] = await db.insert(runnerRuns).values(row).returning();
  if (!created) throw new Error('run insert returned no row');
  return created;
}

export async function findRun(db: Db, id: string): Promise<RunRow | null> {
  const [row] = await db.select().from(runnerRuns).where(eq(runnerRuns.id, id));
  return row ?? null;
}

export async function openRunOf(db: Db, removalRequestId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(runnerRuns)
    .where(
      and(
        eq(runnerRuns.removalRequestId, removalRequestId),
        inArray(runnerRuns.state, [...OPEN_RUN_STATES, 'needs-attention']),
      ),
    );
  return row ?? null;
}

/**
 * Moves a run from one of `from` to a new state (with changes); null when it was not in `from`.
 * With `attempt`, only while the run is still that attempt's: a worker whose run was taken over
 * changes nothing any more.
 */
export async function moveRun(
  db: Db,
  id: string,
  from: readonly RunState[],
  changes: Partial<typeof runnerRuns.$inferInsert> & { state?: RunState },
  attempt?: number,
): Promise<RunRow | null> {
  const [row] = await db
    .update(runnerRuns)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(runnerRuns.id, id),
        inArray(runnerRuns.state, [...from]),
        attempt === undefined ? undefined : eq(runnerRuns.attempts, attempt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Takes a queued run for this worker: running, one more attempt. A retried job (its worker died
 * or failed) may also take over a run still `running`; a first job never takes a live run.
 */
export async function claimRun(db: Db, id: string, takeOver = false): Promise<RunRow | null> {
  const now = new Date();
  const [row] = await db
    .update(runnerRuns)
    .set({ state: 'running', attempts: sql`${runnerRuns.attempts} + 1`, startedAt: now, updatedAt: now })
    .where(and(eq(runnerRuns.id, id), inArray(runnerRuns.state, takeOver ? ['queued', 'running'] : ['queued'])))
    .returning();
  return row ?? null;
}

export async function openRunsOfUser(db: Db, userId: string): Promise<RunRow[]> {
  return db
    .select()
    .from(runnerRuns)
    .where(and(eq(runnerRuns.userId, userId), inArray(runnerRuns.state, [...OPEN_RUN_STATES])));
}

export async function runsOfRemovals(db: Db, removalIds: string[]): Promise<RunRow[]> {
  if (removalIds.length === 0) return [];
  return db
    .select()
    .from(runnerRuns)
    .where(inArray(runnerRuns.removalRequestId, removalIds))
    .orderBy(asc(runnerRuns.createdAt));
}

export async function waitingForEmail(db: Db, userId: string): Promise<RunRow[]> {
  return db
    .select()
    .from(runnerRuns)
    .where(and(eq(runnerRuns.userId, userId), eq(runnerRuns.state, 'waiting-for-email')))
    .orderBy(asc(runnerRuns.updatedAt));
}

/** Runs waiting for an email past their limit, and runs left "running" by a worker that died. */
export async function overdueRuns(db: Db, now: Date, stuckBefore: Date): Promise<RunRow[]> {
  return db
    .select()
    .from(runnerRuns)
    .where(
      or(
        and(eq(runnerRuns.state, 'waiting-for-email'), lt(runnerRuns.waitUntil, now)),
        and(eq(runnerRuns.state, 'running'), lt(runnerRuns.updatedAt, stuckBefore)),
      ),
    )
    .limit(200);
}

/* ---------- steps ---------- */

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

/* ---------- tasks ---------- */

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

/* ---------- inbound mail ---------- */

export async function insertMail(db: Db, row: Omit<typeof inboundMail.$inferInsert, 'id'>): Promise<MailRow> {
  const [created] = await db.insert(inboundMail).values(row).returning();
  if (!created) throw new Error('mail insert returned no row');
  return created;
}

/** Unused mail of the member since `since`: first that matched this run, then unclaimed mail. */
export async function unusedMail(db: Db, userId: string, runId: string, since: Date): Promise<MailRow[]> {
  return db
    .select()
    .from(inboundMail)
    .where(
      and(
        eq(inboundMail.userId, userId),
        isNull(inboundMail.usedAt),
        gte(inboundMail.receivedAt, since),
        or(eq(inboundMail.runId, runId), isNull(inboundMail.runId)),
      ),
    )
    .orderBy(sql`${inboundMail.runId} is null`, asc(inboundMail.receivedAt));
}

export async function updateMail(db: Db, id: string, changes: Partial<typeof inboundMail.$inferInsert>) {
  await db.update(inboundMail).set(changes).where(eq(inboundMail.id, id));
}

/** Mail of a finished run is no longer needed: it goes at the next housekeeping. */
export async function expireMailOfRun(db: Db, runId: string, now: Date): Promise<void> {
  await db.update(inboundMail).set({ expiresAt: now }).where(eq(inboundMail.runId, runId));
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
