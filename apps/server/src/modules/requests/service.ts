import { deadlinesFor } from '@cleardocket/domain/requests/deadlines';
import { canTransition, isFinal, takedownStatusOf, transitionError } from '@cleardocket/domain/requests/status';
import type { RemovalStatus, TakedownType } from '@cleardocket/domain/requests/status';
import type { RemovalFacts } from '@cleardocket/domain/monitoring/report';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { findResults, resultTitles } from '../search/service';
import type { NotifyDeps } from '../notifications/service';
import { insertFromCourtOrder } from './court-order-takedowns';
import type { FromCourtOrder } from './court-order-takedowns';
import type { CourtOrderFile, OrderLetterWriter } from './court-order-removals';
import { insertFromResults } from './create-takedowns';
import { queueDispatch, queueEvidence } from './queue-service';
import * as schedule from './schedule-repository';
import { evidenceBackedIds } from './verdict-evidence';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';

export type { RemovalRow };

/** What the removal workflow needs from the app (queueing jobs, notifying): routes and jobs pass `fastify`. */
export type RequestDeps = NotifyDeps;

export type TakedownWithRemovals = TakedownRow & { removals: RemovalRow[]; title: string | null };
export type Actor = { kind: 'member' | 'operator' | 'system'; id: string | null };

/**
 * One takedown request per search result (spec §5 "Bulk creation": an empty list does nothing),
 * each with a removal request for the site and, for 'both' and 'google-removal', one for Google's
 * index; the results become processed (spec §4 "Search alert"). Each new removal request's page
 * is snapshotted by a job.
 */
export async function createFromResults(
  deps: Pick<RequestDeps, 'db' | 'jobs'>,
  userId: string,
  resultIds: string[],
  type: TakedownType = 'both',
): Promise<TakedownWithRemovals[]> {
  const created = await insertFromResults(deps.db, userId, resultIds, type);
  await queueEvidence(
    deps.jobs,
    created.flatMap((takedown) => takedown.removals.map((removal) => removal.id)),
  );
  return created;
}

async function withRemovals(db: Db, userId: string, takedowns: TakedownRow[]): Promise<TakedownWithRemovals[]> {
  const removals = await repository.listRemovalsFor(
    db,
    userId,
    takedowns.map((takedown) => takedown.id),
  );
  const resultIds = takedowns.flatMap((takedown) => (takedown.resultId ? [takedown.resultId] : []));
  const titles = await resultTitles(db, userId, resultIds);
  const byTakedown = new Map<string, RemovalRow[]>();
  for (const removal of removals) {
    const list = byTakedown.get(removal.takedownRequestId);
    if (list) list.push(removal);
    else byTakedown.set(removal.takedownRequestId, [removal]);
  }
  return takedowns.map((takedown) => ({
    ...takedown,
    title: (takedown.resultId && titles.get(takedown.resultId)) || null,
    removals: byTakedown.get(takedown.id) ?? [],
  }));
}

/** The member's removal requests with their latest evidence, as the monthly report shows them. */
export async function removalFactsFor(db: Db, userId: string): Promise<RemovalFacts[]> {
  const removals = await schedule.removalsOfMember(db, userId);
  const evidence = await repository.evidenceOf(
    db,
    removals.map((removal) => removal.id),
  );
  const latest = new Map<string, (typeof evidence)[number]>();
  for (const row of evidence) latest.set(row.removalRequestId, row); // oldest first: the last one wins
  const backed = await evidenceBackedIds(
    db,
    removals.map((removal) => removal.id),
  );
  return removals.map((removal) => {
    const last = latest.get(removal.id);
    return {
      reference: removal.reference,
      url: removal.url,
      site: removal.siteName ?? removal.domain,
      status: removal.status as RemovalStatus,
      createdAt: removal.createdAt,
      decidedAt: removal.decidedAt,
      relistedAt: removal.relistedAt,
      evidence: last ? { outcome: last.outcome, at: last.fetchedAt, detail: last.reason ?? last.detail } : null,
      removalBacked: backed.has(removal.id),
    };
  });
}

/** One page of the member's requests with their removals, and the total (GET /api/requests). */
export async function pageRequests(
  db: Db,
  userId: string,
  filter: { status?: TakedownRow['status']; page: number; pageSize: number },
): Promise<{ requests: TakedownWithRemovals[]; total: number }> {
  const { rows, total } = await repository.pageTakedowns(db, userId, filter);
  return { requests: await withRemovals(db, userId, rows), total };
}

export async function listRequests(db: Db, userId: string, limit = 100): Promise<TakedownWithRemovals[]> {
  return withRemovals(db, userId, await repository.listTakedowns(db, userId, limit));
}

export async function requestDetail(db: Db, userId: string, takedownId: string) {
  const takedown = await repository.findTakedown(db, userId, takedownId);
  if (!takedown) throw new AppError('not_found', 'Request not found', 404);
  const removals = await repository.removalsOf(db, takedown.id);
  const ids = removals.map((removal) => removal.id);
  const [events, evidence] = await Promise.all([repository.eventsOf(db, ids), repository.evidenceOf(db, ids)]);
  const [result] = takedown.resultId ? await findResults(db, userId, [takedown.resultId]) : [];
  return { takedown: { ...takedown, title: result?.title ?? null }, removals, events, evidence };
}

/** Keeps the takedown request's status in step with its removals (completed when all are decided). */
export async function syncTakedown(db: Db, takedownId: string) {
  const removals = await repository.removalsOf(db, takedownId);
  const status = takedownStatusOf(removals.map((removal) => ({ status: removal.status as RemovalStatus })));
  const submitted = removals.map((removal) => removal.submittedAt).filter((date): date is Date => date !== null);
  await repository.updateTakedown(db, takedownId, {
    status,
    completedAt: status === 'completed' ? new Date() : null,
    submittedDate: submitted.length ? new Date(Math.min(...submitted.map((date) => date.getTime()))) : null,
  });
}

/**
 * Moves a removal request along the graph (domain status.ts), stamping the dates and legal clocks,
 * recording the event, and updating its takedown request. Refuses a move the graph does not allow.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  removalId: string,
  to: RemovalStatus,
  note: string | null,
  options: { userId?: string; kind?: string } = {},
): Promise<RemovalRow> {
  return db.transaction(async (tx) => {
    const current = await repository.lockRemoval(tx, removalId);
    if (!current || (options.userId && current.userId !== options.userId)) {
      throw new AppError('not_found', 'Removal request not found', 404);
    }
    const from = current.status as RemovalStatus;
    if (!canTransition(from, to)) throw new AppError('conflict', transitionError(from, to), 409);
    const now = new Date();
    const changes: Parameters<typeof repository.updateRemoval>[2] = { status: to };
    if (to === 'submitted') {
      const clocks = deadlinesFor(current.method, now);
      Object.assign(changes, { submittedAt: now, acknowledgeBy: clocks.acknowledgeBy, respondBy: clocks.respondBy });
    }
    if (to === 'acknowledged') changes.acknowledgedAt = now;
    if (isFinal(to)) changes.decidedAt = now;
    const updated = await repository.updateRemoval(tx, removalId, changes);
    await repository.insertEvent(tx, {
      userId: current.userId,
      removalRequestId: removalId,
      actor: actor.kind,
      actorId: actor.id,
      kind: options.kind ?? 'status',
      fromStatus: from,
      toStatus: to,
      note,
    });
    await syncTakedown(tx, current.takedownRequestId);
    return updated;
  });
}

/** A member marks a form or Google removal they filled in themselves as submitted. */
export async function markSubmittedByMember(db: Db, userId: string, removalId: string, note: string | null) {
  return changeStatus(db, { kind: 'member', id: userId }, removalId, 'submitted', note ?? 'Submitted by you.', {
    userId,
  });
}

/* For the removal runner (modules/removal-runner/requests-port.ts): the rows it files and notes on. */

export const findRemoval = (db: Db, id: string, userId?: string) => repository.findRemoval(db, id, userId);

/** A note on a removal's timeline from ClearDocket itself (no status change). */
export async function addSystemEvent(db: Db, removal: RemovalRow, kind: string, note: string): Promise<void> {
  await repository.insertEvent(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'system',
    actorId: null,
    kind,
    note,
  });
}

/**
 * A web-form removal whose request page asks for requests by email (the removal runner read it,
 * issue 30 §1): it becomes an email removal to that address and goes the letter path — the
 * member's authorisation of the letter, one send, the legal clocks (dispatch.ts). Only a request
 * not started yet is moved; false otherwise.
 */
export async function takeEmailRoute(
  deps: { db: Db; jobs: JobQueue },
  removalId: string,
  address: string,
  note: string,
): Promise<boolean> {
  const removal = await repository.findRemoval(deps.db, removalId);
  if (!removal || removal.status !== 'not-started' || removal.method === 'email') return false;
  await repository.updateRemoval(deps.db, removalId, { method: 'email', optOutEmail: address });
  await addSystemEvent(deps.db, removal, 'route-email', note);
  await queueDispatch(deps.jobs, removalId);
  return true;
}

/** The removals of one of the member's takedown requests; null when it is not theirs. */
export async function removalsOfTakedown(db: Db, userId: string, takedownId: string): Promise<RemovalRow[] | null> {
  const takedown = await repository.findTakedown(db, userId, takedownId);
  return takedown ? repository.removalsOf(db, takedown.id) : null;
}

/** An operator's action (the console's, or on a runner task) in the audit log; a read names no removal. */
export async function recordOperatorAction(
  db: Db,
  row: {
    adminId: string;
    userId: string;
    removalRequestId: string | null;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await repository.insertAudit(db, row);
}

/** The evidence blobs a member's rows refer to; read before the rows go (account deletion). */
export const evidenceBlobsOf = (db: Db, userId: string) => repository.blobHashesOf(db, userId);

/** Which of these blobs some evidence row still names (the same bytes can be anyone's). */
export const referencedEvidenceBlobs = (db: Db, hashes: string[]) => repository.referencedHashes(db, hashes);

/**
 * The removal requests a court order opens (issue 15): for each finding of the case, one takedown
 * request (its criteria name the case and the order) with a removal for the site and one for
 * Google's legal route, each carrying its letter, authorised by the member's upload of the order.
 * Letters to sites with an address go out by the dispatch job like any authorised letter; the
 * rest wait in the operators' queue with the letter ready. Each page's "before" snapshot is queued,
 * and verification, deadlines and verdict notifications follow as for every request. A page the
 * member already has an open request for gets no second one: the order joins that request
 * (decision 102), and its letters not yet sent are rewritten around the order and dispatched.
 */
export async function createFromCourtOrder(
  deps: Pick<RequestDeps, 'db' | 'jobs'>,
  userId: string,
  resultIds: string[],
  order: CourtOrderFile,
  writeLetter: OrderLetterWriter,
): Promise<FromCourtOrder> {
  const answer = await insertFromCourtOrder(deps.db, userId, resultIds, order, writeLetter);
  const opened = [
    ...answer.created.flatMap((takedown) => takedown.removals),
    ...answer.attached.flatMap((attached) => attached.added),
  ].map((removal) => removal.id);
  const rewritten = answer.attached.flatMap((attached) => attached.rewritten).map((removal) => removal.id);
  await queueEvidence(deps.jobs, opened);
  for (const id of [...opened, ...rewritten]) await queueDispatch(deps.jobs, id);
  return answer;
}

/** The key under which two addresses are the same page (decision 102): the case page groups by it. */
export { pageKey } from './page-url';

/* Evidence behind verdicts (decision 061): for the DRP agent and the operator console. */
export { hasVerdictEvidence, recordEvidenceFile } from './verdict-evidence';
