import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Colorado', () => {
  it('seals an acquittal, on the court’s own motion (Colo. Rev. Stat. 24-72-705)', () => {
    const result = checkEligibility(criminalCase('CO', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('seals a misdemeanor two years after supervision ended: the wait ends tomorrow (24-72-706)', () => {
    const result = checkEligibility(
      criminalCase('CO', {
        disposition: 'convicted',
        offenceCategory: 'property',
        dispositionDate: '2023-01-01',
        sentenceCompletedDate: '2024-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
  });

  it('a conviction inside the wait rules out the petition and automatic sealing', () => {
    const result = checkEligibility(
      criminalCase('CO', {
        disposition: 'convicted',
        dispositionDate: '2015-01-01',
        sentenceCompletedDate: '2016-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2017-07-07'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/7 July 2017/);
    expect(result.automatic.provided).toBe(false);
  });

  it('does not seal driving under the influence', () => {
    const result = checkEligibility(
      criminalCase('CO', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2010-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving under the influence/);
    expect(result.automatic.provided).toBe(false);
  });

  it('seals a misdemeanor on its own seven years after the case ended (13-3-117)', () => {
    const result = checkEligibility(
      criminalCase('CO', { disposition: 'convicted', offenceCategory: 'drug', dispositionDate: '2017-01-01' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result.likelihood).toBe('possibly');
  });

  it('keeps an arrest with no charge at "possibly" on petition (24-72-704)', () => {
    const result = checkEligibility(criminalCase('CO', { disposition: 'no_charges_filed' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing' });
    expect(result.automatic.provided).toBe(false);
  });
});
