import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Georgia', () => {
  it('restricts an acquittal (O.C.G.A. 35-3-37)', () => {
    const result = checkEligibility(criminalCase('GA', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.statutes[0]?.citation).toBe('O.C.G.A. § 35-3-37');
  });

  it('restricts a misdemeanor four years after the sentence: the wait ends tomorrow (35-3-37(j)(4))', () => {
    const result = checkEligibility(
      criminalCase('GA', {
        disposition: 'convicted',
        offenceCategory: 'property',
        sentenceCompletedDate: '2022-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
  });

  it('a conviction within the four years rules the restriction out', () => {
    const result = checkEligibility(
      criminalCase('GA', {
        disposition: 'convicted',
        sentenceCompletedDate: '2019-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2021-07-04'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/4 July 2021/);
  });

  it('an open case rules the restriction out', () => {
    const result = checkEligibility(
      criminalCase('GA', {
        disposition: 'convicted',
        sentenceCompletedDate: '2019-01-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing' });
  });

  it('restricts a felony conviction only after a pardon', () => {
    const result = checkEligibility(
      criminalCase('GA', { disposition: 'convicted', chargeLevel: 'felony', sentenceCompletedDate: '2010-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons.join(' ')).toMatch(/pardon/);
  });

  it('does not restrict a DUI conviction', () => {
    const result = checkEligibility(
      criminalCase('GA', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2010-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving under the influence/);
  });
});
