/**
 * The court-record eligibility pre-check's interface (issue 15 item 1). Fixed: the pre-check pages,
 * the referral packet and the rules all use it exactly. The value lists let a contract validate them.
 */
export const CHARGE_LEVELS = ['infraction', 'misdemeanor', 'felony'] as const;
export type ChargeLevel = (typeof CHARGE_LEVELS)[number];

export const DISPOSITIONS = ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed', 'convicted'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

export const OFFENCE_CATEGORIES = [
  'violent',
  'sex_offence',
  'dui',
  'domestic_violence',
  'drug',
  'property',
  'other',
] as const;
export type OffenceCategory = (typeof OFFENCE_CATEGORIES)[number];

export const CASE_TYPES = ['criminal', 'eviction', 'civil'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export type EligibilityInput = {
  state: string; // two-letter USPS code, upper case
  caseType: CaseType;
  chargeLevel: ChargeLevel | null; // null unless criminal
  offenceCategory: OffenceCategory | null; // null unless criminal
  disposition: Disposition;
  offenceDate: string | null; // YYYY-MM-DD
  dispositionDate: string; // YYYY-MM-DD
  sentenceCompletedDate: string | null; // YYYY-MM-DD; null when no sentence or not completed
  otherCases: { pending: boolean; laterConvictionDates: string[] }; // YYYY-MM-DD each
};

export type Statute = { citation: string; title: string; url: string; lastChecked: string };

export type Likelihood = 'likely' | 'possibly' | 'unlikely';
export type Remedy = 'sealing' | 'expungement' | 'set_aside' | 'record_clearance' | 'none';

export type EligibilityResult = {
  likelihood: Likelihood;
  remedy: Remedy;
  waitingPeriodEnds: string | null; // YYYY-MM-DD the wait ends; null when there is none left or it does not apply
  automatic: { provided: boolean; text: string }; // automatic ("clean slate") sealing, in plain words
  reasons: string[]; // plain sentences a non-lawyer understands
  statutes: Statute[];
  notLegalAdvice: string;
};
