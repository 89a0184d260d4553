import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

const now = new Date('2026-06-01T00:00:00Z');
// Born 1981: 44 or 45 in 2026, 35 or 36 in 2017.
const maria: MatchProfile = { firstName: 'Maria', lastName: 'Garcia', birthYear: 1981 };
const ageOf = (title: string, snippet = '', url?: string) => {
  const decided = scoreMatch({ title, snippet, url }, maria, now);
  return [...decided.matched, ...decided.conflicts].filter((text) => /age|birth/.test(text));
};

describe('ages', () => {
  it.each([
    ['Maria Garcia, 45', ['age']],
    ['Maria Garcia (44)', ['age']],
    ['Maria Garcia', ['age'], 'Age: 45'],
    ['Maria Garcia', ['age'], 'Aged 46.'],
    ['Maria Garcia', ['age'], 'a 45-year-old woman'],
    ['Maria Garcia', ['age'], '45 years old'],
    ['Maria Garcia, 23', ['different age (23)']],
    ['Maria Garcia', ['different age (62)'], 'Age 62'],
  ])('"%s" %s', (title, expected, snippet = '') => {
    expect(ageOf(title, snippet)).toEqual(expected);
  });

  it('reads "Age at booking: N"', () => {
    expect(ageOf('Maria Garcia', 'Age at booking: 19.')).toEqual(['different age (19)']);
    expect(ageOf('Maria Garcia', 'Age at booking: 45.')).toEqual(['age']);
  });

  it('reads an age band as a range, not as its lower bound', () => {
    expect(ageOf('Maria Garcia, age 40-44')).toEqual(['age range']);
    expect(ageOf('Maria Garcia, 45-49 | Phoenix')).toEqual(['age range']);
    expect(ageOf('Maria Garcia', 'In her 40s.')).toEqual(['age range']);
    expect(ageOf('Maria Garcia, age 20-24')).toEqual(['different age (20-24)']);
  });

  it('reads the year of a case’s disposition as a year of the case', () => {
    expect(ageOf('People v Maria Garcia', 'Defendant age 36. Disposition: dismissed, 2017.')).toEqual([
      'age at the time (2017)',
    ]);
    expect(ageOf('People v Maria Garcia', 'Defendant age 36. Disposition: dismissed.')).toEqual(['different age (36)']);
  });

  it('compares the age in a dated item with the age at that date, not today', () => {
    expect(ageOf('Maria Garcia, age 36, booked Maricopa County jail on 03/14/2017')).toEqual([
      'age at the time (2017)',
    ]);
    expect(ageOf('Maria Garcia', 'Age at booking: 36. Booked 2017-03-14.')).toEqual(['age at the time (2017)']);
    expect(ageOf('Woman charged', 'Maria Garcia, 36, of Phoenix was arrested. March 16, 2017.')).toEqual([
      'age at the time (2017)',
    ]);
    expect(ageOf('Woman charged', 'Maria Garcia, 36, was arrested.', 'https://news.example/2017/03/x')).toEqual([
      'age at the time (2017)',
    ]);
    expect(ageOf('Woman cited', 'Maria Garcia, 36, was cited. Published August 2, 2025.')).toEqual([
      'different age at the time (36 in 2025)',
    ]);
    expect(ageOf('Maria Garcia, age 45, booked Orange County jail 2019')).toEqual([
      'different age at the time (45 in 2019)',
    ]);
  });

  it("reads the year after a criminal record's class as the year of the case", () => {
    expect(ageOf('State v. Garcia, Maria', 'Felony, 2017. Defendant age 36.')).toEqual(['age at the time (2017)']);
    expect(ageOf('State v. Garcia, Maria', 'Misdemeanor, 2017. Defendant age 45.')).toEqual([
      'different age at the time (45 in 2017)',
    ]);
    // A year with no event or class before it is no date of the record: today's age is compared.
    expect(ageOf('Maria Garcia', 'Member since 2017. Age 36.')).toEqual(['different age (36)']);
  });

  it('reads birth years and allows a year either way', () => {
    expect(ageOf('Maria Garcia (born 1981)')).toEqual(['birth year']);
    expect(ageOf('Maria Garcia', 'DOB: 03/14/1982')).toEqual(['birth year']);
    expect(ageOf('Maria Garcia (born 1954)')).toEqual(['different birth year (1954)']);
  });

  it('does not read the ages of relatives, nor a number after someone else’s name', () => {
    expect(ageOf('Maria Garcia', 'Relatives: Luis Garcia, age 70.')).toEqual([]);
    expect(ageOf('Maria Garcia and John Smith, 52, were cited')).toEqual([]);
  });

  it('calls a page with ages that fit and ages that do not a page about several people', () => {
    expect(ageOf('Maria Garcia, 45', 'Maria Garcia, 23.')).toEqual(['ages of several people']);
    expect(scoreMatch({ title: 'Maria Garcia, 45', snippet: 'Maria Garcia, 23.' }, maria, now).conflicts).toContain(
      'ages of several people',
    );
  });

  it('cannot check an age without a birth year', () => {
    expect(
      scoreMatch({ title: 'Maria Garcia, 23', snippet: '' }, { ...maria, birthYear: null }, now).conflicts,
    ).toEqual([]);
  });
});
