import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Minnesota', () => {
  it('expunges a dismissal on its own (Minn. Stat. 609A.015, subd. 1) and on petition (609A.02, subd. 3(a)(1))', () => {
    const result = checkEligibility(criminalCase('MN'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('expunges a misdemeanor two years after discharge: the wait ends tomorrow, on petition and on its own', () => {
    const result = checkEligibility(
      criminalCase('MN', {
        disposition: 'convicted',
        offenceCategory: 'property',
        sentenceCompletedDate: '2024-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
  });

  it('a new conviction within the two years rules out the petition and automatic expungement', () => {
    const result = checkEligibility(
      criminalCase('MN', {
        disposition: 'convicted',
        sentenceCompletedDate: '2020-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2021-03-03'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/3 March 2021/);
    expect(result.automatic.provided).toBe(false);
  });

  it('an open charge at the end of the wait rules out automatic expungement', () => {
    const result = checkEligibility(
      criminalCase('MN', {
        disposition: 'convicted',
        sentenceCompletedDate: '2020-01-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result.likelihood).toBe('possibly');
  });

  it('does not expunge a registrable sex offence or a violent felony on these grounds', () => {
    for (const [chargeLevel, offenceCategory] of [
      ['misdemeanor', 'sex_offence'],
      ['felony', 'violent'],
    ] as const) {
      const result = checkEligibility(
        criminalCase('MN', {
          disposition: 'convicted',
          chargeLevel,
          offenceCategory,
          sentenceCompletedDate: '2005-01-01',
        }),
        TODAY,
      );
      expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
      expect(result.automatic.provided).toBe(false);
    }
  });

  it('expunges a stay of adjudication a year after it ended', () => {
    const result = checkEligibility(
      criminalCase('MN', { disposition: 'diversion_completed', dispositionDate: '2025-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('expunges a listed felony four years after discharge (609A.02, subd. 3(a)(5))', () => {
    const result = checkEligibility(
      criminalCase('MN', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'drug',
        sentenceCompletedDate: '2022-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });
});
