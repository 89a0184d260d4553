import { isFinal } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import type { Db } from '../../db/database';
import { findResults } from '../search/service';
import { insertOrderRemoval, orderCriteria, orderTargets } from './court-order-removals';
import type { CourtOrderFile, OrderLetterWriter, OrderTarget } from './court-order-removals';
import type { Result } from './create-takedowns';
import { pageKey } from './page-url';
import * as repository from './repository';
import type { RemovalRow, TakedownRow } from './repository';

/*
 * A court order for a page the member already has an open request for joins that request
 * (issue 31 item 7, decision 102): no second request for the same page. A request is open while
 * one of its removals has no verdict; a closed one (removed, not found, rejected) does not count.
 */

/** The page of a request: whose it is (the member or one of their profiles) and its normalised address. */
const keyOf = (profileId: string | null, url: string) => `${profileId ?? 'self'} ${pageKey(url)}`;

/** For each result, the member's oldest open request for the same page of the same profile, if any. */
export async function openRequestsByPage(db: Db, userId: string, results: Result[]): Promise<Map<string, TakedownRow>> {
  const found = new Map<string, TakedownRow>();
  const open = await repository.openTakedowns(db, userId);
  if (open.length === 0 || results.length === 0) return found;
  const owners = await findResults(
    db,
    userId,
    open.flatMap((takedown) => (takedown.resultId ? [takedown.resultId] : [])),
  );
  const profileOf = new Map(owners.map((owner) => [owner.id, owner.profileId]));
  const byPage = new Map<string, TakedownRow>();
  for (const takedown of open) {
    // A request whose result is gone names no profile: it cannot be told to be the same person's.
    if (!takedown.resultId || !profileOf.has(takedown.resultId)) continue;
    const key = keyOf(profileOf.get(takedown.resultId) ?? null, takedown.url);
    if (!byPage.has(key)) byPage.set(key, takedown);
  }
  for (const result of results) {
    const takedown = byPage.get(keyOf(result.profileId, result.url));
    if (takedown) found.set(result.id, takedown);
  }
  return found;
}

export type Attached = {
  takedown: TakedownRow;
  title: string | null;
  /** The site as the member knows it (its name in the catalogue, or its domain). */
  site: string;
  /** Removals the order added to the request (a target it had no open removal for). */
  added: RemovalRow[];
  /** Open removals not yet sent that now carry the order's letter, authorised by the upload. */
  rewritten: RemovalRow[];
};

const isSameTarget = (removal: RemovalRow, target: OrderTarget) =>
  (removal.method === 'google') === (target.target === 'google');

/**
 * A removal nobody has acted on yet, filed the way the order's would be: its letter can still
 * become the order's. One filed another way (a site's web form, which the removal runner may
 * already have queued) keeps its method and gets the order noted, so the site is not asked twice.
 */
const isRewritable = (removal: RemovalRow, target: OrderTarget) =>
  removal.status === 'not-started' &&
  !removal.emailSentAt &&
  !removal.submittedAt &&
  !removal.claimedBy &&
  removal.method === target.method;

/** The order's letter, route and authorisation on an open removal no one has sent yet. */
async function rewriteWithOrder(
  tx: Db,
  removal: RemovalRow,
  { target, ...values }: OrderTarget,
  writeLetter: OrderLetterWriter,
) {
  const { siteName, domain, category } = values;
  const letter = writeLetter({ reference: removal.reference, url: removal.url, siteName, domain, category, target });
  return repository.updateRemoval(tx, removal.id, {
    ...values,
    authorisedAt: new Date(),
    letterSubject: letter.subject,
    letterBody: letter.body,
  });
}

/** Joins the order to an open request: each target's open removal carries it, a missing one is opened. */
export async function attachOrder(
  db: Db,
  userId: string,
  takedown: TakedownRow,
  result: Result,
  order: CourtOrderFile,
  writeLetter: OrderLetterWriter,
): Promise<Attached> {
  return db.transaction(async (tx) => {
    await repository.updateTakedown(tx, takedown.id, { criteria: { ...takedown.criteria, ...orderCriteria(order) } });
    const open = (await repository.removalsOf(tx, takedown.id)).filter(
      (removal) => !isFinal(removal.status as RemovalStatus),
    );
    const targets = orderTargets(takedown.url);
    const site = targets[0]?.siteName ?? targets[0]?.domain ?? takedown.url;
    const attached: Attached = { takedown, title: result.title, site, added: [], rewritten: [] };
    for (const target of targets) {
      const removal = open.find((row) => isSameTarget(row, target));
      if (!removal) {
        attached.added.push(await insertOrderRemoval(tx, userId, takedown.id, takedown.url, target, writeLetter));
        continue;
      }
      const untouched = isRewritable(removal, target);
      if (untouched) attached.rewritten.push(await rewriteWithOrder(tx, removal, target, writeLetter));
      await repository.insertEvent(tx, {
        userId,
        removalRequestId: removal.id,
        actor: 'system',
        actorId: null,
        kind: 'court-order-added',
        note: untouched
          ? `Your court order for case ${order.caseNumber} was added to this request; the letter now cites it.`
          : `Your court order for case ${order.caseNumber} was added to this request; we will cite it in what follows.`,
      });
    }
    return attached;
  });
}
