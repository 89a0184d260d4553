import type { BulkBody, BulkResult } from '@cleardocket/domain/operator/contract';
import { isPastDeadline, queueDeadline, queueMetrics } from '@cleardocket/domain/operator/queue';
import type { QueueMetrics } from '@cleardocket/domain/operator/queue';
import { canTransition } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { REMOVED_NEEDS_EVIDENCE } from '@cleardocket/domain/requests/verdict-evidence';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { notify } from '../notifications/service';
import type { NotifyDeps } from '../notifications/service';
import {
  addOperatorEvidence,
  clearOperatorCheck,
  eventsOfRemovals,
  markClaimed,
  refreshGoogleCopy,
  siteStatusCounts,
} from '../requests/casework-service';
import {
  changeStatus,
  findRemoval,
  hasVerdictEvidence,
  listRequests,
  recordOperatorAction,
  requestDetail,
} from '../requests/service';
import type { RemovalRow } from '../requests/service';
import * as repository from './repository';
import type { NoteRow, QueueFilter } from './repository';

export type { NoteRow };

/** What operators do to removal requests (admins only); every action is written to the audit log. */

async function removalFor(db: Db, id: string): Promise<RemovalRow> {
  const removal = await findRemoval(db, id);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  return removal;
}

async function audit(
  db: Db,
  adminId: string,
  memberId: string,
  removalId: string | null,
  action: string,
  details: Record<string, unknown> = {},
) {
  await recordOperatorAction(db, { adminId, userId: memberId, removalRequestId: removalId, action, details });
}

/**
 * The human queue: removal requests a person has to work, a page in the order asked for, each with
 * its deadline, whether that has passed, and the operators' internal notes.
 */
export async function operatorQueue(db: Db, filter: QueueFilter, now = new Date()) {
  const { rows, total } = await repository.operatorQueue(db, filter);
  const notes = await repository.notesOf(
    db,
    rows.map((row) => row.removal.id),
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      deadline: queueDeadline(row.removal),
      overdue: isPastDeadline(row.removal, now),
      notes: notes.filter((note) => note.removalRequestId === row.removal.id),
    })),
  };
}

/** The console's figures, from every request in the queue and every site's verdicts. */
export async function operatorMetrics(db: Db, now = new Date()): Promise<QueueMetrics> {
  const [open, sites] = await Promise.all([repository.openQueueClocks(db), siteStatusCounts(db)]);
  return queueMetrics({ open, sites }, now);
}

/**
 * An internal note on a removal, for operators only: no member route reads it, nothing is sent;
 * the member's data export has it (decision 025). Audited, without the text.
 */
export async function addNote(db: Db, adminId: string, removalId: string, text: string): Promise<NoteRow> {
  const removal = await removalFor(db, removalId);
  const note = await repository.insertNote(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    authorId: adminId,
    text,
  });
  await audit(db, adminId, removal.userId, removal.id, 'note', { noteId: note.id });
  return note;
}

/** A member's requests with every event, for support; the read is audited. */
export async function memberHistory(db: Db, adminId: string, memberId: string) {
  // An unknown id is a 404, not a database error (issue 13 item 7).
  if (!(await repository.memberExists(db, memberId))) throw new AppError('not_found', 'Member not found', 404);
  const requests = await listRequests(db, memberId);
  const events = await eventsOfRemovals(
    db,
    requests.flatMap((takedown) => takedown.removals.map((removal) => removal.id)),
  );
  await audit(db, adminId, memberId, null, 'read-history');
  return { requests, events };
}

/** Any member's request as the member sees it (letter, timeline, evidence), for support; audited. */
export async function operatorRequestDetail(db: Db, adminId: string, takedownId: string) {
  const memberId = await repository.takedownOwner(db, takedownId);
  if (!memberId) throw new AppError('not_found', 'Request not found', 404);
  const detail = await requestDetail(db, memberId, takedownId);
  await audit(db, adminId, memberId, null, 'read-request', { takedownId });
  return detail;
}

/** Whose evidence an operator opens; the read is audited. Unknown evidence is a 404. */
export async function auditEvidenceRead(db: Db, adminId: string, evidenceId: string, part: string) {
  const memberId = await repository.evidenceOwner(db, evidenceId);
  if (!memberId) throw new AppError('not_found', 'Evidence not found', 404);
  await audit(db, adminId, memberId, null, 'read-evidence', { evidenceId, part });
}

/** One operator at a time: a request claimed by a colleague is refused. */
export async function claim(db: Db, adminId: string, removalId: string): Promise<RemovalRow> {
  const removal = await removalFor(db, removalId);
  if (removal.claimedBy && removal.claimedBy !== adminId) {
    throw new AppError('conflict', 'Another operator has already claimed this request.', 409);
  }
  const updated = await markClaimed(db, removal, adminId);
  await audit(db, adminId, removal.userId, removal.id, 'claim');
  return updated;
}

/** A status change with the operator's note; the member is told when the status moved. */
export async function setStatus(
  deps: NotifyDeps,
  adminId: string,
  removalId: string,
  status: RemovalStatus,
  note: string,
): Promise<RemovalRow> {
  const removal = await removalFor(deps.db, removalId);
  // "Removed" rests on evidence: a check that showed it, the business's answer, or an upload (decision 061).
  // A move the graph refuses is refused for that reason first.
  const from = removal.status as RemovalStatus;
  if (status === 'removed' && canTransition(from, status) && !(await hasVerdictEvidence(deps.db, removal.id))) {
    throw new AppError('evidence_required', REMOVED_NEEDS_EVIDENCE, 409);
  }
  let updated = await changeStatus(deps.db, { kind: 'operator', id: adminId }, removal.id, status, note);
  // An operator's decision settles a page the verification could not check.
  if (updated.operatorCheckAt) updated = await clearOperatorCheck(deps.db, removal.id);
  await audit(deps.db, adminId, removal.userId, removal.id, 'status', { from: removal.status, to: status });
  if (updated.status !== removal.status) {
    await notify(deps, removal.userId, 'request-updates', {
      title: `Request ${removal.reference}: ${status.replace(/-/g, ' ')}`,
      message: note,
      type: status === 'removed' ? 'success' : 'info',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
    // The operator found the page gone: Google's old copy goes next, as after a verified removal.
    if (updated.status === 'removed') await refreshGoogleCopy(deps, updated);
  }
  return updated;
}

/** Evidence an operator attaches (a confirmation number, a reply received). */
export async function addEvidence(db: Db, adminId: string, removalId: string, note: string, url: string | undefined) {
  const removal = await removalFor(db, removalId);
  const evidence = await addOperatorEvidence(db, removal, note, url);
  await audit(db, adminId, removal.userId, removal.id, 'evidence');
  return evidence;
}

/**
 * One action on many removals, each done by the single action's own service (its rules, audit and
 * member notification), one after another. A refusal (a colleague's claim, a move the status
 * rules forbid, an unknown id) is that removal's outcome; the others still go ahead.
 */
export async function bulkAction(deps: NotifyDeps, adminId: string, body: BulkBody): Promise<BulkResult> {
  const results: BulkResult['results'] = [];
  for (const id of new Set(body.ids)) {
    try {
      const updated =
        body.action === 'claim'
          ? await claim(deps.db, adminId, id)
          : await setStatus(deps, adminId, id, body.status, body.note);
      results.push({ id, reference: updated.reference, outcome: 'done', reason: null });
    } catch (error) {
      if (!isAppError(error) || error.statusCode >= 500) throw error;
      const known = await findRemoval(deps.db, id);
      results.push({ id, reference: known?.reference ?? null, outcome: 'refused', reason: error.message });
    }
  }
  return { results };
}
