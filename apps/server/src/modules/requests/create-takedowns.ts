import { googleRouteFor } from '@cleardocket/domain/requests/google';
import type { TakedownType } from '@cleardocket/domain/requests/status';
import type { Db } from '../../db/database';
import { findResults, markResultsProcessed } from '../search/service';
import { insertWithReference, removalReference, takedownReference } from './references';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';
import { googleTargetFor, removalTargetFor } from './targets';

/*
 * Writing new takedown requests with their removals, one transaction per search result: from the
 * member's results (service.ts createFromResults); court orders reuse these (court-order-takedowns.ts).
 */

export type Result = Awaited<ReturnType<typeof findResults>>[number];
export type Created = TakedownRow & { removals: RemovalRow[]; title: string | null };

/** The takedown request of one result, its reference drawn until free (spec §3 formats). */
export function insertTakedown(
  db: Db,
  userId: string,
  result: Result,
  type: TakedownType,
  extra: Record<string, unknown>,
) {
  return insertWithReference(takedownReference, (reference) =>
    repository.insertTakedown(db, {
      userId,
      reference,
      url: result.url,
      type,
      searchTerm: result.searchTerm,
      criteria: { searchType: result.searchType, severity: result.severity, category: result.category, ...extra },
      resultId: result.id,
    }),
  );
}

export type Target = ReturnType<typeof removalTargetFor> | ReturnType<typeof googleTargetFor>;

/** One removal request of a takedown request, with its reference drawn until free. */
export function insertRemoval(db: Db, userId: string, takedownId: string, url: string, target: Target) {
  return insertWithReference(removalReference, (reference) =>
    repository.insertRemoval(db, { userId, takedownRequestId: takedownId, reference, url, ...target }),
  );
}

/** The results with these ids, in the order asked for, so the answer lists them as the member did. */
async function resultsInOrder(db: Db, userId: string, resultIds: string[]) {
  const results = await findResults(db, userId, resultIds);
  return results.sort((a, b) => resultIds.indexOf(a.id) - resultIds.indexOf(b.id));
}

/** One takedown request per result, with the removals its type asks for; the results become processed. */
export async function insertFromResults(
  db: Db,
  userId: string,
  resultIds: string[],
  type: TakedownType,
): Promise<Created[]> {
  if (resultIds.length === 0) return [];
  const created: Created[] = [];
  for (const result of await resultsInOrder(db, userId, resultIds)) {
    const takedown = await db.transaction(async (tx) => {
      const request = await insertTakedown(tx, userId, result, type, {});
      const site = removalTargetFor(result.url);
      const targets = [
        ...(type === 'google-removal' ? [] : [site]),
        ...(type === 'others' ? [] : [googleTargetFor(googleRouteFor(site.category))]),
      ];
      const removals: RemovalRow[] = [];
      for (const target of targets) {
        const removal = await insertRemoval(tx, userId, request.id, result.url, target);
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
      await markResultsProcessed(tx, userId, [result.id]);
      return { ...request, removals, title: result.title };
    });
    created.push(takedown);
  }
  return created;
}
