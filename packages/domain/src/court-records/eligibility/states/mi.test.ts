import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../index';
import { criminalCase, TODAY, TOMORROW } from '../test-cases';

describe('Michigan', () => {
  it('sets a misdemeanor aside on application three years after probation ended: the wait ends tomorrow (MCL 780.621)', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        offenceCategory: 'drug',
        dispositionDate: '2022-03-01',
        sentenceCompletedDate: '2023-11-25',
      }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'unlikely', remedy: 'set_aside', waitingPeriodEnds: TOMORROW });
    expect(result.automatic.text).toMatch(/from 25 November 2030/);
  });

  it('sets a misdemeanor aside on its own after seven years (780.621g)', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        dispositionDate: '2015-03-01',
        sentenceCompletedDate: '2016-03-01',
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(true);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'set_aside' });
  });

  it('an open case rules out the automatic set-aside', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        dispositionDate: '2015-03-01',
        sentenceCompletedDate: '2016-03-01',
        otherCases: { pending: true, laterConvictionDates: [] },
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result.automatic.text).toMatch(/must end first/);
  });

  it('a later conviction starts the automatic clock again and keeps the application at "possibly"', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'drug',
        dispositionDate: '2008-03-01',
        sentenceCompletedDate: '2010-03-01',
        otherCases: { pending: false, laterConvictionDates: ['2024-05-05'] },
      }),
      TODAY,
    );
    expect(result.automatic.text).toMatch(/from 5 May 2034/);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'set_aside' });
  });

  it('leaves an assaultive felony out of automatic set-aside', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        chargeLevel: 'felony',
        offenceCategory: 'violent',
        dispositionDate: '2005-03-01',
        sentenceCompletedDate: '2008-03-01',
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result.likelihood).toBe('possibly');
  });

  it('has arrest records destroyed after an acquittal (MCL 28.243)', () => {
    const result = checkEligibility(criminalCase('MI', { disposition: 'acquitted' }), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'expungement' });
    expect(result.statutes[0]?.citation).toBe('Mich. Comp. Laws § 28.243');
  });

  it('leaves operating while intoxicated out of automatic set-aside, while a first offence can still be set aside on application', () => {
    const result = checkEligibility(
      criminalCase('MI', {
        disposition: 'convicted',
        offenceCategory: 'dui',
        dispositionDate: '2010-03-01',
        sentenceCompletedDate: '2011-03-01',
      }),
      TODAY,
    );
    expect(result.automatic.provided).toBe(false);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'set_aside' });
    expect(result.reasons.join(' ')).toMatch(/first drunk-driving offence/);
  });
});
