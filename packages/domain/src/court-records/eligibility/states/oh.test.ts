import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Ohio', () => {
  it('lets the court seal a dismissal (Ohio Revised Code 2953.33), weighing the interests', () => {
    const result = checkEligibility(criminalCase('OH'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(false);
    expect(result.statutes[0]?.citation).toBe('Ohio Rev. Code § 2953.33');
  });

  it('seals a misdemeanor one year after final discharge: the wait ends tomorrow (2953.32)', () => {
    const result = checkEligibility(
      criminalCase('OH', {
        disposition: 'convicted',
        offenceCategory: 'property',
        sentenceCompletedDate: '2025-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
  });

  it('seals a minor misdemeanor six months after final discharge', () => {
    const result = checkEligibility(
      criminalCase('OH', { disposition: 'convicted', chargeLevel: 'infraction', sentenceCompletedDate: '2026-05-24' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing', waitingPeriodEnds: null });
  });

  it('a case still pending against you rules sealing out (2953.32: proceedings pending)', () => {
    const result = checkEligibility(
      criminalCase('OH', {
        disposition: 'convicted',
        sentenceCompletedDate: '2020-01-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing' });
    expect(result.reasons).toContain('A case still open against you must end first.');
  });

  it('a later conviction keeps a misdemeanor sealing at "possibly": the court weighs it', () => {
    const result = checkEligibility(
      criminalCase('OH', {
        disposition: 'convicted',
        sentenceCompletedDate: '2020-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2024-01-01'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing' });
    expect(result.reasons.join(' ')).toMatch(/later conviction/);
  });

  it('does not seal a violent felony or an impaired-driving conviction', () => {
    for (const offenceCategory of ['violent', 'dui'] as const) {
      const result = checkEligibility(
        criminalCase('OH', {
          disposition: 'convicted',
          chargeLevel: 'felony',
          offenceCategory,
          sentenceCompletedDate: '2010-01-01',
        }),
        TODAY,
      );
      expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    }
  });
});
