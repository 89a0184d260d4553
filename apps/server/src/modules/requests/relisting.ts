import { paths } from '@cleardocket/domain/paths';
import { notify } from '../notifications/service';
import { letterPreview } from './dispatch';
import type { EvidenceDeps, EvidenceOptions } from './evidence-context';
import { nowOf } from './evidence-context';
import * as repository from './repository';
import type { EvidenceRow, RemovalRow } from './repository';
import { queueDispatch } from './queue-service';
import { removalReference } from './references';
import { syncTakedown } from './service';
import { utcDay } from '@cleardocket/domain/dates';

/**
 * A removed listing is back: a new removal request for the same page is filed in the same
 * takedown request, with the check that found it as its "before" evidence. An emailed letter the
 * member authorised is sent again under that authorisation, through the dispatch job; other
 * methods go to the operator queue (or the playbook runner). The old request keeps its verdict,
 * which was true when it was given. The row lock makes this happen once, and the member is told once.
 */
type Tx = Parameters<typeof repository.lockRemoval>[0];

/** The new removal request for the same page, under a fresh reference (drawn again on a clash). */
async function insertRefiling(tx: Tx, original: RemovalRow): Promise<RemovalRow> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const created = await repository.insertRemoval(tx, {
      userId: original.userId,
      takedownRequestId: original.takedownRequestId,
      reference: removalReference(),
      url: original.url,
      domain: original.domain,
      siteName: original.siteName,
      method: original.method,
      category: original.category,
      optOutUrl: original.optOutUrl,
      optOutEmail: original.optOutEmail,
      relistedFromId: original.id,
    });
    if (created) return created;
  }
  throw new Error('No free removal reference after 50 draws');
}

const SYSTEM_EVENT = { actor: 'system' as const, actorId: null };

/** Both timelines say what happened; the check that found it is the new request's "before" evidence. */
async function recordRefiling(tx: Tx, original: RemovalRow, created: RemovalRow, found: EvidenceRow) {
  const site = original.siteName ?? original.domain;
  await repository.insertEvent(tx, {
    ...SYSTEM_EVENT,
    userId: original.userId,
    removalRequestId: original.id,
    kind: 'relisted',
    note: `The listing is back on ${site}; we filed again as ${created.reference}.`,
  });
  await repository.insertEvent(tx, {
    ...SYSTEM_EVENT,
    userId: original.userId,
    removalRequestId: created.id,
    kind: 'created',
    toStatus: 'not-started',
    note: `Filed again: the listing removed under ${original.reference} came back.`,
  });
  const { id: _id, removalRequestId: _removal, ...copy } = found;
  await repository.insertEvidence(tx, {
    ...copy,
    removalRequestId: created.id,
    kind: 'snapshot',
    outcome: 'captured',
    reason: null,
    detail: null,
  });
}

/** An emailed letter the member authorised goes again under that authorisation (decision 018). */
async function reauthoriseLetter(tx: Tx, original: RemovalRow, created: RemovalRow, now: Date): Promise<RemovalRow> {
  if (original.method !== 'email' || !original.authorisedAt) return created;
  const letter = await letterPreview(tx, created);
  const updated = await repository.updateRemoval(tx, created.id, {
    authorisedAt: now,
    letterSubject: letter.subject,
    letterBody: letter.body,
  });
  await repository.insertEvent(tx, {
    ...SYSTEM_EVENT,
    userId: original.userId,
    removalRequestId: created.id,
    kind: 'authorised',
    note: `Sent again under your authorisation of ${utcDay(original.authorisedAt)} for this listing.`,
  });
  return updated;
}

export async function refileRelisted(
  deps: EvidenceDeps,
  removalId: string,
  found: EvidenceRow,
  options: EvidenceOptions,
): Promise<RemovalRow | null> {
  const now = nowOf(options);
  const refiled = await deps.db.transaction(async (tx) => {
    const original = await repository.lockRemoval(tx, removalId);
    if (!original || original.status !== 'removed' || original.relistedAt !== null) return null;
    const inserted = await insertRefiling(tx, original);
    await repository.updateRemoval(tx, original.id, { relistedAt: now });
    await recordRefiling(tx, original, inserted, found);
    const created = await reauthoriseLetter(tx, original, inserted, now);
    await syncTakedown(tx, original.takedownRequestId);
    return { original, created };
  });
  if (!refiled) return null;
  const { original, created } = refiled;
  await queueDispatch(deps.jobs, created.id);
  await options.onRefiled?.(created);
  await notify(deps, original.userId, 'request-updates', {
    title: `Listed again on ${original.siteName ?? original.domain}`,
    message: `A listing we had removed is back. We have filed a new removal request (${created.reference}).`,
    type: 'warning',
    link: paths.dashboardRequest.getHref(original.takedownRequestId),
  });
  return created;
}
