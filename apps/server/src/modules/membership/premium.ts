import { entitlementsOf } from '@cleardocket/domain/membership/entitlements';
import {
  guaranteeEnd,
  NO_PREMIUM_LINKS_LEFT,
  premiumLinkState,
  premiumLinkText,
} from '@cleardocket/domain/membership/premium';
import { isFinal } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';
import { factsOf, subscriptionOf } from './service';

/** A removal as a premium link shows it. */
type PremiumRemoval = {
  id: string;
  url: string;
  siteName: string | null;
  status: string;
  decidedAt: Date | null;
  /** Whether evidence backs a "removed" verdict: the requests module's rule (decision 061). */
  hasRemovalEvidence: boolean;
};

/**
 * The member's removal with this id (null when it is not theirs). Removals belong to the requests
 * module, above membership: app.ts hands this in (app-wiring.ts), so membership never imports it.
 */
export type FindRemoval = (userId: string, removalId: string) => Promise<PremiumRemoval | null>;

/** The member's premium links, each with where its guarantee stands, and how many are left. */
export async function premiumLinksOf(db: Db, findRemoval: FindRemoval, userId: string, now = new Date()) {
  const [rows, subscription] = await Promise.all([repository.listPremiumLinks(db, userId), subscriptionOf(db, userId)]);
  const links = [];
  for (const row of rows) {
    const removal = await findRemoval(userId, row.removalRequestId);
    if (!removal) continue;
    const state = premiumLinkState(
      {
        guaranteeEndsAt: row.guaranteeEndsAt,
        removalStatus: removal.status as RemovalStatus,
        decidedAt: removal.decidedAt,
        hasRemovalEvidence: removal.hasRemovalEvidence,
      },
      now,
    );
    links.push({
      id: row.id,
      removalId: removal.id,
      url: removal.url,
      siteName: removal.siteName,
      startedAt: row.startedAt,
      guaranteeEndsAt: row.guaranteeEndsAt,
      state,
      text: premiumLinkText(state, row.guaranteeEndsAt, now),
    });
  }
  const bought = entitlementsOf(factsOf(subscription), now).premiumLinks;
  return { links, bought, used: links.filter((link) => link.state !== 'returned').length };
}

/**
 * Puts one of the member's open removals under the premium terms, using one bought link; none
 * left is a 402 with the way to buy one. The guarantee's 45 days start now.
 */
export async function usePremiumLink(db: Db, findRemoval: FindRemoval, userId: string, removalId: string) {
  const removal = await findRemoval(userId, removalId);
  if (!removal) throw new AppError('not_found', 'Removal request not found', 404);
  if (isFinal(removal.status as RemovalStatus)) {
    throw new AppError('conflict', 'This removal already has a verdict: a premium link would add nothing.', 409);
  }
  const current = await premiumLinksOf(db, findRemoval, userId);
  if (current.links.some((link) => link.removalId === removalId)) {
    throw new AppError('conflict', 'This removal is already a premium link.', 409);
  }
  if (current.used >= current.bought) throw new AppError('plan_required', NO_PREMIUM_LINKS_LEFT, 402);
  const startedAt = new Date();
  await repository.insertPremiumLink(db, {
    userId,
    removalRequestId: removalId,
    startedAt,
    guaranteeEndsAt: guaranteeEnd(startedAt),
  });
  return premiumLinksOf(db, findRemoval, userId);
}
