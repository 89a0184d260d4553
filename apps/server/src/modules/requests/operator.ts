import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/service';
import * as repository from './repository';
import type { QueueFilter, RemovalRow } from './repository';
import { changeStatus, listRequests, requestDetail } from './service';
import type { RequestDeps } from './service';

/** What operators do to removal requests (admins only); every action is written to the audit log. */

async function removalFor(db: Db, id: string): Promise<RemovalRow> {
  const removal = await repository.findRemoval(db, id);
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
  await repository.insertAudit(db, { adminId, userId: memberId, removalRequestId: removalId, action, details });
}

/** The human queue: removal requests a person has to work, paged, soonest deadline first. */
export function operatorQueue(db: Db, filter: QueueFilter) {
  return repository.operatorQueue(db, filter);
}

/** A member's requests with every event, for support; the read is audited. */
export async function memberHistory(db: Db, adminId: string, memberId: string) {
  // An unknown id is a 404, not a database error (issue 13 item 7).
  if (!(await repository.memberExists(db, memberId))) throw new AppError('not_found', 'Member not found', 404);
  const requests = await listRequests(db, memberId);
  const events = await repository.eventsOf(
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
  const updated = await repository.updateRemoval(db, removal.id, { claimedBy: adminId, claimedAt: new Date() });
  await audit(db, adminId, removal.userId, removal.id, 'claim');
  await repository.insertEvent(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'operator',
    actorId: adminId,
    kind: 'claimed',
    note: 'A ClearDocket specialist is working on this request.',
  });
  return updated;
}

/** A status change with the operator's note; the member is told when the status moved. */
export async function setStatus(
  deps: RequestDeps,
  adminId: string,
  removalId: string,
  status: RemovalStatus,
  note: string,
): Promise<RemovalRow> {
  const removal = await removalFor(deps.db, removalId);
  let updated = await changeStatus(deps.db, { kind: 'operator', id: adminId }, removal.id, status, note);
  // An operator's decision settles a page the verification could not check.
  if (updated.operatorCheckAt) {
    updated = await repository.updateRemoval(deps.db, removal.id, {
      operatorCheckAt: null,
      checkFailures: 0,
      nextCheckAt: null,
    });
  }
  await audit(deps.db, adminId, removal.userId, removal.id, 'status', { from: removal.status, to: status });
  if (updated.status !== removal.status) {
    await notify(deps, removal.userId, 'request-updates', {
      title: `Request ${removal.reference}: ${status.replace(/-/g, ' ')}`,
      message: note,
      type: status === 'removed' ? 'success' : 'info',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
  }
  return updated;
}

/** Evidence an operator attaches (a confirmation number, a reply received). */
export async function addEvidence(db: Db, adminId: string, removalId: string, note: string, url: string | undefined) {
  const removal = await removalFor(db, removalId);
  const evidence = await repository.insertEvidence(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind: 'operator-note',
    outcome: 'noted',
    url: url ?? removal.url,
    detail: note,
    fetchedAt: new Date(),
  });
  await audit(db, adminId, removal.userId, removal.id, 'evidence');
  return evidence;
}
