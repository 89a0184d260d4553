/**
 * Result text as the matching rules read it: lower case, accents and apostrophes dropped
 * ("O'Brien" → "obrien", "Hernández" → "hernandez"), words and punctuation as separate tokens,
 * joined by single spaces in `text` with a space at each end, so a phrase is found as ` a b `.
 */
export type ResultText = {
  text: string;
  /**
   * Words (letters and digits) and punctuation marks (, . ; | & : ( ) / -), in order. A hyphen
   * inside a word ("Garcia-Lopez", "40-44") is '-'; a dash between spaces ("Jane Doe - Austin") is '—'.
   */
  words: string[];
  /** Where each token starts in `text`. */
  starts: number[];
  /** Whether the token was written as two capital letters ("AZ"), which makes it a state code. */
  capitals: boolean[];
};

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’ʼ`][\p{L}\p{M}]+)*|\s[-–—]+\s|[,.;|&:()/–—-]/gu;
/** A full stop after these ends an abbreviation, not a sentence: "Jane Q. Doe", "St. Louis", "Smith v. Jones". */
const ABBREVIATIONS = new Set(['st', 'mt', 'ft', 'jr', 'sr', 'dr', 'mr', 'mrs', 'ms', 'no', 'v', 'vs', 'co', 'inc']);

/** Lower case with accents removed (only when there are any: most text is ASCII). */
export function fold(value: string): string {
  const lower = value.toLowerCase();
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
}

/** One word as the rules compare it: folded, a possessive "'s" and apostrophes dropped. */
export const foldWord = (word: string) =>
  fold(word)
    .replace(/['’ʼ`]s$/, '')
    .replace(/['’ʼ`]/g, '');

export const isWord = (token: string | undefined): token is string =>
  token !== undefined && token.length > 0 && /^[a-z0-9]/.test(token);

export function readText(value: string): ResultText {
  const words: string[] = [];
  const capitals: boolean[] = [];
  for (const match of value.matchAll(TOKEN)) {
    const raw = /^\s|^[–—]$/.test(match[0]) ? '—' : match[0];
    if (raw === '.') {
      const previous = words.at(-1);
      if (previous !== undefined && (previous.length === 1 || ABBREVIATIONS.has(previous))) continue;
    }
    words.push(raw.length === 1 && !/[\p{L}\p{N}]/u.test(raw) ? raw : foldWord(raw));
    capitals.push(raw.length === 2 && raw === raw.toUpperCase() && /^[A-Z]{2}$/.test(raw));
  }
  const starts: number[] = [];
  let offset = 1;
  for (const word of words) {
    starts.push(offset);
    offset += word.length + 1;
  }
  return { text: ` ${words.join(' ')} `, words, starts, capitals };
}

/** The token index at a position of `text` (the token that starts there or before it). */
export function tokenAt(result: ResultText, position: number): number {
  let low = 0;
  let high = result.starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((result.starts[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
