import { ambiguous, conflict, support } from './finding';
import type { Finding } from './finding';
import type { ResultText } from './text';
import { TOKEN_FLAGS } from './word-set';

/**
 * Ages and birth years on a result, compared with the member's birth year. An age on a dated item
 * (a booking, a filing, a story) is compared with their age at that date, not today's; an age
 * band ("30-34", "in her 40s") fits when it overlaps. A year either way is allowed (birthdays).
 * Read token by token: this runs for every result of every scan (ARCHITECTURE §12).
 */
type Age = { low: number; high: number };

export type AgeContext = {
  result: ResultText;
  url: string;
  birthYear: number;
  now: Date;
  /** The token after each mention of the member's name. */
  nameEnds: readonly number[];
  /** Tokens that belong to a list of relatives: their ages are someone else's. */
  aside: Uint8Array;
};

/** Words that may stand between "age" and the number: "Age at booking: 36", "age group 50-54". */
const AGE_FILLERS = new Set(['at', 'on', 'the', 'booking', 'arrest', 'time', 'of', 'group', 'range', 'band', ':']);
/** Token flag of the words after an age's number ("45 years old"). */
const YEAR_WORD = TOKEN_FLAGS.register(['years', 'year', 'yrs', 'yr']);
const BIRTH_WORDS = new Set(['born', 'b', 'dob']);
const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december'.split(
    ' ',
  ),
);
const EVENT_WORDS = new Set([
  'booked',
  'arrested',
  'charged',
  'cited',
  'filed',
  'published',
  'posted',
  'convicted',
  'sentenced',
  'dated',
  // A case's disposition and its year ("Disposition: dismissed, 2019"): a year of the case.
  'dismissed',
  'disposed',
  'acquitted',
  // A criminal record's class before its year ("Felony, 2020."): the year of the case.
  'felony',
  'misdemeanor',
  'infraction',
]);
const NOT_EVENT_WORDS = new Set(['updated', 'retrieved', 'accessed', 'copyright', 'born', 'dob']);
/** What may follow "Jane Doe, 42" for 42 to be an age. */
const AFTER_AGE = new Set([',', '—', '|', '.', ';', ')']);
const URL_YEAR = /\/((?:19|20)\d{2})\//;

function isDigits(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return word.length > 0;
}
const isNumber = (word: string | undefined, digits: number) =>
  word !== undefined && word.length === digits && isDigits(word);
const isSmallNumber = (word: string | undefined) => word !== undefined && word.length <= 3 && isDigits(word);

/** Words that start an age or a birth year: only tokens with this flag (or digits) are looked at. */
const AGE_START = TOKEN_FLAGS.register(['age', 'aged', 'in', ...BIRTH_WORDS, 'birth']);

/** Ages ("Age 45", "age at booking: 36", "40-44", "45 years old", "in her 40s") and birth years, in one pass. */
function readAges(context: AgeContext): { ages: Age[]; born: number[] } {
  const { words, flags } = context.result;
  const { aside } = context;
  const ages: Age[] = [];
  const born: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const code = word.charCodeAt(0);
    const isDigit = code >= 48 && code <= 57;
    if ((!isDigit && ((flags[i] ?? 0) & AGE_START) === 0) || aside[i] === 1) continue;
    if (isDigit) {
      if (!isSmallNumber(word)) continue;
      let j = i + 1;
      if (words[j] === '-') j++;
      if (((flags[j] ?? 0) & YEAR_WORD) !== 0) {
        if (words[j + 1] === '-') j++;
        if (words[j + 1] === 'old') pushAge(ages, Number(word), Number(word));
      } else if (words[j] === 'y' && words[j + 1] === '/' && words[j + 2] === 'o')
        pushAge(ages, Number(word), Number(word));
    } else if (word === 'age' || word === 'aged') {
      let j = i + 1;
      while (j < i + 5 && AGE_FILLERS.has(words[j] ?? '')) j++;
      if (!isSmallNumber(words[j])) continue;
      const isBand = (words[j + 1] === '-' || words[j + 1] === 'to') && isSmallNumber(words[j + 2]);
      pushAge(ages, Number(words[j]), Number(isBand ? words[j + 2] : words[j]));
    } else if (word === 'in') {
      if (/^(his|her|their)$/.test(words[i + 1] ?? '') && /^\d0s$/.test(words[i + 2] ?? '')) {
        const decade = Number((words[i + 2] ?? '').slice(0, 1)) * 10;
        pushAge(ages, decade, decade + 9);
      }
    } else if (BIRTH_WORDS.has(word) || (word === 'birth' && (words[i + 1] === 'year' || words[i - 1] === 'of'))) {
      const year = birthYearAfter(words, i);
      if (year !== null) born.push(year);
    }
  }
  // "Jane Doe, 42," / "Jane Doe, 40-44 |" / "Jane Doe (42)": read at the end of each mention of the name.
  for (const end of context.nameEnds) {
    const opener = words[end];
    const value = words[end + 1];
    if ((opener !== ',' && opener !== '(') || !isNumber(value, 2)) continue;
    const isBand = opener === ',' && words[end + 2] === '-' && isNumber(words[end + 3], 2);
    const after = words[end + (isBand ? 4 : 2)];
    const closes = opener === '(' ? after === ')' : after === undefined || AFTER_AGE.has(after);
    if (closes) pushAge(ages, Number(value), Number(isBand ? words[end + 3] : value));
  }
  return { ages, born };
}

function pushAge(ages: Age[], low: number, high: number): void {
  if (low > 0 && low <= high && high < 120) ages.push({ low, high });
}

/** "born 1981", "(born 1981)", "DOB: 03/14/1981", "birth year 1981": the year, or null. */
function birthYearAfter(words: readonly string[], at: number): number | null {
  for (let j = at + 1; j < at + 8 && j < words.length; j++) {
    const word = words[j] ?? '';
    if (isNumber(word, 4)) return Number(word);
    if (!/^(?:year|:|in|\/|-|\d{1,2})$/.test(word) && !MONTHS.has(word)) return null;
  }
  return null;
}

/** Adds a year once, when it is 1900 or later and not in the future (no closure per text: tsx names each). */
function addYear(years: number[], year: number, thisYear: number): void {
  if (year >= 1900 && year <= thisYear && !years.includes(year)) years.push(year);
}

/** The years of the result's dated events (a booking, a filing, a story), if any. */
function eventYears(context: AgeContext): number[] {
  const { words } = context.result;
  const thisYear = context.now.getUTCFullYear();
  const years: number[] = [];
  const fromUrl = URL_YEAR.exec(context.url)?.[1];
  if (fromUrl) addYear(years, Number(fromUrl), thisYear);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!isNumber(word, 4) || !/^(?:19|20)/.test(word)) continue;
    const before = words[i - 1] ?? '';
    const isDate =
      (before === '/' && words[i - 3] === '/') ||
      (words[i + 1] === '-' && isNumber(words[i + 2], 2)) ||
      MONTHS.has(before) ||
      (before === ',' && MONTHS.has(words[i - 3] ?? '')) ||
      ((before === 'in' || before === 'on') && !NOT_EVENT_WORDS.has(words[i - 2] ?? ''));
    const isEvent = !isDate && [1, 2, 3, 4, 5].some((back) => EVENT_WORDS.has(words[i - back] ?? ''));
    const isExcluded = [1, 2, 3, 4, 5, 6].some((back) => NOT_EVENT_WORDS.has(words[i - back] ?? ''));
    if ((isDate || isEvent) && !isExcluded) addYear(years, Number(word), thisYear);
  }
  return years;
}

export function ageFindings(context: AgeContext): Finding[] {
  const { birthYear } = context;
  const { ages, born } = readAges(context);
  if (ages.length === 0 && born.length === 0) return [];
  const dated = ages.length > 0 ? eventYears(context) : [];
  const years = dated.length > 0 ? dated : [context.now.getUTCFullYear()];
  const fitting: Age[] = [];
  const misfit: Age[] = [];
  for (const age of ages) {
    const fits = years.some((year) => age.low <= year - birthYear + 1 && age.high >= year - birthYear - 1);
    (fits ? fitting : misfit).push(age);
  }
  const bornFits = born.some((year) => Math.abs(year - birthYear) <= 1);
  const bornMisfit = born.find((year) => Math.abs(year - birthYear) > 1);
  if ((fitting.length > 0 || bornFits) && (misfit.length > 0 || bornMisfit !== undefined)) {
    return [ambiguous('several', 'ages of several people')];
  }
  const found: Finding[] = [];
  if (bornMisfit !== undefined) found.push(conflict('age', `different birth year (${bornMisfit})`));
  else if (bornFits) found.push(support('age', 25, 'birth year'));
  const first = misfit[0];
  if (first) {
    const shown = first.low === first.high ? String(first.low) : `${first.low}-${first.high}`;
    found.push(
      conflict(
        'age',
        dated.length > 0 ? `different age at the time (${shown} in ${dated.join(', ')})` : `different age (${shown})`,
      ),
    );
  } else if (fitting.length > 0) {
    const isBand = fitting.every((age) => age.low !== age.high);
    const text = dated.length > 0 ? `age at the time (${dated.join(', ')})` : isBand ? 'age range' : 'age';
    found.push(support('age', isBand ? 20 : 25, text));
  }
  return found;
}
