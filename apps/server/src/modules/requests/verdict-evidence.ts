import { inArray } from 'drizzle-orm';
import { backsRemoval } from '@cleardocket/domain/requests/verdict-evidence';
import type { Db } from '../../db/database';
import { removalEvidence } from '../../db/schema/requests';
import type { BlobStore } from '../../providers/blob-store/types';
import * as repository from './repository';
import type { RemovalRow } from './repository';

/**
 * Evidence behind a verdict (decision 061, domain requests/verdict-evidence.ts): the files an
 * operator uploads and the answers a business sends, stored hashed in the blob store like every
 * page check, and the one question the console and the figures ask of them.
 */

/** The kind and outcome of every piece of evidence of these removals, judged by `backsRemoval`. */
async function backedAmong(db: Db, removalIds: string[]): Promise<Set<string>> {
  if (removalIds.length === 0) return new Set();
  const rows = await db
    .select({ id: removalEvidence.removalRequestId, kind: removalEvidence.kind, outcome: removalEvidence.outcome })
    .from(removalEvidence)
    .where(inArray(removalEvidence.removalRequestId, removalIds));
  return new Set(rows.filter((row) => backsRemoval(row)).map((row) => row.id));
}

export async function hasVerdictEvidence(db: Db, removalId: string): Promise<boolean> {
  return (await backedAmong(db, [removalId])).has(removalId);
}

/** Of these removals, the ones with evidence backing "removed" (the member's dashboard). */
export const evidenceBackedIds = backedAmong;

type EvidenceFile =
  | { kind: 'operator-upload'; file: 'screenshot'; bytes: Buffer; detail: string }
  | { kind: 'operator-upload'; file: 'letter'; text: string; detail: string }
  | { kind: 'business-answer'; outcome: 'removed' | 'noted'; text: string; url: string; detail: string };

/** Stores the bytes under their SHA-256 and the evidence row that points at them. */
export async function recordEvidenceFile(deps: { db: Db; blobs: BlobStore }, removal: RemovalRow, input: EvidenceFile) {
  const now = new Date();
  if (input.kind === 'operator-upload' && input.file === 'screenshot') {
    const { sha256 } = await deps.blobs.put(input.bytes);
    return repository.insertEvidence(deps.db, {
      ...base(removal, input.detail, now),
      kind: 'operator-upload',
      outcome: 'noted',
      screenshotSha256: sha256,
      screenshotAt: now,
    });
  }
  const { sha256 } = await deps.blobs.put(Buffer.from(input.text, 'utf8'));
  return repository.insertEvidence(deps.db, {
    ...base(removal, input.detail, now),
    kind: input.kind,
    outcome: input.kind === 'business-answer' ? input.outcome : 'noted',
    url: input.kind === 'business-answer' ? input.url : removal.url,
    text: input.text,
    sha256,
  });
}

const base = (removal: RemovalRow, detail: string, now: Date) => ({
  userId: removal.userId,
  removalRequestId: removal.id,
  url: removal.url,
  detail,
  fetchedAt: now,
});
