import { canTransition } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import {
  addSystemEvent,
  changeStatus,
  findRemoval as findRequestRemoval,
  recordOperatorAction,
  removalsOfTakedown,
  takeEmailRoute,
} from '../requests/service';
import type { RemovalRow } from '../requests/service';

/**
 * The removal workflow as the runner uses it: the one file that reaches into the requests feature,
 * through its service only (docs/decisions/011-server-modules.md).
 */
export type { RemovalRow };

export const findRemoval = (db: Db, id: string, userId?: string) => findRequestRemoval(db, id, userId);

export const removalEvent = (db: Db, removal: RemovalRow, kind: string, note: string) =>
  addSystemEvent(db, removal, kind, note);

/** Moves the removal request when the graph allows it (a member may have moved it meanwhile). */
export async function advanceRemoval(db: Db, removalId: string, to: RemovalStatus, note: string): Promise<boolean> {
  const removal = await findRequestRemoval(db, removalId);
  if (!removal || !canTransition(removal.status as RemovalStatus, to)) return false;
  await changeStatus(db, { kind: 'system', id: null }, removalId, to, note, { kind: 'runner' });
  return true;
}

/** The removals of one of the member's takedown requests; null when it is not theirs. */
export const removalsOfRequest = (db: Db, userId: string, takedownId: string) =>
  removalsOfTakedown(db, userId, takedownId);

/** Operators' actions on runner tasks go to the same audit log as their other actions. */
export async function auditOperator(
  db: Db,
  adminId: string,
  userId: string,
  removalId: string,
  action: string,
  details: Record<string, unknown>,
) {
  await recordOperatorAction(db, { adminId, userId, removalRequestId: removalId, action, details });
}

/** The site asks for requests by email: the removal goes the letter path to that address. */
export const routeToLetter = (db: Db, jobs: JobQueue, removalId: string, address: string, note: string) =>
  takeEmailRoute({ db, jobs }, removalId, address, note);
