import { canTransition } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import type { Db } from '../../db/database';
import * as requests from '../../requests/repository';
import type { RemovalRow } from '../../requests/repository';
import { changeStatus } from '../../requests/service';

/**
 * The removal workflow as the runner uses it: the one file that reaches into the requests feature
 * (moving to `modules/requests/service.ts`), so the move touches only these imports.
 */
export type { RemovalRow };

export const findRemoval = (db: Db, id: string, userId?: string) => requests.findRemoval(db, id, userId);

export async function removalEvent(db: Db, removal: RemovalRow, kind: string, note: string): Promise<void> {
  await requests.insertEvent(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'system',
    actorId: null,
    kind,
    note,
  });
}

/** Moves the removal request when the graph allows it (a member may have moved it meanwhile). */
export async function advanceRemoval(db: Db, removalId: string, to: RemovalStatus, note: string): Promise<boolean> {
  const removal = await requests.findRemoval(db, removalId);
  if (!removal || !canTransition(removal.status as RemovalStatus, to)) return false;
  await changeStatus(db, { kind: 'system', id: null }, removalId, to, note, { kind: 'runner' });
  return true;
}

/** The removals of one of the member's takedown requests; null when it is not theirs. */
export async function removalsOfRequest(db: Db, userId: string, takedownId: string): Promise<RemovalRow[] | null> {
  const takedown = await requests.findTakedown(db, userId, takedownId);
  return takedown ? requests.removalsOf(db, takedown.id) : null;
}

/** Operators' actions on runner tasks go to the same audit log as their other actions. */
export async function auditOperator(
  db: Db,
  adminId: string,
  userId: string,
  removalId: string,
  action: string,
  details: Record<string, unknown>,
) {
  await requests.insertAudit(db, { adminId, userId, removalRequestId: removalId, action, details });
}
