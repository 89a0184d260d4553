import type { Db } from '../../db/database';
import { findResults, markResultsProcessed } from '../search/service';
import { attachOrder, openRequestsByPage } from './court-order-attach';
import type { Attached } from './court-order-attach';
import { insertOrderRemoval, orderCriteria, orderTargets } from './court-order-removals';
import type { CourtOrderFile, OrderLetterWriter } from './court-order-removals';
import { insertTakedown } from './create-takedowns';
import type { Created, Result } from './create-takedowns';
import { pageKey } from './page-url';
import type { RemovalRow } from './repository';

/*
 * The takedown requests a court order makes (issue 15, decision 028): a new one per page of the
 * case, unless the member already has an open request for that page, which the order joins
 * instead (issue 31 item 7, decision 102).
 */

/** A new takedown request for one page of the case, naming the case and the order, with a site and a Google removal. */
async function insertOrderTakedown(
  db: Db,
  userId: string,
  result: Result,
  order: CourtOrderFile,
  writeLetter: OrderLetterWriter,
): Promise<Created> {
  return db.transaction(async (tx) => {
    const request = await insertTakedown(tx, userId, result, 'both', orderCriteria(order));
    const removals: RemovalRow[] = [];
    for (const target of orderTargets(result.url)) {
      removals.push(await insertOrderRemoval(tx, userId, request.id, result.url, target, writeLetter));
    }
    await markResultsProcessed(tx, userId, [result.id]);
    return { ...request, removals, title: result.title };
  });
}

export type FromCourtOrder = { created: Created[]; attached: Attached[] };

/**
 * For each page of the case: the member's open request for the same page (same profile, same
 * address once normalised) gets the order; a page without one gets a new request. A page seen
 * twice in one upload (two addresses of one page) is handled once.
 */
export async function insertFromCourtOrder(
  db: Db,
  userId: string,
  resultIds: string[],
  order: CourtOrderFile,
  writeLetter: OrderLetterWriter,
): Promise<FromCourtOrder> {
  const results = await findResults(db, userId, resultIds);
  const open = await openRequestsByPage(db, userId, results);
  const done = new Set<string>();
  const answer: FromCourtOrder = { created: [], attached: [] };
  for (const result of results) {
    const key = `${result.profileId ?? 'self'} ${pageKey(result.url)}`;
    if (done.has(key)) continue;
    done.add(key);
    const takedown = open.get(result.id);
    if (!takedown) {
      answer.created.push(await insertOrderTakedown(db, userId, result, order, writeLetter));
      continue;
    }
    // Already joined to this case's order (an earlier upload): nothing more to do for the page.
    if (takedown.criteria['courtCaseId'] === order.caseId) continue;
    answer.attached.push(await attachOrder(db, userId, takedown, result, order, writeLetter));
  }
  return answer;
}
