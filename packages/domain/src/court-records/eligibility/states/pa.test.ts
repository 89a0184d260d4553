import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Pennsylvania', () => {
  it('expunges an acquittal as of right (18 Pa.C.S. 9122) and seals it on its own (9122.2)', () => {
    const result = checkEligibility(criminalCase('PA', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('keeps withdrawn or dismissed charges at "possibly": the judge can weigh an objection', () => {
    const result = checkEligibility(criminalCase('PA'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
  });

  it('expunges a summary offence after five years free of arrest: the wait ends tomorrow (9122(b)(3))', () => {
    const result = checkEligibility(
      criminalCase('PA', { disposition: 'convicted', chargeLevel: 'infraction', dispositionDate: '2021-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('a conviction inside the five years rules out expunging the summary offence', () => {
    const result = checkEligibility(
      criminalCase('PA', {
        disposition: 'convicted',
        chargeLevel: 'infraction',
        dispositionDate: '2015-06-01',
        otherCases: { pending: false, laterConvictionDates: ['2017-01-20'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/20 January 2017/);
  });

  it('seals a misdemeanor on its own seven years after conviction (9122.2): from tomorrow', () => {
    const result = checkEligibility(
      criminalCase('PA', { disposition: 'convicted', offenceCategory: 'property', dispositionDate: '2019-11-25' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: '2029-11-25' });
  });

  it('a later conviction starts the ten-year limited access wait again (9122.1)', () => {
    const result = checkEligibility(
      criminalCase('PA', {
        disposition: 'convicted',
        dispositionDate: '2010-05-01',
        otherCases: { pending: false, laterConvictionDates: ['2020-03-01'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: '2030-03-01' });
    expect(result.automatic.text).toMatch(/from 1 March 2027/);
  });

  it('never seals a sex offence misdemeanor', () => {
    const result = checkEligibility(
      criminalCase('PA', { disposition: 'convicted', offenceCategory: 'sex_offence', dispositionDate: '2000-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.automatic.provided).toBe(false);
  });
});
