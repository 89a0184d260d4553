import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('New Jersey', () => {
  it('must expunge an acquittal (N.J.S.A. 2C:52-6); since 2021 at the end of the case', () => {
    const old = checkEligibility(criminalCase('NJ', { disposition: 'acquitted' }), TODAY);
    expect(old).toMatchObject({ likelihood: 'likely', remedy: 'expungement' });
    expect(old.automatic.provided).toBe(false);
    const recent = checkEligibility(
      criminalCase('NJ', { disposition: 'acquitted', dispositionDate: '2022-05-05' }),
      TODAY,
    );
    expect(recent.automatic.provided).toBe(true);
  });

  it('expunges a disorderly persons offence five years after probation ended: the wait ends tomorrow (2C:52-3)', () => {
    const result = checkEligibility(
      criminalCase('NJ', {
        disposition: 'convicted',
        offenceCategory: 'property',
        dispositionDate: '2020-06-01',
        sentenceCompletedDate: '2021-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });

  it('expunges an indictable offence six years after release (2C:52-2)', () => {
    const result = checkEligibility(
      criminalCase('NJ', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'drug',
        dispositionDate: '2015-06-01',
        sentenceCompletedDate: '2019-06-01',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement', waitingPeriodEnds: null });
  });

  it('a later conviction starts the clean slate ten years again and keeps the others at "possibly"', () => {
    const result = checkEligibility(
      criminalCase('NJ', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        dispositionDate: '2010-06-01',
        sentenceCompletedDate: '2011-06-01',
        otherCases: { pending: false, laterConvictionDates: ['2024-01-01'] },
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
    expect(result.reasons.join(' ')).toMatch(/later conviction/);
  });

  it('never expunges driving while intoxicated', () => {
    const result = checkEligibility(
      criminalCase('NJ', { disposition: 'convicted', offenceCategory: 'dui', sentenceCompletedDate: '2000-01-01' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'none' });
    expect(result.reasons[0]).toMatch(/driving while intoxicated/);
  });

  it('waits six months after pretrial intervention ends', () => {
    const result = checkEligibility(
      criminalCase('NJ', { disposition: 'diversion_completed', dispositionDate: '2026-05-25' }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'expungement', waitingPeriodEnds: TOMORROW });
  });
});
