import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import * as repository from './repository';

/**
 * A piece of evidence's screenshot or text, for its member only (or for an operator when no
 * member is given: the console's routes are admin-only and audited).
 */
export async function evidenceFile(
  db: Db,
  blobs: BlobStore,
  evidenceId: string,
  part: 'screenshot' | 'text',
  userId?: string,
): Promise<{ bytes: Buffer; sha256: string; contentType: string }> {
  const row = await repository.findEvidence(db, evidenceId, userId);
  const sha256 = part === 'screenshot' ? row?.screenshotSha256 : row?.sha256;
  const bytes = sha256 ? await blobs.get(sha256) : null;
  if (!sha256 || !bytes) {
    throw new AppError('not_found', part === 'screenshot' ? 'Screenshot not found' : 'Page text not found', 404);
  }
  return { bytes, sha256, contentType: part === 'screenshot' ? 'image/png' : 'text/plain; charset=utf-8' };
}
