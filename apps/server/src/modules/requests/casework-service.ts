import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../providers/blob-store/types';
import type { NotifyDeps } from '../notifications/service';
import { sendEvidenceFile, toRequestDetail } from './detail-wire';
import { queueOutdatedRefresh } from './google-refresh';
import * as repository from './repository';
import type { EventRow, RemovalRow } from './repository';
import type { requestDetail } from './service';

/*
 * What the operator console (modules/operator, a layer above) does to any member's removal
 * requests: the writes stay here, with the rows they change; the console decides when.
 */

/** A specialist takes the removal: it is theirs to work, and the member's timeline says so. */
export async function markClaimed(db: Db, removal: RemovalRow, adminId: string): Promise<RemovalRow> {
  const updated = await repository.updateRemoval(db, removal.id, { claimedBy: adminId, claimedAt: new Date() });
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

/** An operator's decision settles a page the verification could not check. */
export function clearOperatorCheck(db: Db, removalId: string): Promise<RemovalRow> {
  return repository.updateRemoval(db, removalId, { operatorCheckAt: null, checkFailures: 0, nextCheckAt: null });
}

/** Evidence an operator attaches (a confirmation number, a reply received). */
export function addOperatorEvidence(db: Db, removal: RemovalRow, note: string, url: string | undefined) {
  return repository.insertEvidence(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind: 'operator-note',
    outcome: 'noted',
    url: url ?? removal.url,
    detail: note,
    fetchedAt: new Date(),
  });
}

/** Every event of these removals (a member's history, for support). */
export const eventsOfRemovals = (db: Db, removalIds: string[]): Promise<EventRow[]> =>
  repository.eventsOf(db, removalIds);

/** Each site's removals by status with the median days to a verdict (the console's figures). */
export const siteStatusCounts = (db: Db) => repository.siteStatusCounts(db);

/** The site removed the page: Google's old copy is next (google-refresh.ts), as after a verified removal. */
export const refreshGoogleCopy = (deps: NotifyDeps, removed: RemovalRow) => queueOutdatedRefresh(deps, removed);

/** A request's page as the member sees it, for the operator reading it. */
export const requestDetailWire = (db: Db, detail: Awaited<ReturnType<typeof requestDetail>>) =>
  toRequestDetail(db, detail);

/** One piece of evidence's bytes, as the member's own route answers it. */
export const replyWithEvidence = (
  reply: FastifyReply,
  db: Db,
  blobs: BlobStore,
  evidenceId: string,
  part: 'screenshot' | 'text',
) => sendEvidenceFile(reply, db, blobs, evidenceId, part);
