import { createHash } from 'node:crypto';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { SafeFetchError, safeFetch } from '../../lib/safe-fetch';
import { notify } from '../notifications/service';
import { memberFacts } from '../profile/service';
import { pageText } from './page-text';
import * as repository from './repository';
import type { RemovalRow } from './repository';
import { changeStatus } from './service';
import type { RequestDeps } from './service';

const SNAPSHOT_CHARS = 200_000;

export type EvidenceOptions = { allowLoopback: boolean };

/** The names a page must no longer show for the listing to count as gone. */
async function namesFor(db: Db, removal: RemovalRow): Promise<string[]> {
  const { account: member } = await memberFacts(db, removal.userId);
  const takedown = await repository.findTakedown(db, removal.userId, removal.takedownRequestId);
  return [member ? `${member.firstName} ${member.lastName}`.trim() : '', takedown?.searchTerm ?? '']
    .map((name) => name.toLowerCase())
    .filter((name) => name.length > 2);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Fetched =
  | { ok: true; status: number; text: string }
  | { ok: false; outcome: 'refused' | 'unreachable'; detail: string; status?: number };

async function fetchPage(url: string, options: EvidenceOptions): Promise<Fetched> {
  try {
    const response = await safeFetch(url, { allowLoopback: options.allowLoopback });
    return { ok: true, status: response.status, text: pageText(response.body).slice(0, SNAPSHOT_CHARS) };
  } catch (error) {
    if (error instanceof SafeFetchError) return { ok: false, outcome: error.kind, detail: error.message };
    return { ok: false, outcome: 'unreachable', detail: 'The page could not be reached.' };
  }
}

/** The "before" snapshot taken when the request is created: text, SHA-256 and time. */
export async function captureSnapshot(db: Db, removalId: string, options: EvidenceOptions) {
  const removal = await repository.findRemoval(db, removalId);
  if (!removal || removal.method === 'google') return null;
  const page = await fetchPage(removal.url, options);
  return repository.insertEvidence(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind: 'snapshot',
    url: removal.url,
    outcome: page.ok ? 'captured' : page.outcome,
    httpStatus: page.ok ? page.status : null,
    text: page.ok ? page.text : null,
    sha256: page.ok ? sha256(page.text) : null,
    detail: page.ok ? null : page.detail,
    fetchedAt: new Date(),
  });
}

/**
 * Re-fetches the page: 404/410 or the name gone → removed (the request marked removed and the
 * member told); otherwise still present, or unreachable. The evidence row is the "after" the
 * member sees.
 */
export async function verifyRemoval(deps: RequestDeps, removalId: string, options: EvidenceOptions) {
  const { db } = deps;
  const removal = await repository.findRemoval(db, removalId);
  if (!removal || removal.method === 'google') return null;
  const page = await fetchPage(removal.url, options);
  let outcome: 'removed' | 'still-present' | 'unreachable' | 'refused';
  let detail: string | null = null;
  if (!page.ok) {
    outcome = page.outcome;
    detail = page.detail;
  } else if (page.status === 404 || page.status === 410) {
    outcome = 'removed';
    detail = `The page answers ${page.status}.`;
  } else if (page.status >= 500) {
    outcome = 'unreachable';
    detail = `The site answered ${page.status}.`;
  } else {
    const names = await namesFor(db, removal);
    const text = page.text.toLowerCase();
    const present = names.some((name) => text.includes(name));
    outcome = present ? 'still-present' : 'removed';
    detail = present ? 'The page still shows the name.' : 'The page no longer shows the name.';
  }
  const evidence = await repository.insertEvidence(db, {
    userId: removal.userId,
    removalRequestId: removal.id,
    kind: 'verification',
    url: removal.url,
    outcome,
    httpStatus: page.ok ? page.status : null,
    text: page.ok ? page.text : null,
    sha256: page.ok ? sha256(page.text) : null,
    detail,
    fetchedAt: new Date(),
  });
  await repository.updateRemoval(db, removal.id, { lastCheckedAt: new Date() });
  if (outcome === 'removed' && ['submitted', 'acknowledged', 'needs-escalation'].includes(removal.status)) {
    await changeStatus(db, { kind: 'system', id: null }, removal.id, 'removed', `Verified: ${detail}`, {
      kind: 'verified',
    });
    await notify(deps, removal.userId, 'request-updates', {
      title: `Removed from ${removal.siteName ?? removal.domain}`,
      message: `We checked the page again and the listing is gone (${removal.reference}).`,
      type: 'success',
      link: paths.dashboardRequest.getHref(removal.takedownRequestId),
    });
  }
  return evidence;
}
