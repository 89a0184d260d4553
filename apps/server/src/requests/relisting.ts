import { randomInt } from 'node:crypto';
import { findSite, relistIntervalDays } from '@cleardocket/domain/search/sites';
import type { Db } from '../db/database';
import { letterPreview } from './dispatch';
import type { EvidenceContext } from './evidence-context';
import { nowOf } from './evidence-context';
import * as repository from './repository';
import type { EvidenceRow, RemovalRow } from './repository';
import { syncTakedown } from './service';

export const RELIST_SCHEDULE_JOB = 'removal-relist-schedule';
const DAY_MS = 24 * 60 * 60 * 1000;
const removalReference = () => `REM-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Removed listings whose site's re-list interval has passed since their last check (issue 14 §9). */
export async function dueForRelist(db: Db, now: Date, limit = 500): Promise<RemovalRow[]> {
  const candidates = await repository.removedNotRelisted(db, now, limit);
  return candidates.filter((removal) => {
    const last = removal.lastCheckedAt ?? removal.decidedAt ?? removal.updatedAt;
    return last.getTime() + relistIntervalDays(findSite(removal.url)) * DAY_MS <= now.getTime();
  });
}

/**
 * A removed listing is back: a new removal request for the same page is filed in the same
 * takedown request, with the check that found it as its "before" evidence. An emailed letter the
 * member authorised is sent again under that authorisation, through the dispatch job; other
 * methods go to the operator queue (or the playbook runner). The old request keeps its verdict,
 * which was true when it was given. The row lock makes this happen once, and the member is told once.
 */
export async function refileRelisted(
  ctx: EvidenceContext,
  removalId: string,
  found: EvidenceRow,
): Promise<RemovalRow | null> {
  const now = nowOf(ctx);
  const refiled = await ctx.db.transaction(async (tx) => {
    const original = await repository.lockRemoval(tx, removalId);
    if (!original || original.status !== 'removed' || original.relistedAt !== null) return null;
    let created: RemovalRow | null = null;
    for (let attempt = 0; !created && attempt < 50; attempt++) {
      created = await repository.insertRemoval(tx, {
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
    }
    if (!created) throw new Error('No free removal reference after 50 draws');
    await repository.updateRemoval(tx, original.id, { relistedAt: now });
    const site = original.siteName ?? original.domain;
    const event = { userId: original.userId, actor: 'system' as const, actorId: null };
    await repository.insertEvent(tx, {
      ...event,
      removalRequestId: original.id,
      kind: 'relisted',
      note: `The listing is back on ${site}; we filed again as ${created.reference}.`,
    });
    await repository.insertEvent(tx, {
      ...event,
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
    if (original.method === 'email' && original.authorisedAt) {
      const letter = await letterPreview(tx, created);
      created = await repository.updateRemoval(tx, created.id, {
        authorisedAt: now,
        letterSubject: letter.subject,
        letterBody: letter.body,
      });
      await repository.insertEvent(tx, {
        ...event,
        removalRequestId: created.id,
        kind: 'authorised',
        note: `Sent again under your authorisation of ${original.authorisedAt.toISOString().slice(0, 10)} for this listing.`,
      });
    }
    await syncTakedown(tx, original.takedownRequestId);
    return { original, created };
  });
  if (!refiled) return null;
  const { original, created } = refiled;
  await ctx.queueDispatch(created.id);
  await ctx.notify(original.userId, 'request-updates', {
    title: `Listed again on ${original.siteName ?? original.domain}`,
    message: `A listing we had removed is back. We have filed a new removal request (${created.reference}).`,
    type: 'warning',
    link: `/dashboard/requests/${original.takedownRequestId}`,
  });
  return created;
}
