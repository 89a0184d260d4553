import { and, desc, eq } from 'drizzle-orm';
import { ATTORNEY_LINK_DAYS } from '@cleardocket/domain/court-records/referrals';
import type { AttorneyLinkUses } from '@cleardocket/domain/court-records/contract';
import type { Db } from '../../db/database';
import { attorneyLinkUses, attorneyReferrals } from '../../db/schema/court-records';
import { AppError } from '../../lib/app-error';
import type { ReferralRow } from './repository';
import { findReferral } from './repository';
import { attorneyLinkValid } from './signed-link';

type LinkUse = { action: AttorneyLinkUses['uses'][number]['action']; ip: string | null };

/**
 * The attorney's signed link, opened (issue 32, decision 079): refused when tampered with, expired
 * or withdrawn by the member; otherwise the use (what, when, from which address) is recorded
 * before anything is shown or changed, and the member sees it on the referral.
 */
export async function openAttorneyLink(
  db: Db,
  referralId: string,
  link: { expires: number; sig: string },
  use: LinkUse,
): Promise<ReferralRow> {
  const verdict = await attorneyLinkValid(db, referralId, link);
  if (verdict === 'expired') {
    throw new AppError('link_expired', 'This link has expired. Ask ClearDocket for a new one.', 410);
  }
  if (verdict === 'invalid') throw new AppError('not_found', 'This link is not valid.', 404);
  const referral = await findReferral(db, referralId);
  if (!referral) throw new AppError('not_found', 'This link is not valid.', 404);
  if (referral.linkRevokedAt) {
    throw new AppError('link_revoked', 'The member has withdrawn this link. Ask ClearDocket for help.', 410);
  }
  await db.insert(attorneyLinkUses).values({
    userId: referral.userId,
    referralId: referral.id,
    attorneyId: referral.attorneyId,
    action: use.action,
    ip: use.ip,
  });
  return referral;
}

/** The member withdraws every link of their referral; withdrawing twice keeps the first time. */
export async function revokeAttorneyLinks(db: Db, userId: string, referralId: string): Promise<AttorneyLinkUses> {
  const referral = await findReferral(db, referralId, userId);
  if (!referral) throw new AppError('not_found', 'Referral not found', 404);
  if (!referral.linkRevokedAt) {
    await db
      .update(attorneyReferrals)
      .set({ linkRevokedAt: new Date() })
      .where(and(eq(attorneyReferrals.id, referralId), eq(attorneyReferrals.userId, userId)));
  }
  return attorneyLinkUsesOf(db, userId, referralId);
}

/** Whether the referral's links still work, and every use of them, newest first. */
export async function attorneyLinkUsesOf(db: Db, userId: string, referralId: string): Promise<AttorneyLinkUses> {
  const referral = await findReferral(db, referralId, userId);
  if (!referral) throw new AppError('not_found', 'Referral not found', 404);
  const uses = await db
    .select({ action: attorneyLinkUses.action, at: attorneyLinkUses.at, ip: attorneyLinkUses.ip })
    .from(attorneyLinkUses)
    .where(and(eq(attorneyLinkUses.referralId, referralId), eq(attorneyLinkUses.userId, userId)))
    .orderBy(desc(attorneyLinkUses.at));
  return {
    revokedAt: referral.linkRevokedAt?.toISOString() ?? null,
    linkDays: ATTORNEY_LINK_DAYS,
    uses: uses.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
