import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Connecticut', () => {
  it('erases an acquittal on its own (Conn. Gen. Stat. 54-142a(a))', () => {
    const result = checkEligibility(criminalCase('CT', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'likely', remedy: 'expungement', waitingPeriodEnds: null });
    expect(result.automatic.provided).toBe(true);
  });

  it('erases a misdemeanor on its own seven years after the conviction (54-142a(e)): from tomorrow', () => {
    const result = checkEligibility(
      criminalCase('CT', { disposition: 'convicted', offenceCategory: 'property', dispositionDate: '2019-11-25' }),
      TODAY,
    );
    expect(result.automatic).toMatchObject({ provided: true });
    expect(result.automatic.text).toMatch(/from 25 November 2026/);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
  });

  it('a felony pardon can be sought five years after the conviction: the wait ends tomorrow (54-130a)', () => {
    const result = checkEligibility(
      criminalCase('CT', { disposition: 'convicted', chargeLevel: 'felony', dispositionDate: '2021-11-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('a later conviction starts the Clean Slate clock again from that conviction', () => {
    const result = checkEligibility(
      criminalCase('CT', {
        disposition: 'convicted',
        dispositionDate: '2010-01-01',
        otherCases: { pending: false, laterConvictionDates: ['2022-09-09'] },
      }),
      TODAY,
    );
    expect(result.automatic.text).toMatch(/from 9 September 2029/);
    expect(result.likelihood).toBe('possibly');
  });

  it('leaves family violence out of Clean Slate erasure', () => {
    const result = checkEligibility(
      criminalCase('CT', {
        disposition: 'convicted',
        offenceCategory: 'domestic_violence',
        dispositionDate: '2005-01-01',
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
  });

  it('leaves convictions from before 2000 to a petition', () => {
    const result = checkEligibility(
      criminalCase('CT', { disposition: 'convicted', dispositionDate: '1995-01-01' }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
  });
});
