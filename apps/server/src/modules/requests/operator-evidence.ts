import { EVIDENCE_UPLOAD_MESSAGES, isPng } from '@cleardocket/domain/operator/evidence-upload';
import type { EvidenceUploadBody } from '@cleardocket/domain/operator/evidence-upload';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import * as repository from './repository';
import { recordEvidenceFile } from './verdict-evidence';

/**
 * An operator's upload of evidence from the site (decision 061): stored hashed, on the member's
 * timeline and evidence list as the operator's evidence, audited.
 */
export async function uploadEvidence(
  deps: { db: Db; blobs: BlobStore },
  adminId: string,
  removalId: string,
  body: EvidenceUploadBody,
) {
  const removal = await repository.findRemoval(deps.db, removalId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  const detail = `Evidence from the site, added by a ClearDocket specialist: ${body.note}`;
  let evidence;
  if (body.kind === 'screenshot') {
    const bytes = Buffer.from(body.pngBase64, 'base64');
    if (!isPng(bytes)) throw new AppError('unsupported_file', EVIDENCE_UPLOAD_MESSAGES.notPng, 415);
    evidence = await recordEvidenceFile(deps, removal, { kind: 'operator-upload', file: 'screenshot', bytes, detail });
  } else {
    evidence = await recordEvidenceFile(deps, removal, {
      kind: 'operator-upload',
      file: 'letter',
      text: body.text,
      detail,
    });
  }
  const sha256 = evidence.screenshotSha256 ?? evidence.sha256;
  await repository.insertAudit(deps.db, {
    adminId,
    userId: removal.userId,
    removalRequestId: removal.id,
    action: 'evidence-upload',
    details: { kind: body.kind, sha256 },
  });
  await repository.insertEvent(deps.db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    actor: 'operator',
    actorId: adminId,
    kind: 'evidence',
    note: `A specialist attached ${body.kind === 'screenshot' ? 'a screenshot' : 'a letter'} from the site (SHA-256 ${sha256?.slice(0, 12)}…): ${body.note}`,
  });
  return evidence;
}
