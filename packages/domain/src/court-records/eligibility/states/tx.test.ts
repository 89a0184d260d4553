import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Texas', () => {
  it('expunges an acquittal as of right (Code of Criminal Procedure ch. 55A)', () => {
    const result = checkEligibility(criminalCase('TX', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.statutes[0]?.citation).toMatch(/ch\. 55A/);
  });

  it('waits one year from a misdemeanor arrest with no charge: the wait ends tomorrow', () => {
    const result = checkEligibility(
      criminalCase('TX', { disposition: 'no_charges_filed', offenceDate: '2025-11-25', dispositionDate: '2025-12-10' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('expunges a Class C arrest with no charge after 180 days', () => {
    const result = checkEligibility(
      criminalCase('TX', {
        disposition: 'no_charges_filed',
        chargeLevel: 'infraction',
        offenceDate: '2026-05-01',
        dispositionDate: '2026-05-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement' });
  });

  it('gives no relief for a felony conviction (a pardon only)', () => {
    const result = checkEligibility(
      criminalCase('TX', { disposition: 'convicted', chargeLevel: 'felony', sentenceCompletedDate: '2015-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons.join(' ')).toMatch(/pardon/);
  });

  it('a later conviction inside the two-year wait rules out nondisclosure for a misdemeanor assault', () => {
    const result = checkEligibility(
      criminalCase('TX', {
        disposition: 'convicted',
        offenceCategory: 'violent',
        sentenceCompletedDate: '2025-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2026-03-01'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/1 March 2026/);
  });

  it('refuses nondisclosure for family violence (Government Code 411.074)', () => {
    const result = checkEligibility(
      criminalCase('TX', {
        disposition: 'convicted',
        offenceCategory: 'domestic_violence',
        sentenceCompletedDate: '2020-01-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/family violence/);
  });

  it('issues nondisclosure on its own after deferred adjudication for a first theft misdemeanor (411.072)', () => {
    const result = checkEligibility(
      criminalCase('TX', { disposition: 'diversion_completed', offenceCategory: 'property' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result.likelihood).toBe('possibly');
  });
});
