import { randomInt } from 'node:crypto';
import { deadlinesFor } from '@cleardocket/domain/requests/deadlines';
import { canTransition, isFinal, takedownStatusOf, transitionError } from '@cleardocket/domain/requests/status';
import type { RemovalStatus, TakedownType } from '@cleardocket/domain/requests/status';
import { findSite } from '@cleardocket/domain/search/sites';
import type { Db } from '../db/database';
import type { BlobStore } from '../providers/blob-store/types';
import { AppError } from '../lib/app-error';
import * as searchRepository from '../search/repository';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';

export type TakedownWithRemovals = TakedownRow & { removals: RemovalRow[] };
export type Actor = { kind: 'member' | 'operator' | 'system'; id: string | null };

const MAX_DRAWS = 50;

/** Draws a reference until the member has no such one (spec §3 formats). */
async function insertWithReference<T>(
  draw: () => string,
  insert: (reference: string) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const created = await insert(draw());
    if (created) return created;
  }
  throw new Error('No free request reference after 50 draws');
}

const takedownReference = () => `REQ-${randomInt(1, 10_000)}`;
const removalReference = () => `REM-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** How a URL is removed: court-record sites need a court order; others follow the catalogue. */
export function removalTargetFor(url: string) {
  const site = findSite(url);
  const domain = site?.domain ?? new URL(url).hostname.replace(/^www\./, '');
  if (!site) {
    return { domain, siteName: null, method: 'manual-review', category: null, optOutUrl: null, optOutEmail: null };
  }
  return {
    domain,
    siteName: site.name,
    method: site.category === 'court-records' ? 'court-order' : site.method,
    category: site.category,
    optOutUrl: site.optOutUrl,
    optOutEmail: site.optOutEmail,
  };
}

const GOOGLE_TARGET = {
  domain: 'google.com',
  siteName: 'Google Search',
  method: 'google',
  category: null,
  optOutUrl: 'https://support.google.com/websearch/answer/9673730',
  optOutEmail: null,
};

/**
 * One takedown request per search result (spec §5 "Bulk creation": an empty list does nothing),
 * each with a removal request for the site and, for 'both' and 'google-removal', one for Google's
 * index; the results become processed (spec §4 "Search alert").
 */
export async function createFromResults(
  db: Db,
  userId: string,
  resultIds: string[],
  type: TakedownType = 'both',
): Promise<TakedownWithRemovals[]> {
  if (resultIds.length === 0) return [];
  const results = await searchRepository.findResults(db, userId, resultIds);
  const created: TakedownWithRemovals[] = [];
  for (const result of results) {
    const takedown = await db.transaction(async (tx) => {
      const request = await insertWithReference(takedownReference, (reference) =>
        repository.insertTakedown(tx, {
          userId,
          reference,
          url: result.url,
          type,
          searchTerm: result.searchTerm,
          criteria: { searchType: result.searchType, severity: result.severity, category: result.category },
          resultId: result.id,
        }),
      );
      const targets = [
        ...(type === 'google-removal' ? [] : [removalTargetFor(result.url)]),
        ...(type === 'others' ? [] : [GOOGLE_TARGET]),
      ];
      const removals: RemovalRow[] = [];
      for (const target of targets) {
        const removal = await insertWithReference(removalReference, (reference) =>
          repository.insertRemoval(tx, {
            userId,
            takedownRequestId: request.id,
            reference,
            url: result.url,
            ...target,
          }),
        );
        await repository.insertEvent(tx, {
          userId,
          removalRequestId: removal.id,
          actor: 'member',
          actorId: userId,
          kind: 'created',
          toStatus: 'not-started',
          note: `Request opened for ${target.siteName ?? target.domain}.`,
        });
        removals.push(removal);
      }
      await searchRepository.markProcessed(tx, userId, [result.id]);
      return { ...request, removals };
    });
    created.push(takedown);
  }
  return created;
}

export async function listRequests(db: Db, userId: string, limit = 100): Promise<TakedownWithRemovals[]> {
  const takedowns = await repository.listTakedowns(db, userId, limit);
  const removals = await repository.listRemovalsFor(
    db,
    userId,
    takedowns.map((takedown) => takedown.id),
  );
  return takedowns.map((takedown) => ({
    ...takedown,
    removals: removals.filter((removal) => removal.takedownRequestId === takedown.id),
  }));
}

export async function requestDetail(db: Db, userId: string, takedownId: string) {
  const takedown = await repository.findTakedown(db, userId, takedownId);
  if (!takedown) throw new AppError('not_found', 'Request not found', 404);
  const removals = await repository.removalsOf(db, takedown.id);
  const ids = removals.map((removal) => removal.id);
  const [events, evidence] = await Promise.all([repository.eventsOf(db, ids), repository.evidenceOf(db, ids)]);
  return { takedown, removals, events, evidence };
}

/** Keeps the takedown request's status in step with its removals (completed when all are decided). */
export async function syncTakedown(db: Db, takedownId: string) {
  const removals = await repository.removalsOf(db, takedownId);
  const status = takedownStatusOf(removals.map((removal) => ({ status: removal.status as RemovalStatus })));
  const submitted = removals.map((removal) => removal.submittedAt).filter((date): date is Date => date !== null);
  await repository.updateTakedown(db, takedownId, {
    status,
    completedAt: status === 'completed' ? new Date() : null,
    submittedDate: submitted.length ? new Date(Math.min(...submitted.map((date) => date.getTime()))) : null,
  });
}

/**
 * Moves a removal request along the graph (domain status.ts), stamping the dates and legal clocks,
 * recording the event, and updating its takedown request. Refuses a move the graph does not allow.
 */
export async function changeStatus(
  db: Db,
  actor: Actor,
  removalId: string,
  to: RemovalStatus,
  note: string | null,
  options: { userId?: string; kind?: string } = {},
): Promise<RemovalRow> {
  return db.transaction(async (tx) => {
    const current = await repository.lockRemoval(tx, removalId);
    if (!current || (options.userId && current.userId !== options.userId)) {
      throw new AppError('not_found', 'Removal request not found', 404);
    }
    const from = current.status as RemovalStatus;
    if (!canTransition(from, to)) throw new AppError('conflict', transitionError(from, to), 409);
    const now = new Date();
    const changes: Parameters<typeof repository.updateRemoval>[2] = { status: to };
    if (to === 'submitted') {
      const clocks = deadlinesFor(current.method, now);
      Object.assign(changes, { submittedAt: now, acknowledgeBy: clocks.acknowledgeBy, respondBy: clocks.respondBy });
    }
    if (to === 'acknowledged') changes.acknowledgedAt = now;
    if (isFinal(to)) changes.decidedAt = now;
    const updated = await repository.updateRemoval(tx, removalId, changes);
    await repository.insertEvent(tx, {
      userId: current.userId,
      removalRequestId: removalId,
      actor: actor.kind,
      actorId: actor.id,
      kind: options.kind ?? 'status',
      fromStatus: from,
      toStatus: to,
      note,
    });
    await syncTakedown(tx, current.takedownRequestId);
    return updated;
  });
}

/** A member marks a form or Google removal they filled in themselves as submitted. */
export async function markSubmittedByMember(db: Db, userId: string, removalId: string, note: string | null) {
  return changeStatus(db, { kind: 'member', id: userId }, removalId, 'submitted', note ?? 'Submitted by you.', {
    userId,
  });
}

/** The evidence blobs a member's rows refer to; read before the rows go (account deletion). */
export const evidenceBlobsOf = (db: Db, userId: string) => repository.blobHashesOf(db, userId);

/**
 * Deletes the blobs no evidence row refers to any more. The same bytes (a site's generic 404
 * page) can be two members' evidence, so a blob goes only when nobody's row names it.
 */
export async function deleteUnreferencedBlobs(db: Db, blobs: BlobStore, hashes: string[]): Promise<number> {
  const kept = await repository.referencedHashes(db, hashes);
  const orphans = hashes.filter((hash) => !kept.has(hash));
  for (const hash of orphans) await blobs.delete(hash);
  return orphans.length;
}
