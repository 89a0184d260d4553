import type { ChargeLevel, OffenceCategory } from './types';

/* How the engine's reasons are worded: charge levels and offences in words, days as people write them. */

const WORDS: Record<ChargeLevel | OffenceCategory, string> = {
  infraction: 'infraction',
  misdemeanor: 'misdemeanor',
  felony: 'felony',
  violent: 'violent offence',
  sex_offence: 'sex offence',
  dui: 'driving under the influence',
  domestic_violence: 'domestic violence',
  drug: 'drug offence',
  property: 'property offence',
  other: 'other offence',
};

export function inWords(values: readonly (ChargeLevel | OffenceCategory)[]): string {
  return values.map((value) => WORDS[value]).join(', ');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-11-25 → "25 November 2026": reasons are read as they are, in any time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
