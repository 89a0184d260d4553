import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('North Carolina', () => {
  it('must expunge a dismissal on request (N.C. Gen. Stat. 15A-146(a)); before December 2021 it was not automatic', () => {
    const result = checkEligibility(criminalCase('NC'), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(false);
  });

  it('expunges a dismissal from 1 December 2021 on its own (15A-146(a4))', () => {
    const result = checkEligibility(criminalCase('NC', { dispositionDate: '2021-12-01' }), TODAY);
    expect(result.automatic.provided).toBe(true);
  });

  it('expunges a nonviolent misdemeanor five years after the sentence ended: the wait ends tomorrow (15A-145.5(c))', () => {
    const result = checkEligibility(
      criminalCase('NC', {
        disposition: 'convicted',
        offenceCategory: 'property',
        dispositionDate: '2021-01-10',
        sentenceCompletedDate: '2021-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('a conviction within the five years rules the expunction out', () => {
    const result = checkEligibility(
      criminalCase('NC', {
        disposition: 'convicted',
        dispositionDate: '2015-01-10',
        sentenceCompletedDate: '2015-06-01',
        otherCases: { pending: false, laterConvictionDates: ['2018-02-14'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.reasons.join(' ')).toMatch(/14 February 2018/);
  });

  it('a pending case rules the expunction out', () => {
    const result = checkEligibility(
      criminalCase('NC', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'drug',
        dispositionDate: '2005-01-10',
        sentenceCompletedDate: '2006-01-10',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement' });
  });

  it('does not expunge impaired driving', () => {
    const result = checkEligibility(
      criminalCase('NC', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2010-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/impaired driving/);
  });
});
