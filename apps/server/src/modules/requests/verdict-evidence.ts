import { and, eq, inArray, or } from 'drizzle-orm';
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

/** SQL twin of the domain's `backsRemoval`: evidence of this removal that backs "removed". */
const backing = (removalId: string) =>
  and(
    eq(removalEvidence.removalRequestId, removalId),
    or(eq(removalEvidence.outcome, 'removed'), eq(removalEvidence.kind, 'operator-upload')),
  );

export async function hasVerdictEvidence(db: Db, removalId: string): Promise<boolean> {
  const [row] = await db.select({ id: removalEvidence.id }).from(removalEvidence).where(backing(removalId)).limit(1);
  return Boolean(row);
}

/** Of these removals, the ones with evidence backing "removed". */
export async function evidenceBackedIds(db: Db, removalIds: string[]): Promise<Set<string>> {
  if (removalIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: removalEvidence.removalRequestId })
    .from(removalEvidence)
    .where(
      and(
        inArray(removalEvidence.removalRequestId, removalIds),
        or(eq(removalEvidence.outcome, 'removed'), eq(removalEvidence.kind, 'operator-upload')),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

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
