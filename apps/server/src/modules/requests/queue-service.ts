import { utc } from '@date-fns/utc';
import { addDays, subDays } from 'date-fns';
import { IN_UTC } from '@cleardocket/domain/dates';
import { findSite, relistIntervalDays } from '@cleardocket/domain/search/sites';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { NotifyDeps } from '../notifications/service';
import * as schedule from './schedule-repository';
import * as repository from './repository';
import type { RemovalRow } from './repository';

/** What queueing a check needs from the app: routes and jobs pass `fastify`. */
type QueueDeps = Pick<NotifyDeps, 'db' | 'jobs'>;

/* The removal workflow's jobs (jobs.ts says which function works each). */
export const EVIDENCE_JOB = 'removal-evidence';
export const VERIFY_JOB = 'removal-verify';
export const VERIFY_SCHEDULE_JOB = 'removal-verify-schedule';
export const DISPATCH_JOB = 'removal-dispatch';
export const DEADLINES_JOB = 'removal-deadlines';
export const RELIST_SCHEDULE_JOB = 'removal-relist-schedule';

/** A verification's or a "before" capture's payload; `retry` marks a scheduled could-not-check retry. */
export type RemovalJob = { removalId: string; retry?: boolean };

/** The "before" snapshot of each new removal request's page (evidence.ts captureSnapshot). */
export async function queueEvidence(jobs: JobQueue, removalIds: string[]): Promise<void> {
  for (const removalId of removalIds) {
    await jobs.send(EVIDENCE_JOB, { removalId }, { singletonKey: removalId });
  }
}

/**
 * Sends an email removal's letter, or puts a form removal in the operators' queue (dispatch.ts).
 * No singleton key: a job left active by a killed worker must not block a re-queue. Sending is
 * never twice at once, whatever runs twice (letter-send.ts, decision 133).
 */
export async function queueDispatch(jobs: JobQueue, removalId: string): Promise<void> {
  await jobs.send(DISPATCH_JOB, { removalId });
}

/** Checks the page again (evidence.ts verifyRemoval). */
async function queueVerify(jobs: JobQueue, removalId: string): Promise<void> {
  await jobs.send<RemovalJob>(VERIFY_JOB, { removalId }, { singletonKey: removalId });
}

/**
 * Runs a verification (or, for `snapshot`, a "before" capture) again at a later time: a scheduled
 * re-send, not a pg-boss retry, as a could-not-check is an answer, not a failure.
 */
export async function scheduleCheck(
  jobs: JobQueue,
  kind: 'verify' | 'snapshot',
  removalId: string,
  at: Date,
): Promise<void> {
  await jobs.send<RemovalJob>(
    kind === 'verify' ? VERIFY_JOB : EVIDENCE_JOB,
    { removalId, retry: true },
    { startAfter: at },
  );
}

/** Removed listings whose site's re-list interval has passed since their last check (issue 14 §9). */
export async function dueForRelist(db: Db, now: Date, limit = 500): Promise<RemovalRow[]> {
  const candidates = await schedule.removedNotRelisted(db, now, limit);
  return candidates.filter((removal) => {
    const last = removal.lastCheckedAt ?? removal.decidedAt ?? removal.updatedAt;
    return addDays(last, relistIntervalDays(findSite(removal.url)), IN_UTC) <= now;
  });
}

/** Queues a check of every removed listing due for its re-list check (RELIST_CRON). */
export async function queueDueRelistChecks(deps: QueueDeps): Promise<void> {
  for (const removal of await dueForRelist(deps.db, new Date())) await queueVerify(deps.jobs, removal.id);
}

/**
 * A monitoring scan saw removed listings back in the search results: each one's page is checked
 * now (the verification job), and the re-list rule (relisting.ts) re-files it once if the page
 * really shows the listing again. Returns how many checks were queued.
 */
export async function checkReappeared(deps: QueueDeps, userId: string, urls: string[]) {
  const removed = await schedule.removedAtUrls(deps.db, userId, urls);
  for (const removal of removed) await queueVerify(deps.jobs, removal.id);
  return removed.length;
}

export async function queueDueVerifications(deps: QueueDeps): Promise<void> {
  const due = await schedule.dueForVerification(deps.db, subDays(new Date(), 1, { in: utc }), 500);
  for (const removal of due) await queueVerify(deps.jobs, removal.id);
}

/** Queues a check of the page of one of the member's removal requests. */
export async function queueVerification(deps: QueueDeps, userId: string, removalId: string) {
  const removal = await repository.findRemoval(deps.db, removalId, userId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  await queueVerify(deps.jobs, removal.id);
}
