import { identifiersIn, mergeIdentifiers } from '@cleardocket/domain/requests/identifiers';
import type { Identifiers } from '@cleardocket/domain/requests/identifiers';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import { matchProfileFor } from '../protected-profiles/facts-service';
import { findResults } from '../search/service';
import * as repository from './repository';
import type { RemovalRow } from './repository';

/** The person the scan that found the listing was for, as it knew them (names, places, relatives, contacts). */
export async function profileFor(db: Db, removal: RemovalRow): Promise<MatchProfile> {
  const takedown = await repository.findTakedown(db, removal.userId, removal.takedownRequestId);
  const type = String(takedown?.criteria.searchType ?? 'name');
  const searchType = SEARCH_TYPES.find((kind) => kind === type);
  const [result] = takedown?.resultId ? await findResults(db, removal.userId, [takedown.resultId]) : [];
  return matchProfileFor(
    db,
    removal.userId,
    result?.profileId ?? null,
    searchType ?? 'name',
    takedown?.searchTerm ?? '',
  );
}

/**
 * What a verification looks for (docs/removal.md "Identifying details"): the member's names, the
 * details the saved "before" page showed, and those the search result showed at scan time.
 */
export async function identifiersFor(
  db: Db,
  removal: RemovalRow,
  profile: MatchProfile,
  now: Date,
): Promise<Identifiers> {
  const takedown = await repository.findTakedown(db, removal.userId, removal.takedownRequestId);
  const [result] = takedown?.resultId ? await findResults(db, removal.userId, [takedown.resultId]) : [];
  const atScan = identifiersIn(result ? `${result.title}\n${result.snippet}` : '', profile, now);
  const saved = await repository.savedIdentifiers(db, removal.id);
  return mergeIdentifiers(atScan, ...saved);
}
