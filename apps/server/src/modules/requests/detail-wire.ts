import type { FastifyReply } from 'fastify';
import { toEvent, toEvidence, toTakedown } from '@cleardocket/domain/requests/to-wire';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../providers/blob-store/types';
import { lettersFor } from './dispatch';
import { evidenceFile } from './evidence-files';
import type { requestDetail } from './service';

/** A request's page as the member sees it (the member's route and the operator's read the same). */
export async function toRequestDetail(db: Db, detail: Awaited<ReturnType<typeof requestDetail>>) {
  // A request a court order opened names the order (court-records document) in its criteria.
  const orderId = detail.takedown.criteria['courtOrderId'];
  return {
    request: toTakedown({ ...detail.takedown, removals: detail.removals }),
    events: detail.events.map(toEvent),
    evidence: detail.evidence.map(toEvidence),
    letters: await lettersFor(db, detail.removals, typeof orderId === 'string' ? orderId : null),
  };
}

/** One piece of evidence's bytes with their SHA-256, never cached (personal data). */
export async function sendEvidenceFile(
  reply: FastifyReply,
  db: Db,
  blobs: BlobStore,
  evidenceId: string,
  part: 'screenshot' | 'text',
  userId?: string,
) {
  const file = await evidenceFile(db, blobs, evidenceId, part, userId);
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'no-store')
    .header('x-evidence-sha256', file.sha256)
    .send(file.bytes);
}
