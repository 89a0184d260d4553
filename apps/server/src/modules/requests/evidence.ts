import { CHECK_RETRY_DELAYS_MS } from '@cleardocket/domain/requests/check-retry';
import { identifiersIn, mergeIdentifiers } from '@cleardocket/domain/requests/identifiers';
import type { Identifiers } from '@cleardocket/domain/requests/identifiers';
import { judgePage } from '@cleardocket/domain/requests/verdict';
import type { Verdict } from '@cleardocket/domain/requests/verdict';
import { applyVerdict } from './check-outcome';
import type { EvidenceDeps, EvidenceOptions } from './evidence-context';
import { nowOf } from './evidence-context';
import { identifiersFor, profileFor } from './listing-identifiers';
import { observePage } from './observe-page';
import type { Observation } from './observe-page';
import * as repository from './repository';
import { scheduleCheck } from './queue-service';

/** Keeps the PNG and the text in the blob store; the row holds their hashes and times. */
async function storeEvidence(
  deps: EvidenceDeps,
  removal: repository.RemovalRow,
  kind: 'snapshot' | 'verification',
  observation: Observation,
  verdict: Verdict,
  identifiers: Identifiers | null,
) {
  const text = observation.text === null ? null : await deps.blobs.put(Buffer.from(observation.text, 'utf8'));
  const screenshot = observation.screenshot ? await deps.blobs.put(observation.screenshot) : null;
  const outcome =
    kind === 'snapshot' ? (verdict.verdict === 'could-not-check' ? 'could-not-check' : 'captured') : verdict.verdict;
  return repository.insertEvidence(deps.db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind,
    outcome,
    reason: kind === 'snapshot' && outcome === 'captured' ? null : verdict.reason,
    url: removal.url,
    finalUrl: observation.finalUrl,
    httpStatus: observation.httpStatus,
    text: observation.text,
    sha256: text?.sha256 ?? null,
    screenshotSha256: screenshot?.sha256 ?? null,
    screenshotAt: observation.screenshotAt,
    identifiers,
    detail: kind === 'snapshot' && outcome === 'captured' ? null : verdict.detail,
    fetchedAt: observation.fetchedAt,
  });
}

/**
 * The "before" evidence taken when the request is made: screenshot and text, each hashed and
 * timed, and the member's names and details the page shows (what later checks look for). A page
 * hidden behind a wall is tried again with the same backoff as a verification.
 */
export async function captureSnapshot(deps: EvidenceDeps, removalId: string, options: EvidenceOptions) {
  const removal = await repository.findRemoval(deps.db, removalId);
  if (!removal || removal.method === 'google') return null;
  const now = nowOf(options);
  const profile = await profileFor(deps.db, removal);
  const known = await identifiersFor(deps.db, removal, profile, now);
  const observation = await observePage(deps.browser, removal.url, options);
  const verdict = judgePage(removal.url, observation.http, observation.rendered, known, now);
  const seen =
    verdict.verdict !== 'could-not-check' && observation.text ? identifiersIn(observation.text, profile, now) : null;
  const evidence = await storeEvidence(
    deps,
    removal,
    'snapshot',
    observation,
    verdict,
    seen ? mergeIdentifiers(seen) : null,
  );
  if (verdict.verdict === 'could-not-check') {
    const tries = await repository.countSnapshots(deps.db, removal.id);
    const delay = (options.retryDelaysMs ?? CHECK_RETRY_DELAYS_MS)[tries - 1];
    if (delay !== undefined) await scheduleCheck(deps.jobs, 'snapshot', removal.id, new Date(now.getTime() + delay));
  }
  return evidence;
}

/**
 * Looks at the page again and records the verdict as the "after" evidence (docs/removal.md
 * "Verdicts"). Removed closes an open request; still listed on a removed one re-files it; could
 * not check changes nothing but the retry schedule. `retry` marks a scheduled retry, skipped when
 * a check since then already answered.
 */
export async function verifyRemoval(
  deps: EvidenceDeps,
  removalId: string,
  options: EvidenceOptions & { retry?: boolean },
) {
  const removal = await repository.findRemoval(deps.db, removalId);
  if (!removal || removal.method === 'google') return null;
  if (options.retry && removal.nextCheckAt === null) return null;
  const now = nowOf(options);
  const profile = await profileFor(deps.db, removal);
  const identifiers = await identifiersFor(deps.db, removal, profile, now);
  const observation = await observePage(deps.browser, removal.url, options);
  const verdict = judgePage(removal.url, observation.http, observation.rendered, identifiers, now);
  const evidence = await storeEvidence(deps, removal, 'verification', observation, verdict, null);
  await applyVerdict(deps, removal.id, verdict, evidence, options);
  return evidence;
}
