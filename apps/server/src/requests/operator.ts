import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { NotificationInput } from '../notifications/service';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { changeStatus } from './service';

/** What operators do to a removal request; every action is written to the audit log. */
export type OperatorContext = {
  db: Db;
  adminId: string;
  notify(userId: string, category: string, input: NotificationInput): Promise<unknown>;
};

async function removalFor(db: Db, id: string): Promise<RemovalRow> {
  const removal = await repository.findRemoval(db, id);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  return removal;
}

export async function audit(
  ctx: OperatorContext,
  memberId: string,
  removalId: string | null,
  action: string,
  details: Record<string, unknown> = {},
) {
  await repository.insertAudit(ctx.db, {
    adminId: ctx.adminId,
    userId: memberId,
    removalRequestId: removalId,
    action,
    details,
  });
}

/** One operator at a time: a request claimed by a colleague is refused. */
export async function claim(ctx: OperatorContext, removalId: string): Promise<RemovalRow> {
  const removal = await removalFor(ctx.db, removalId);
  if (removal.claimedBy && removal.claimedBy !== ctx.adminId) {
    throw new AppError('conflict', 'Another operator has already claimed this request.', 409);
  }
  const updated = await repository.updateRemoval(ctx.db, removal.id, { claimedBy: ctx.adminId, claimedAt: new Date() });
  await audit(ctx, removal.userId, removal.id, 'claim');
  await repository.insertEvent(ctx.db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'operator',
    actorId: ctx.adminId,
    kind: 'claimed',
    note: 'A ClearDocket specialist is working on this request.',
  });
  return updated;
}

/** A status change with the operator's note; the member is told when the status moved. */
export async function setStatus(
  ctx: OperatorContext,
  removalId: string,
  status: RemovalStatus,
  note: string,
): Promise<RemovalRow> {
  const removal = await removalFor(ctx.db, removalId);
  let updated = await changeStatus(ctx.db, { kind: 'operator', id: ctx.adminId }, removal.id, status, note);
  // An operator's decision settles a page the verification could not check.
  if (updated.operatorCheckAt) {
    updated = await repository.updateRemoval(ctx.db, removal.id, {
      operatorCheckAt: null,
      checkFailures: 0,
      nextCheckAt: null,
    });
  }
  await audit(ctx, removal.userId, removal.id, 'status', { from: removal.status, to: status });
  if (updated.status !== removal.status) {
    await ctx.notify(removal.userId, 'request-updates', {
      title: `Request ${removal.reference}: ${status.replace(/-/g, ' ')}`,
      message: note,
      type: status === 'removed' ? 'success' : 'info',
      link: `/dashboard/requests/${removal.takedownRequestId}`,
    });
  }
  return updated;
}

/** Evidence an operator attaches (a confirmation number, a reply received). */
export async function addEvidence(ctx: OperatorContext, removalId: string, note: string, url: string | undefined) {
  const removal = await removalFor(ctx.db, removalId);
  const evidence = await repository.insertEvidence(ctx.db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind: 'operator-note',
    outcome: 'noted',
    url: url ?? removal.url,
    detail: note,
    fetchedAt: new Date(),
  });
  await audit(ctx, removal.userId, removal.id, 'evidence');
  return evidence;
}
