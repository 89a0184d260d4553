import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Florida', () => {
  it('seals an acquittal on its own (Fla. Stat. 943.0595) and leaves expunction to the court (943.0585)', () => {
    const result = checkEligibility(criminalCase('FL', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
    expect(result.statutes.map((statute) => statute.citation)).toEqual([
      'Fla. Stat. § 943.0585',
      'Fla. Stat. § 943.0595',
    ]);
  });

  it('seals a withheld adjudication only once supervision ends: probation ending tomorrow means not yet (943.059)', () => {
    const result = checkEligibility(
      criminalCase('FL', { disposition: 'convicted', offenceCategory: 'property', sentenceCompletedDate: TOMORROW }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.provided).toBe(false);
  });

  it('a later adjudication of guilt rules out expunction (943.0585(2): never adjudicated guilty)', () => {
    const result = checkEligibility(
      criminalCase('FL', { otherCases: { pending: false, laterConvictionDates: ['2023-04-04'] } }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement' });
    expect(result.reasons.join(' ')).toMatch(/4 April 2023/);
    expect(result.automatic.provided).toBe(true);
  });

  it('gives no sealing for a DUI, where adjudication cannot be withheld', () => {
    const result = checkEligibility(
      criminalCase('FL', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2021-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving under the influence/);
  });

  it('leaves a dismissed sexual offence out of automatic sealing, while expunction stays a question for the court', () => {
    const result = checkEligibility(criminalCase('FL', { offenceCategory: 'sex_offence' }), TODAY);
    expect(result.automatic.provided).toBe(false);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
  });

  it('keeps a forcible felony dismissal at "possibly" for automatic sealing', () => {
    const result = checkEligibility(criminalCase('FL', { chargeLevel: 'felony', offenceCategory: 'violent' }), TODAY);
    expect(result.automatic.provided).toBe(true);
    expect(result.automatic.text).toMatch(/forcible felony/);
  });
});
