import type { EligibilityInput } from './types';

/** The fixed day the rule tests run on, and the day after it. */
export const TODAY = '2026-11-24';
export const TOMORROW = '2026-11-25';

/** A pre-check's answers for a test: a dismissed misdemeanor with nothing else on record, unless told. */
export function criminalCase(state: string, overrides: Partial<EligibilityInput> = {}): EligibilityInput {
  return {
    state,
    caseType: 'criminal',
    chargeLevel: 'misdemeanor',
    offenceCategory: 'other',
    disposition: 'dismissed',
    offenceDate: '2019-03-01',
    dispositionDate: '2020-01-15',
    sentenceCompletedDate: null,
    otherCases: { pending: false, laterConvictionDates: [] },
    ...overrides,
  };
}
