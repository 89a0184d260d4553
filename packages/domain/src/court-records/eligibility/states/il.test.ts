import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Illinois', () => {
  it('expunges a dismissal on petition (20 ILCS 2630/5.2(b)), at "possibly" since agencies may object', () => {
    const result = checkEligibility(criminalCase('IL'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
    expect(result.automatic.text).toMatch(/starts doing this on 1 January 2029; until then, a petition is the way/);
    expect(result.statutes[0]?.citation).toBe('20 ILCS 2630/5.2');
  });

  it('seals a conviction three years after the sentence ended: the wait ends tomorrow (5.2(c)(3))', () => {
    const result = checkEligibility(
      criminalCase('IL', {
        disposition: 'convicted',
        offenceCategory: 'property',
        sentenceCompletedDate: '2023-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
  });

  it('a conviction rules out expunging a dismissal; sealing it remains (5.2(b)(1), (c)(2))', () => {
    const result = checkEligibility(
      criminalCase('IL', { otherCases: { pending: false, laterConvictionDates: ['2022-08-08'] } }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'sealing' });
  });

  it('a later conviction starts the three-year sealing wait again from the last sentence', () => {
    const result = checkEligibility(
      criminalCase('IL', {
        disposition: 'convicted',
        sentenceCompletedDate: '2018-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2025-06-15'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: '2028-06-15' });
  });

  it('does not seal a DUI conviction', () => {
    const result = checkEligibility(
      criminalCase('IL', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2015-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving under the influence/);
    expect(result.automatic.provided).toBe(false);
  });

  it('seals a felony under the Clean Slate Act three years after the sentence ended (HB 1836)', () => {
    const result = checkEligibility(
      criminalCase('IL', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'drug',
        sentenceCompletedDate: '2023-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'sealing', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2026\. The state starts doing this on 1 January 2029\./);
  });

  it('expunges completed supervision only two years after it ended', () => {
    const result = checkEligibility(
      criminalCase('IL', { disposition: 'diversion_completed', dispositionDate: '2024-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });
});
