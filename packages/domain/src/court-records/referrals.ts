/**
 * A referral to a partner attorney (issue 15 Deliver 2): the facts the member agrees to share,
 * the consent they give (its text and version are stored with the referral) and the steps the
 * referral goes through, set by an operator or by the attorney through a signed link.
 */
export const REFERRAL_STATUSES = ['sent', 'contacted', 'consultation', 'petition_filed', 'granted', 'denied'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  sent: 'Sent to the attorney',
  contacted: 'The attorney contacted you',
  consultation: 'Consultation held',
  petition_filed: 'Petition filed with the court',
  granted: 'Petition granted',
  denied: 'Petition denied',
};

const FINAL: readonly ReferralStatus[] = ['granted', 'denied'];

/**
 * A referral moves forward only (a step may be skipped: an attorney may file without a separate
 * consultation); granted and denied are final. Granted or denied only after a petition was filed.
 */
export function canMoveReferral(from: ReferralStatus, to: ReferralStatus): boolean {
  if (FINAL.includes(from) || from === to) return false;
  if (FINAL.includes(to)) return from === 'petition_filed';
  return REFERRAL_STATUSES.indexOf(to) > REFERRAL_STATUSES.indexOf(from);
}

export function referralMoveError(from: ReferralStatus, to: ReferralStatus): string {
  if (FINAL.includes(from)) return `This referral is closed (${REFERRAL_STATUS_LABELS[from].toLowerCase()}).`;
  if (FINAL.includes(to)) return 'A petition is granted or denied only after it was filed: mark it filed first.';
  return `A referral cannot go back from “${REFERRAL_STATUS_LABELS[from]}” to “${REFERRAL_STATUS_LABELS[to]}”.`;
}

/** The facts a referral shares with the attorney, named in the consent the member gives. */
export const REFERRAL_SHARED_FACTS = [
  'your name, email address and phone number',
  'the case number, caption, court and state',
  'the case facts you entered in the eligibility check (charge level, outcome and dates) and its result',
  'the pages where the case appears online',
] as const;

export const REFERRAL_CONSENT_VERSION = '2026-11-24';

export function referralConsentText(attorneyName: string): string {
  return `I ask ClearDocket to refer my case to ${attorneyName}, a partner attorney, and I agree that ClearDocket shares with them ${REFERRAL_SHARED_FACTS.join('; ')}. The attorney is independent of ClearDocket; any engagement and fee is between them and me.`;
}

/**
 * Signed links for attorneys last 7 days (issue 32, decision 079): long enough to read the packet
 * and answer, short enough that a forwarded email stops working soon; a new step's email carries a
 * new one, and the member can withdraw a referral's links at any time.
 */
export const ATTORNEY_LINK_DAYS = 7;
