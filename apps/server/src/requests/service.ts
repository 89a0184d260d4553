import { randomInt } from 'node:crypto';
import { findSite } from '@cleardocket/domain/search/sites';
import type { Db } from '../db/database';
import * as searchRepository from '../search/repository';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';

export const TAKEDOWN_TYPES = ['google-removal', 'both', 'others'] as const;
export type TakedownType = (typeof TAKEDOWN_TYPES)[number];

export type TakedownWithRemovals = TakedownRow & { removals: RemovalRow[] };

const MAX_DRAWS = 50;

/** 'REQ-' plus up to 4 random digits (spec §3), drawn until the member has no such reference. */
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

/** The removal method for a URL: court-record sites need a court order; others follow the catalogue. */
export function removalMethodFor(url: string): { domain: string; siteName: string | null; method: string } {
  const site = findSite(url);
  const domain = site?.domain ?? new URL(url).hostname.replace(/^www\./, '');
  if (!site) return { domain, siteName: null, method: 'manual-review' };
  return { domain, siteName: site.name, method: site.category === 'court-records' ? 'court-order' : site.method };
}

/**
 * Creates one takedown request per search result (spec §5 "Bulk creation": an empty list does
 * nothing), each with a removal request for the site and, for 'both' and 'google-removal', one for
 * Google's index; the results become processed (spec §4 "Search alert").
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
        ...(type === 'google-removal' ? [] : [{ url: result.url, ...removalMethodFor(result.url) }]),
        ...(type === 'others'
          ? []
          : [{ url: result.url, domain: 'google.com', siteName: 'Google Search', method: 'google' }]),
      ];
      const removals: RemovalRow[] = [];
      for (const target of targets) {
        removals.push(
          await insertWithReference(removalReference, (reference) =>
            repository.insertRemoval(tx, { userId, takedownRequestId: request.id, reference, ...target }),
          ),
        );
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
