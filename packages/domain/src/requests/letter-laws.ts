import { utcDay } from '../dates';

/**
 * The laws a removal letter may cite, as data (issue 14 §7). A letter cites the law of the state the
 * member lives in, never another state's: a Texas resident has no rights under California's CCPA.
 * Statute names and sections only, from the statutes' own titles; no legal advice. Review this table
 * when a state passes or amends a law (docs/removal.md "Letters").
 */
export type PrivacyLaw = {
  /** Two-letter state code. */
  state: string;
  /** The law's name as the letter writes it. */
  name: string;
  /** Where it is codified. */
  citation: string;
  /** First day consumers can use it (ISO date); a letter dated before it cites nothing. */
  effective: string;
  /** Days the law gives a business to answer a consumer request. */
  respondDays: number;
};

/**
 * States with a comprehensive consumer privacy law that gives a right to delete personal data and
 * to opt out of its sale. Florida's Digital Bill of Rights is left out: it binds only businesses
 * with over a billion dollars in revenue, which no people-search site is.
 */
export const PRIVACY_LAWS: readonly PrivacyLaw[] = [
  {
    state: 'CA',
    name: 'California Consumer Privacy Act',
    citation: 'Civil Code §1798.105 and §1798.120',
    effective: '2020-01-01',
    respondDays: 45,
  },
  {
    state: 'VA',
    name: 'Virginia Consumer Data Protection Act',
    citation: 'Code of Virginia §59.1-577',
    effective: '2023-01-01',
    respondDays: 45,
  },
  {
    state: 'CO',
    name: 'Colorado Privacy Act',
    citation: 'Colorado Revised Statutes §6-1-1306',
    effective: '2023-07-01',
    respondDays: 45,
  },
  {
    state: 'CT',
    name: 'Connecticut Data Privacy Act',
    citation: 'Connecticut General Statutes §42-518',
    effective: '2023-07-01',
    respondDays: 45,
  },
  {
    state: 'UT',
    name: 'Utah Consumer Privacy Act',
    citation: 'Utah Code §13-61-201',
    effective: '2023-12-31',
    respondDays: 45,
  },
  {
    state: 'TX',
    name: 'Texas Data Privacy and Security Act',
    citation: 'Texas Business and Commerce Code §541.051',
    effective: '2024-07-01',
    respondDays: 45,
  },
  {
    state: 'OR',
    name: 'Oregon Consumer Privacy Act',
    citation: 'Oregon Revised Statutes §646A.574',
    effective: '2024-07-01',
    respondDays: 45,
  },
  {
    state: 'MT',
    name: 'Montana Consumer Data Privacy Act',
    citation: 'Montana Code Annotated §30-14-2808',
    effective: '2024-10-01',
    respondDays: 45,
  },
  {
    state: 'IA',
    name: 'Iowa Consumer Data Protection Act',
    citation: 'Iowa Code §715D.3',
    effective: '2025-01-01',
    respondDays: 90,
  },
  {
    state: 'DE',
    name: 'Delaware Personal Data Privacy Act',
    citation: 'Delaware Code Title 6 §12D-104',
    effective: '2025-01-01',
    respondDays: 45,
  },
  {
    state: 'NH',
    name: 'New Hampshire Privacy Act',
    citation: 'New Hampshire Revised Statutes §507-H:4',
    effective: '2025-01-01',
    respondDays: 45,
  },
  {
    state: 'NE',
    name: 'Nebraska Data Privacy Act',
    citation: 'Nebraska Revised Statutes §87-1107',
    effective: '2025-01-01',
    respondDays: 45,
  },
  {
    state: 'NJ',
    name: 'New Jersey Data Privacy Act',
    citation: 'New Jersey Statutes §56:8-166.10',
    effective: '2025-01-15',
    respondDays: 45,
  },
  {
    state: 'TN',
    name: 'Tennessee Information Protection Act',
    citation: 'Tennessee Code §47-18-3204',
    effective: '2025-07-01',
    respondDays: 45,
  },
  {
    state: 'MN',
    name: 'Minnesota Consumer Data Privacy Act',
    citation: 'Minnesota Statutes §325M.14',
    effective: '2025-07-31',
    respondDays: 45,
  },
  {
    state: 'MD',
    name: 'Maryland Online Data Privacy Act',
    citation: 'Maryland Code, Commercial Law §14-4605',
    effective: '2025-10-01',
    respondDays: 45,
  },
  {
    state: 'IN',
    name: 'Indiana Consumer Data Protection Act',
    citation: 'Indiana Code §24-15-3',
    effective: '2026-01-01',
    respondDays: 45,
  },
  {
    state: 'KY',
    name: 'Kentucky Consumer Data Protection Act',
    citation: 'Kentucky Revised Statutes §367.3615',
    effective: '2026-01-01',
    respondDays: 45,
  },
  {
    state: 'RI',
    name: 'Rhode Island Data Transparency and Privacy Protection Act',
    citation: 'Rhode Island General Laws §6-48.1-5',
    effective: '2026-01-01',
    respondDays: 45,
  },
];

/** State laws against charging to remove or correct a booking photograph. */
export const MUGSHOT_STATUTES: Readonly<Record<string, string>> = {
  CA: 'California Civil Code §1798.91.1',
  GA: 'Georgia Code §10-1-393.5',
  IL: 'Illinois Compiled Statutes 815 ILCS 505/2QQQ',
  OR: 'Oregon Revised Statutes §646A.806',
  TX: 'Texas Business and Commerce Code §109.005',
  UT: 'Utah Code §77-40a-403',
  CO: 'Colorado Revised Statutes §24-72-305.5',
};

/** The privacy law of a member's state in force on a day, if the state has one. */
export function privacyLawFor(state: string | null, on: Date): PrivacyLaw | null {
  if (!state) return null;
  const day = utcDay(on);
  return PRIVACY_LAWS.find((law) => law.state === state.toUpperCase() && law.effective <= day) ?? null;
}

/** The mugshot statute of a member's state, if it has one. */
export function mugshotStatuteFor(state: string | null): string | null {
  return state ? (MUGSHOT_STATUTES[state.toUpperCase()] ?? null) : null;
}
