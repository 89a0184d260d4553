import { addDays, differenceInCalendarDays } from 'date-fns';
import { IN_UTC } from '../dates';
import type { RemovalStatus } from '../requests/status';
import { countedStatus } from '../requests/verdict-evidence';
import { formatCents, PLANS, PREMIUM_GUARANTEE_DAYS } from './plans';

/**
 * A premium link (issue 16): one removal worked under the premium terms — expedited, handled by
 * the team, and guaranteed: removed within 45 days of the start or that link's fee is refunded.
 */
export const PREMIUM_LINK_STATES = ['in_progress', 'met', 'refund_due', 'returned'] as const;
export type PremiumLinkState = (typeof PREMIUM_LINK_STATES)[number];

export type PremiumLinkFacts = {
  guaranteeEndsAt: Date;
  removalStatus: RemovalStatus;
  /** When the removal got its verdict (null while open). */
  decidedAt: Date | null;
  /** Whether evidence backs a "removed" verdict (decision 061, requests/verdict-evidence.ts). */
  hasRemovalEvidence: boolean;
};

/**
 * Where the guarantee stands, from the removal's verdict, which rests on evidence (decisions 018,
 * 061): gone from the site ("removed" with evidence behind it, or the listing "not found") by the
 * end date meets it; a "removed" without evidence counts as the figures count it (`countedStatus`:
 * unproven, not met); a listing that is not about the member gives the link back; past the end date
 * without that, the fee is due back. "Could not check" is no verdict, so it never meets it.
 */
export function premiumLinkState(facts: PremiumLinkFacts, now: Date): PremiumLinkState {
  if (facts.removalStatus === 'wrong-person') return 'returned';
  const counted = countedStatus(facts.removalStatus, facts.hasRemovalEvidence);
  const gone = counted === 'removed' || counted === 'not-found';
  if (gone && facts.decidedAt && facts.decidedAt <= facts.guaranteeEndsAt) return 'met';
  if (now > facts.guaranteeEndsAt) return 'refund_due';
  return 'in_progress';
}

export function guaranteeEnd(startedAt: Date): Date {
  return addDays(startedAt, PREMIUM_GUARANTEE_DAYS, IN_UTC);
}

/** The sentence the billing page shows for one link. */
export function premiumLinkText(state: PremiumLinkState, guaranteeEndsAt: Date, now: Date): string {
  switch (state) {
    case 'met':
      return 'Removed within the guarantee.';
    case 'returned':
      return 'Not about you: this link is back in your balance.';
    case 'refund_due':
      return `Not removed within ${PREMIUM_GUARANTEE_DAYS} days: ${formatCents(PLANS.premium.amountCents)} is due back to you.`;
    case 'in_progress': {
      const days = Math.max(0, differenceInCalendarDays(guaranteeEndsAt, now));
      return `In progress: ${days} ${days === 1 ? 'day' : 'days'} left of the ${PREMIUM_GUARANTEE_DAYS}-day guarantee.`;
    }
  }
}

export const NO_PREMIUM_LINKS_LEFT = 'You have no premium links left. Buy one on your billing page.';
