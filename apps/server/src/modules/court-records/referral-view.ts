import type { Db } from '../../db/database';
import * as repository from './repository';
import type { AttorneyRow, ReferralRow } from './repository';

/** Referrals with their attorney's name and their steps, as the member, the operator and the attorney see them. */
export async function referralViews(db: Db, referrals: ReferralRow[]) {
  const events = await repository.eventsOfReferrals(
    db,
    referrals.map((referral) => referral.id),
  );
  const attorneys = new Map<string, AttorneyRow | undefined>();
  for (const referral of referrals) {
    if (!attorneys.has(referral.attorneyId))
      attorneys.set(referral.attorneyId, await repository.findAttorney(db, referral.attorneyId));
  }
  return referrals.map((referral) => {
    const attorney = attorneys.get(referral.attorneyId);
    return {
      id: referral.id,
      caseId: referral.caseId,
      attorney: { id: referral.attorneyId, name: attorney?.name ?? 'Attorney', firm: attorney?.firm ?? null },
      status: referral.status,
      consentText: referral.consentText,
      consentVersion: referral.consentVersion,
      consentedAt: referral.consentedAt,
      events: events
        .filter((event) => event.referralId === referral.id)
        .map(({ status, actor, note, createdAt }) => ({ status, actor, note, createdAt })),
      createdAt: referral.createdAt,
    };
  });
}
