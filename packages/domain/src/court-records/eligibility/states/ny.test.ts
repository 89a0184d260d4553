import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('New York', () => {
  it('seals a dismissal on its own when the case ends (Criminal Procedure Law 160.50)', () => {
    const result = checkEligibility(criminalCase('NY'), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
    expect(result.statutes[0]?.citation).toBe('N.Y. Crim. Proc. Law § 160.50');
  });

  it('seals a felony on application only ten years after sentencing: the wait ends tomorrow (160.59)', () => {
    const result = checkEligibility(
      criminalCase('NY', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'property',
        dispositionDate: '2016-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
    // The Clean Slate Act's eight years (160.57) have already passed.
    expect(result.automatic.provided).toBe(true);
  });

  it('a later conviction rules out sealing on application and starts the Clean Slate clock again', () => {
    const result = checkEligibility(
      criminalCase('NY', {
        disposition: 'convicted',
        dispositionDate: '2012-06-01',
        otherCases: { pending: false, laterConvictionDates: ['2025-02-10'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/10 February 2025/);
    expect(result.automatic.text).toMatch(/from 10 February 2028/);
  });

  it('an open case holds up both sealing on application and the Clean Slate Act', () => {
    const result = checkEligibility(
      criminalCase('NY', {
        disposition: 'convicted',
        dispositionDate: '2012-06-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result.likelihood).toBe('unlikely');
    expect(result.automatic.provided).toBe(false);
  });

  it('never seals a sex offence conviction', () => {
    const result = checkEligibility(
      criminalCase('NY', { disposition: 'convicted', offenceCategory: 'sex_offence', dispositionDate: '2005-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.automatic.provided).toBe(false);
  });

  it('seals a violation conviction on its own, but not driving while ability impaired (160.55)', () => {
    const violation = checkEligibility(
      criminalCase('NY', { disposition: 'convicted', chargeLevel: 'infraction' }),
      TODAY,
    );
    expect(violation).toMatchObject({ likelihood: 'likely', remedy: 'sealing' });
    const impaired = checkEligibility(
      criminalCase('NY', { disposition: 'convicted', chargeLevel: 'infraction', offenceCategory: 'dui' }),
      TODAY,
    );
    expect(impaired).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(impaired.automatic.provided).toBe(false);
  });
});
