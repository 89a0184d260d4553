import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { OPEN_RUN_STATES } from '@cleardocket/domain/removal/runs';
import type { RunState } from '@cleardocket/domain/removal/runs';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { userAddresses } from '../../db/schema/profiles';
import { removalRequests } from '../../db/schema/requests';
import type { inboundMail, runnerSteps, runnerTasks } from '../../db/schema/runner';
import { agentAddresses, agentAuthorisations, runnerRuns } from '../../db/schema/runner';
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
