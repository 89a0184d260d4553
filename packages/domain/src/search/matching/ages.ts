import { ambiguous, conflict, support } from './finding';
import type { Finding } from './finding';
import type { ResultText } from './text';

/**
 * Ages and birth years on a result, compared with the member's birth year. An age on a dated item
 * (a booking, a filing, a story) is compared with their age at that date, not today's; an age
 * band ("30-34", "in her 40s") fits when it overlaps. A year either way is allowed (birthdays).
 */
type Age = { low: number; high: number; at: number };

const AGE_LABEL =
  / aged?(?: (?:at|on) (?:the )?(?:booking|arrest|time of [a-z]+))?(?: (?:group|range|band))?(?: :)? (\d{1,3})(?: (?:-|to) (\d{1,3}))? /g;
const YEARS_OLD = / (\d{1,3}) (?:- )?(?:years? (?:- )?old|yrs? old|y \/ o) /g;
const DECADE = / in (?:his|her|their) (\d)0s /g;
/** "Jane Doe, 42," or "Jane Doe (42)": only right after the member's name. */
const AFTER_NAME_AGE = / (?:, (\d{2})(?: - (\d{2}))?(?= (?:,|—|\||\.|;|\)) | $)|\( (\d{2}) \) )/g;
const BORN =
  / (?:born|b|dob|date of birth|birth year)(?: :)?(?: in)?(?: [a-z]+)?(?: \d{1,2} [-/])?(?: \d{1,2} [-/])? (\d{4}) /g;
const MONTHS = 'jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december';
const DATES = [
  / \d{1,2} \/ \d{1,2} \/ (\d{4}) /g,
  / (\d{4}) - \d{2} - \d{2} /g,
  new RegExp(` (?:${MONTHS})(?: \\d{1,2})?(?: ,)? (\\d{4}) `, 'g'),
  / (?:booked|arrested|charged|cited|filed|published|posted|convicted|sentenced|dated)(?: (?!\d)[a-z]+){0,4} (?:on |in )?(\d{4}) /g,
  / in (\d{4}) /g,
];
const NOT_AN_EVENT = /(?:updated|as of|retrieved|accessed|copyright|born|dob)(?: :)? ?$/;
const URL_YEAR = /\/((?:19|20)\d{2})\//;

export type AgeContext = {
  result: ResultText;
  url: string;
  birthYear: number;
  now: Date;
  /** Where in `result.text` each mention of the member's name ends. */
  nameEnds: ReadonlySet<number>;
  /** Whether a position of `result.text` is inside a list of relatives. */
  isAside: (position: number) => boolean;
};

function readAges(context: AgeContext): Age[] {
  const { text } = context.result;
  const ages: Age[] = [];
  const add = (low: number, high: number, at: number) => {
    if (!context.isAside(at) && low > 0 && low <= high && high < 120) ages.push({ low, high, at });
  };
  for (const m of text.matchAll(AGE_LABEL)) add(Number(m[1]), Number(m[2] ?? m[1]), m.index);
  for (const m of text.matchAll(YEARS_OLD)) add(Number(m[1]), Number(m[1]), m.index);
  for (const m of text.matchAll(DECADE)) add(Number(m[1]) * 10, Number(m[1]) * 10 + 9, m.index);
  for (const m of text.matchAll(AFTER_NAME_AGE)) {
    const low = Number(m[1] ?? m[3]);
    if (context.nameEnds.has(m.index)) add(low, Number(m[2] ?? low), m.index);
  }
  return ages;
}

/** The years the result's dated events happened in (bookings, filings, stories), if any. */
function eventYears(context: AgeContext): number[] {
  const { text } = context.result;
  const thisYear = context.now.getUTCFullYear();
  const years = new Set<number>();
  for (const pattern of DATES) {
    for (const m of text.matchAll(pattern)) {
      const year = Number(m[1]);
      if (year >= 1900 && year <= thisYear && !NOT_AN_EVENT.test(text.slice(Math.max(0, m.index - 16), m.index))) {
        years.add(year);
      }
    }
  }
  const fromUrl = URL_YEAR.exec(context.url)?.[1];
  if (fromUrl && Number(fromUrl) <= thisYear) years.add(Number(fromUrl));
  return [...years];
}

export function ageFindings(context: AgeContext): Finding[] {
  const { birthYear } = context;
  const ages = readAges(context);
  const born = [...context.result.text.matchAll(BORN)]
    .filter((m) => !context.isAside(m.index))
    .map((m) => Number(m[1]));
  if (ages.length === 0 && born.length === 0) return [];
  const dated = ages.length > 0 ? eventYears(context) : [];
  const years = dated.length > 0 ? dated : [context.now.getUTCFullYear()];
  const fits = (age: Age) => years.some((year) => age.low <= year - birthYear + 1 && age.high >= year - birthYear - 1);
  const found: Finding[] = [];
  const fitting = ages.filter(fits);
  const misfit = ages.filter((age) => !fits(age));
  const bornFits = born.filter((year) => Math.abs(year - birthYear) <= 1);
  const bornMisfit = born.filter((year) => Math.abs(year - birthYear) > 1);
  if ((fitting.length > 0 || bornFits.length > 0) && (misfit.length > 0 || bornMisfit.length > 0)) {
    return [ambiguous('several', 'ages of several people')];
  }
  if (bornMisfit.length > 0) found.push(conflict('age', `different birth year (${bornMisfit[0]})`));
  else if (bornFits.length > 0) found.push(support('age', 25, 'birth year'));
  const first = misfit[0];
  if (first) {
    const shown = first.low === first.high ? String(first.low) : `${first.low}-${first.high}`;
    found.push(conflict('age', dated.length > 0 ? `different age at the time (${shown} in ${dated.join(', ')})` : `different age (${shown})`));
  } else if (fitting.length > 0) {
    const isBand = fitting.every((age) => age.low !== age.high);
    const text = dated.length > 0 ? `age at the time (${dated.join(', ')})` : isBand ? 'age range' : 'age';
    found.push(support('age', isBand ? 20 : 25, text));
  }
  return found;
}
