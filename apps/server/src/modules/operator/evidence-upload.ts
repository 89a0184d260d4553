import { EVIDENCE_UPLOAD_MESSAGES, isPng } from '@cleardocket/domain/operator/evidence-upload';
import type { EvidenceUploadBody } from '@cleardocket/domain/operator/evidence-upload';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import { addOperatorUpload } from '../requests/casework-service';
import { findRemoval, recordOperatorAction } from '../requests/service';

/**
 * An operator's upload of evidence from the site (decision 061): stored hashed, on the member's
 * timeline and evidence list as the operator's evidence, audited with its hash.
 */
export async function uploadEvidence(
  deps: { db: Db; blobs: BlobStore },
  adminId: string,
  removalId: string,
  body: EvidenceUploadBody,
) {
  const removal = await findRemoval(deps.db, removalId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  let evidence;
  if (body.kind === 'screenshot') {
    const bytes = Buffer.from(body.pngBase64, 'base64');
    if (!isPng(bytes)) throw new AppError('unsupported_file', EVIDENCE_UPLOAD_MESSAGES.notPng, 415);
    evidence = await addOperatorUpload(deps, removal, adminId, { kind: 'screenshot', bytes, note: body.note });
  } else {
    evidence = await addOperatorUpload(deps, removal, adminId, { kind: 'letter', text: body.text, note: body.note });
  }
  await recordOperatorAction(deps.db, {
    adminId,
    userId: removal.userId,
    removalRequestId: removal.id,
    action: 'evidence-upload',
    details: { kind: body.kind, sha256: evidence.screenshotSha256 ?? evidence.sha256 },
  });
  return evidence;
}
