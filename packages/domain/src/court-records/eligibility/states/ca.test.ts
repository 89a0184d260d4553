import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('California', () => {
  it('seals an acquitted arrest as a matter of right (Penal Code 851.91), and relief is automatic (851.93)', () => {
    const result = checkEligibility(criminalCase('CA', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
    expect(result.statutes.map((statute) => statute.citation)).toEqual([
      'Cal. Penal Code § 851.91',
      'Cal. Penal Code § 851.93',
    ]);
  });

  it('keeps a dismissal at "possibly": the charge must be one that cannot be filed again', () => {
    const result = checkEligibility(criminalCase('CA'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing' });
    expect(result.reasons.join(' ')).toMatch(/cannot be refiled/);
  });

  it('dismisses an infraction only one year after the judgment (1203.4a): the wait ends tomorrow', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'convicted',
        chargeLevel: 'infraction',
        dispositionDate: '2025-11-25',
        sentenceCompletedDate: '2025-12-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'set_aside', waitingPeriodEnds: TOMORROW });
    expect(result.automatic).toMatchObject({ provided: true });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
  });

  it('sets aside a completed-probation conviction (1203.4) as "possibly", since a court decides', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'property',
        dispositionDate: '2019-05-01',
        sentenceCompletedDate: '2022-05-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'set_aside', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('refuses a dismissal while another case is pending (1203.4(a)(1), 1203.4a)', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'convicted',
        sentenceCompletedDate: '2021-01-15',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'set_aside', waitingPeriodEnds: null });
    expect(result.reasons).toContain('A case still open against you must end first.');
    expect(result.automatic.provided).toBe(false);
  });

  it('a later conviction inside the wait rules out both the 1203.4a dismissal and automatic relief', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'convicted',
        chargeLevel: 'infraction',
        dispositionDate: '2024-02-01',
        otherCases: { pending: false, laterConvictionDates: ['2024-09-30'] },
      }),
      TODAY,
    );
    expect(result.likelihood).toBe('unlikely');
    expect(result.reasons.join(' ')).toMatch(/30 September 2024/);
    expect(result.automatic.provided).toBe(false);
  });

  it('leaves a registrable sex offence felony out of automatic relief (1203.425)', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'sex_offence',
        dispositionDate: '2010-01-01',
        sentenceCompletedDate: '2012-01-01',
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result.likelihood).toBe('possibly');
  });

  it('counts a felony arrest without charges three years from the arrest for automatic relief (851.93)', () => {
    const result = checkEligibility(
      criminalCase('CA', {
        disposition: 'no_charges_filed',
        chargeLevel: 'felony',
        offenceDate: '2023-11-25',
        dispositionDate: '2023-12-01',
      }),
      TODAY,
    );
    expect(result.automatic).toMatchObject({ provided: true });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
  });
});
