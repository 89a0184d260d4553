import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Delaware', () => {
  it('must expunge an acquittal, and does so on its own (11 Del. C. 4372(b), 4373, 4373A)', () => {
    const result = checkEligibility(criminalCase('DE', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('expunges an arrest with no charge once a year has passed: the year ends tomorrow (4372(b)(6))', () => {
    const result = checkEligibility(
      criminalCase('DE', { disposition: 'no_charges_filed', offenceDate: '2025-11-25', dispositionDate: '2025-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
  });

  it('expunges a violation three years after the conviction even with a later conviction (4373(a)(1)b)', () => {
    const result = checkEligibility(
      criminalCase('DE', {
        disposition: 'convicted',
        chargeLevel: 'infraction',
        dispositionDate: '2020-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2021-01-01'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement' });
  });

  it('a later conviction rules out the discretionary expungement of a family violence misdemeanor (4374(a)(2))', () => {
    const result = checkEligibility(
      criminalCase('DE', {
        disposition: 'convicted',
        offenceCategory: 'domestic_violence',
        dispositionDate: '2012-01-01',
        sentenceCompletedDate: '2013-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2018-05-05'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/5 May 2018/);
    expect(result.automatic.provided).toBe(false);
  });

  it('never expunges a sex offence', () => {
    const result = checkEligibility(
      criminalCase('DE', { disposition: 'convicted', offenceCategory: 'sex_offence', dispositionDate: '2000-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.automatic.provided).toBe(false);
  });

  it('expunges a misdemeanor on its own five years after the conviction', () => {
    const result = checkEligibility(
      criminalCase('DE', { disposition: 'convicted', offenceCategory: 'drug', dispositionDate: '2019-06-01' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result.likelihood).toBe('possibly');
  });
});
