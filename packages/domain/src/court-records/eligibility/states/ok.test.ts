import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Oklahoma', () => {
  it('expunges an acquittal on motion (22 O.S. § 18(A)(1)) and under Clean Slate', () => {
    const result = checkEligibility(criminalCase('OK', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('expunges a misdemeanor five years after the sentence ended: the wait ends tomorrow (§ 18(A)(10))', () => {
    const result = checkEligibility(
      criminalCase('OK', { disposition: 'convicted', sentenceCompletedDate: '2021-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('a pending charge rules out expunging a dismissal (§ 18(A)(7))', () => {
    const result = checkEligibility(
      criminalCase('OK', { otherCases: { pending: true, laterConvictionDates: [] } }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement' });
    expect(result.reasons).toContain('A case still open against you must end first.');
  });

  it('a later misdemeanor starts the five years again from the last sentence', () => {
    const result = checkEligibility(
      criminalCase('OK', {
        disposition: 'convicted',
        sentenceCompletedDate: '2015-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2024-02-02'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: '2029-02-02' });
  });

  it('does not expunge a violent felony', () => {
    const result = checkEligibility(
      criminalCase('OK', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'violent',
        sentenceCompletedDate: '2005-01-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.automatic.provided).toBe(false);
  });

  it('expunges a deferred misdemeanor one year after the dismissal (§ 18(A)(8))', () => {
    const result = checkEligibility(
      criminalCase('OK', { disposition: 'diversion_completed', dispositionDate: '2025-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });
});
