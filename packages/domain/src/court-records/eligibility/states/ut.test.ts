import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Utah', () => {
  it('expunges an acquittal on its own (Utah Code 77-40a-204) and on petition (77-40a-302)', () => {
    const result = checkEligibility(criminalCase('UT', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
    expect(result.automatic.provided).toBe(true);
  });

  it('expunges an infraction on petition three years after conviction: the wait ends tomorrow (77-40a-303)', () => {
    const result = checkEligibility(
      criminalCase('UT', { disposition: 'convicted', chargeLevel: 'infraction', dispositionDate: '2023-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2028/);
  });

  it('expunges a class B misdemeanor on its own six years after conviction (77-40a-205)', () => {
    const result = checkEligibility(
      criminalCase('UT', { disposition: 'convicted', offenceCategory: 'property', dispositionDate: '2018-01-01' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result.likelihood).toBe('possibly');
  });

  it('a pending case rules out both the petition and automatic expungement', () => {
    const result = checkEligibility(
      criminalCase('UT', {
        disposition: 'convicted',
        dispositionDate: '2015-01-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement' });
    expect(result.automatic.provided).toBe(false);
  });

  it('a later conviction starts the Clean Slate clock again', () => {
    const result = checkEligibility(
      criminalCase('UT', {
        disposition: 'convicted',
        dispositionDate: '2015-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2023-03-03'] },
      }),
      TODAY,
    );
    expect(result.automatic.text).toMatch(/from 3 March 2029/);
  });

  it('leaves a domestic violence misdemeanor out of Clean Slate, and never expunges a registrable sex offence', () => {
    const violence = checkEligibility(
      criminalCase('UT', {
        disposition: 'convicted',
        offenceCategory: 'domestic_violence',
        dispositionDate: '2012-01-01',
      }),
      TODAY,
    );
    expect(violence.automatic.provided).toBe(false);
    const sex = checkEligibility(
      criminalCase('UT', { disposition: 'convicted', offenceCategory: 'sex_offence', dispositionDate: '2012-01-01' }),
      TODAY,
    );
    expect(sex).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
  });
});
