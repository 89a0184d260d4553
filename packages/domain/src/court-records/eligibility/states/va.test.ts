import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Virginia', () => {
  it('expunges an acquitted misdemeanor on petition (Va. Code 19.2-392.2) and seals it on its own (19.2-392.8)', () => {
    const result = checkEligibility(criminalCase('VA', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('seals a petit larceny conviction seven years after it, on its own and on petition: the wait ends tomorrow', () => {
    const result = checkEligibility(
      criminalCase('VA', { disposition: 'convicted', offenceCategory: 'property', dispositionDate: '2019-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
  });

  it('a conviction within the seven years rules out automatic sealing (19.2-392.6(B))', () => {
    const result = checkEligibility(
      criminalCase('VA', {
        disposition: 'convicted',
        offenceCategory: 'property',
        dispositionDate: '2012-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2016-10-10'] },
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result.automatic.text).toMatch(/10 October 2016/);
    expect(result.likelihood).toBe('possibly');
  });

  it('does not seal driving under the influence', () => {
    const result = checkEligibility(
      criminalCase('VA', { disposition: 'convicted', offenceCategory: 'dui', dispositionDate: '2005-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving under the influence/);
  });

  it('seals on its own only misdemeanor charges, not a dismissed felony', () => {
    const result = checkEligibility(criminalCase('VA', { chargeLevel: 'felony' }), TODAY);
    expect(result.automatic.provided).toBe(false);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
  });

  it('does not seal a violent felony', () => {
    const result = checkEligibility(
      criminalCase('VA', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'violent',
        dispositionDate: '2000-01-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
  });
});
