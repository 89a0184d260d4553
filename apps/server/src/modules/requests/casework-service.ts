import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../providers/blob-store/types';
import type { NotifyDeps } from '../notifications/service';
import { sendEvidenceFile, toRequestDetail } from './detail-wire';
import { queueOutdatedRefresh } from './google-refresh';
import * as repository from './repository';
import type { EventRow, RemovalRow } from './repository';
import type { requestDetail } from './service';
import { recordEvidenceFile } from './verdict-evidence';

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

/**
 * A screenshot or the site's letter an operator uploads (decision 061): stored hashed through
 * verdict-evidence.ts and told on the member's timeline with its hash.
 */
export async function addOperatorUpload(
  deps: { db: Db; blobs: BlobStore },
  removal: RemovalRow,
  adminId: string,
  upload: { kind: 'screenshot'; bytes: Buffer; note: string } | { kind: 'letter'; text: string; note: string },
) {
  const detail = `Evidence from the site, added by a ClearDocket specialist: ${upload.note}`;
  const evidence =
    upload.kind === 'screenshot'
      ? await recordEvidenceFile(deps, removal, {
          kind: 'operator-upload',
          file: 'screenshot',
          bytes: upload.bytes,
          detail,
        })
      : await recordEvidenceFile(deps, removal, { kind: 'operator-upload', file: 'letter', text: upload.text, detail });
  const sha256 = evidence.screenshotSha256 ?? evidence.sha256 ?? '';
  await repository.insertEvent(deps.db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'operator',
    actorId: adminId,
    kind: 'evidence',
    note: `A specialist attached ${upload.kind === 'screenshot' ? 'a screenshot' : 'a letter'} from the site (SHA-256 ${sha256.slice(0, 12)}…): ${upload.note}`,
  });
  return evidence;
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
