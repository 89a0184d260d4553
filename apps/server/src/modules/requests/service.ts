import { randomInt } from 'node:crypto';
import { utc } from '@date-fns/utc';
import { addDays, subDays } from 'date-fns';
import { IN_UTC } from '@cleardocket/domain/dates';
import { deadlinesFor } from '@cleardocket/domain/requests/deadlines';
import { canTransition, isFinal, takedownStatusOf, transitionError } from '@cleardocket/domain/requests/status';
import type { RemovalStatus, TakedownType } from '@cleardocket/domain/requests/status';
import { GOOGLE_ROUTE_FACTS, googleRouteFor } from '@cleardocket/domain/requests/google';
import type { GoogleRoute } from '@cleardocket/domain/requests/google';
import type { RemovalFacts } from '@cleardocket/domain/monitoring/report';
import { findSite, relistIntervalDays } from '@cleardocket/domain/search/sites';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { findResults, markResultsProcessed, resultTitles } from '../search/service';
import type { NotifyDeps } from '../notifications/service';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';

export type { RemovalRow };

/** What the removal workflow needs from the app (queueing jobs, notifying): routes and jobs pass `fastify`. */
export type RequestDeps = NotifyDeps;

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
async function queueEvidence(jobs: JobQueue, removalIds: string[]): Promise<void> {
  for (const removalId of removalIds) {
    await jobs.send(EVIDENCE_JOB, { removalId }, { singletonKey: removalId });
  }
}

/**
 * Sends an email removal's letter, or puts a form removal in the operators' queue (dispatch.ts).
 * No singleton key: a job left active by a killed worker must not block a re-queue. Sending is
 * exactly-once by the row lock in sendEmailRemoval, whatever runs twice.
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

export type TakedownWithRemovals = TakedownRow & { removals: RemovalRow[]; title: string | null };
export type Actor = { kind: 'member' | 'operator' | 'system'; id: string | null };

const MAX_DRAWS = 50;

/** Draws a reference until the member has no such one (spec §3 formats). */
export async function insertWithReference<T>(
  draw: () => string,
  insert: (reference: string) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const created = await insert(draw());
    if (created) return created;
  }
  throw new Error('No free request reference after 50 draws');
}

const takedownReference = () => `REQ-${randomInt(1, 10_000)}`;
export const removalReference = () => `REM-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** How a URL is removed: court-record sites need a court order; others follow the catalogue. */
function removalTargetFor(url: string) {
  const site = findSite(url);
  const domain = site?.domain ?? new URL(url).hostname.replace(/^www\./, '');
  if (!site) {
    return { domain, siteName: null, method: 'manual-review', category: null, optOutUrl: null, optOutEmail: null };
  }
  return {
    domain,
    siteName: site.name,
    method: site.category === 'court-records' ? 'court-order' : site.method,
    category: site.category,
    optOutUrl: site.optOutUrl,
    optOutEmail: site.optOutEmail,
  };
}

/** Google's removal of the page from its results, by the route that fits the site (domain google.ts). */
function googleTargetFor(route: GoogleRoute) {
  return {
    domain: 'google.com',
    siteName: 'Google Search',
    method: 'google',
    category: null,
    optOutUrl: GOOGLE_ROUTE_FACTS[route].formUrl,
    optOutEmail: null,
    googleRoute: route,
  };
}

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

async function insertFromResults(
  db: Db,
  userId: string,
  resultIds: string[],
  type: TakedownType,
): Promise<TakedownWithRemovals[]> {
  if (resultIds.length === 0) return [];
  // In the order asked for, so the answer lists the requests as the member listed the results.
  const results = (await findResults(db, userId, resultIds)).sort(
    (a, b) => resultIds.indexOf(a.id) - resultIds.indexOf(b.id),
  );
  const created: TakedownWithRemovals[] = [];
  for (const result of results) {
    const takedown = await db.transaction(async (tx) => {
      const request = await insertWithReference(takedownReference, (reference) =>
        repository.insertTakedown(tx, {
          userId,
          reference,
          url: result.url,
          type,
          searchTerm: result.searchTerm,
          criteria: { searchType: result.searchType, severity: result.severity, category: result.category },
          resultId: result.id,
        }),
      );
      const site = removalTargetFor(result.url);
      const targets = [
        ...(type === 'google-removal' ? [] : [site]),
        ...(type === 'others' ? [] : [googleTargetFor(googleRouteFor(site.category))]),
      ];
      const removals: RemovalRow[] = [];
      for (const target of targets) {
        const removal = await insertWithReference(removalReference, (reference) =>
          repository.insertRemoval(tx, {
            userId,
            takedownRequestId: request.id,
            reference,
            url: result.url,
            ...target,
          }),
        );
        await repository.insertEvent(tx, {
          userId,
          removalRequestId: removal.id,
          actor: 'member',
          actorId: userId,
          kind: 'created',
          toStatus: 'not-started',
          note: `Request opened for ${target.siteName ?? target.domain}.`,
        });
        removals.push(removal);
      }
      await markResultsProcessed(tx, userId, [result.id]);
      return { ...request, removals, title: result.title };
    });
    created.push(takedown);
  }
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

/** Removed listings whose site's re-list interval has passed since their last check (issue 14 §9). */
export async function dueForRelist(db: Db, now: Date, limit = 500): Promise<RemovalRow[]> {
  const candidates = await repository.removedNotRelisted(db, now, limit);
  return candidates.filter((removal) => {
    const last = removal.lastCheckedAt ?? removal.decidedAt ?? removal.updatedAt;
    return addDays(last, relistIntervalDays(findSite(removal.url)), IN_UTC) <= now;
  });
}

/** Queues a check of every removed listing due for its re-list check (RELIST_CRON). */
export async function queueDueRelistChecks(deps: Pick<RequestDeps, 'db' | 'jobs'>): Promise<void> {
  for (const removal of await dueForRelist(deps.db, new Date())) await queueVerify(deps.jobs, removal.id);
}

/**
 * A monitoring scan saw removed listings back in the search results: each one's page is checked
 * now (the verification job), and the re-list rule (relisting.ts) re-files it once if the page
 * really shows the listing again. Returns how many checks were queued.
 */
export async function checkReappeared(deps: Pick<RequestDeps, 'db' | 'jobs'>, userId: string, urls: string[]) {
  const removed = await repository.removedAtUrls(deps.db, userId, urls);
  for (const removal of removed) await queueVerify(deps.jobs, removal.id);
  return removed.length;
}

/** The member's removal requests with their latest evidence, as the monthly report shows them. */
export async function removalFactsFor(db: Db, userId: string): Promise<RemovalFacts[]> {
  const removals = await repository.removalsOfMember(db, userId);
  const evidence = await repository.evidenceOf(
    db,
    removals.map((removal) => removal.id),
  );
  const latest = new Map<string, (typeof evidence)[number]>();
  for (const row of evidence) latest.set(row.removalRequestId, row); // oldest first: the last one wins
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
    };
  });
}

export async function queueDueVerifications(deps: Pick<RequestDeps, 'db' | 'jobs'>): Promise<void> {
  const due = await repository.dueForVerification(deps.db, subDays(new Date(), 1, { in: utc }), 500);
  for (const removal of due) await queueVerify(deps.jobs, removal.id);
}

/** Queues a check of the page of one of the member's removal requests. */
export async function queueVerification(deps: Pick<RequestDeps, 'db' | 'jobs'>, userId: string, removalId: string) {
  const removal = await repository.findRemoval(deps.db, removalId, userId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  await queueVerify(deps.jobs, removal.id);
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

/** A letter for one removal an order opens, written by the caller (court-records) once the reference is drawn. */
export type OrderLetterWriter = (removal: {
  reference: string;
  url: string;
  siteName: string | null;
  domain: string;
  category: string | null;
  target: 'site' | 'google';
}) => { subject: string; body: string };

/** Google's legal-removal route, for a page showing a sealed or expunged record. */
const GOOGLE_LEGAL_TARGET = { ...googleTargetFor('court-order'), siteName: 'Google Search (legal removal)' };

/**
 * The removal requests a court order opens (issue 15): for each finding of the case, one takedown
 * request (its criteria name the case and the order) with a removal for the site and one for
 * Google's legal route, each carrying its letter, authorised by the member's upload of the order.
 * Letters to sites with an address go out by the dispatch job like any authorised letter; the
 * rest wait in the operators' queue with the letter ready. Each page's "before" snapshot is queued,
 * and verification, deadlines and verdict notifications follow as for every request.
 */
export async function createFromCourtOrder(
  deps: Pick<RequestDeps, 'db' | 'jobs'>,
  userId: string,
  resultIds: string[],
  order: { caseId: string; documentId: string; sha256: string; contentType: string },
  writeLetter: OrderLetterWriter,
): Promise<TakedownWithRemovals[]> {
  const results = await findResults(deps.db, userId, resultIds);
  const created: TakedownWithRemovals[] = [];
  for (const result of results) {
    const takedown = await deps.db.transaction(async (tx) => {
      const request = await insertWithReference(takedownReference, (reference) =>
        repository.insertTakedown(tx, {
          userId,
          reference,
          url: result.url,
          type: 'both',
          searchTerm: result.searchTerm,
          criteria: {
            searchType: result.searchType,
            severity: result.severity,
            category: result.category,
            courtCaseId: order.caseId,
            courtOrderId: order.documentId,
            // The file the dispatch job attaches to an emailed letter ("a copy of the order is attached").
            courtOrderSha256: order.sha256,
            courtOrderContentType: order.contentType,
          },
          resultId: result.id,
        }),
      );
      const site = removalTargetFor(result.url);
      const targets = [
        { target: 'site' as const, ...site, method: site.optOutEmail ? 'email' : site.method },
        { target: 'google' as const, ...GOOGLE_LEGAL_TARGET },
      ];
      const removals: RemovalRow[] = [];
      for (const { target, ...values } of targets) {
        const inserted = await insertWithReference(removalReference, (reference) =>
          repository.insertRemoval(tx, {
            userId,
            takedownRequestId: request.id,
            reference,
            url: result.url,
            ...values,
          }),
        );
        const letter = writeLetter({
          reference: inserted.reference,
          url: result.url,
          siteName: values.siteName,
          domain: values.domain,
          category: values.category,
          target,
        });
        const removal = await repository.updateRemoval(tx, inserted.id, {
          authorisedAt: new Date(),
          letterSubject: letter.subject,
          letterBody: letter.body,
        });
        await repository.insertEvent(tx, {
          userId,
          removalRequestId: removal.id,
          actor: 'system',
          actorId: null,
          kind: 'created',
          toStatus: 'not-started',
          note: `Request opened for ${values.siteName ?? values.domain} with the court order on file.`,
        });
        removals.push(removal);
      }
      await markResultsProcessed(tx, userId, [result.id]);
      return { ...request, removals, title: result.title };
    });
    created.push(takedown);
  }
  const removalIds = created.flatMap((takedown) => takedown.removals.map((removal) => removal.id));
  await queueEvidence(deps.jobs, removalIds);
  for (const id of removalIds) await queueDispatch(deps.jobs, id);
  return created;
}

/* Evidence behind verdicts (decision 061): for the DRP agent and the operator console. */
export { hasVerdictEvidence, recordEvidenceFile } from './verdict-evidence';
