import { TOKEN_FLAGS, TWO_CAPITALS, WORD, wordSlot } from './word-set';

/**
 * Result text as the matching rules read it: lower case, accents and apostrophes dropped
 * ("O'Brien" → "obrien", "Hernández" → "hernandez"), words and punctuation as separate tokens.
 */
export type ResultText = {
  /**
   * Words (letters and digits) and punctuation marks (, . ; | & : ( ) / -), in order. A hyphen
   * inside a word ("Garcia-Lopez", "40-44") is '-'; a dash between spaces ("Jane Doe - Austin") is '—'.
   */
  words: string[];
  /** Each token's `wordSlot` (-1 for punctuation and words off a–z at either end), for `WordSet.hasAt`. */
  slots: number[];
  /** Each token's `TOKEN_FLAGS` bits (the registered word lists it is in), `TWO_CAPITALS` and `WORD`. */
  flags: number[];
  /** The bits of every token together: a pass whose words are absent can stop at once. */
  anyFlags: number;
  /**
   * Whether the text is ASCII read as written (no typographic mark changed) and no word was joined
   * at an apostrophe: every word is then a run of letters and digits between other characters.
   */
  asWritten: boolean;
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

export function isWord(token: string | undefined): token is string {
  if (token === undefined || token.length === 0) return false;
  const code = token.charCodeAt(0);
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code > 127 && token !== '—');
}

const PUNCTUATION = new Set([',', '.', ';', '|', '&', ':', '(', ')', '/', '-']);
const isAlnum = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Reads ASCII text (most results) in one pass over its characters: the classification hot path
 * (ARCHITECTURE §12) cannot afford a regular expression and a replace per word. `lower` is `value`
 * in lower case.
 */
function scanAscii(value: string, lower: string, text: ResultText): void {
  const { words, slots, flags } = text;
  const length = lower.length;
  let i = 0;
  while (i < length) {
    const code = lower.charCodeAt(i);
    if (isAlnum(code)) {
      let end = i + 1;
      let word = '';
      let from = i;
      for (;;) {
        while (end < length && isAlnum(lower.charCodeAt(end))) end++;
        // An apostrophe inside a word joins it ("o'brien"); a final "'s" is a possessive and goes.
        // (In ASCII text the apostrophes are ' and `.)
        const next = lower.charCodeAt(end);
        if (
          (next === 39 || next === 96) &&
          end + 1 < length &&
          isAlnum(lower.charCodeAt(end + 1)) &&
          lower.charCodeAt(end + 1) >= 97
        ) {
          const isPossessive =
            lower.charCodeAt(end + 1) === 115 && (end + 2 >= length || !isAlnum(lower.charCodeAt(end + 2)));
          word += lower.slice(from, end);
          if (isPossessive) {
            end += 2;
            from = end;
            break;
          }
          from = end + 1;
          end += 2;
          text.asWritten = false;
          continue;
        }
        break;
      }
      word += lower.slice(from, end);
      words.push(word);
      const at = wordSlot(word);
      slots.push(at);
      const isTwoCapitals =
        end - i === 2 &&
        value.charCodeAt(i) >= 65 &&
        value.charCodeAt(i) <= 90 &&
        value.charCodeAt(i + 1) >= 65 &&
        value.charCodeAt(i + 1) <= 90;
      // A run of ASCII letters and digits is a word (`isWord`).
      const bits = (isTwoCapitals ? TOKEN_FLAGS.of(word, at) | TWO_CAPITALS : TOKEN_FLAGS.of(word, at)) | WORD;
      flags.push(bits);
      text.anyFlags |= bits;
      i = end;
      continue;
    }
    if (code === 45 && i > 0 && lower.charCodeAt(i - 1) <= 32 && lower.charCodeAt(i + 1) <= 32) {
      words.push('—');
      slots.push(-1);
      flags.push(0);
    } else if (isPunctuation(code)) {
      const previous = words.length > 0 ? words[words.length - 1] : undefined;
      if (!(code === 46 && previous !== undefined && (previous.length === 1 || ABBREVIATIONS.has(previous)))) {
        words.push(lower.charAt(i));
        slots.push(-1);
        flags.push(0);
      }
    }
    i++;
  }
}

/** , . ; | & : ( ) / - */
function isPunctuation(code: number): boolean {
  return (
    code === 44 ||
    code === 46 ||
    code === 59 ||
    code === 124 ||
    code === 38 ||
    code === 58 ||
    code === 40 ||
    code === 41 ||
    code === 47 ||
    code === 45
  );
}

function scanUnicode(value: string, text: ResultText): void {
  const { words, slots, flags } = text;
  for (const match of value.matchAll(TOKEN)) {
    let raw = match[0];
    if (raw.length > 1 && raw.charCodeAt(0) <= 32) raw = '—';
    if (raw === '.') {
      const previous = words.at(-1);
      if (previous !== undefined && (previous.length === 1 || ABBREVIATIONS.has(previous))) continue;
    }
    const word = raw === '–' || raw === '—' ? '—' : raw.length === 1 && PUNCTUATION.has(raw) ? raw : foldWord(raw);
    words.push(word);
    const at = wordSlot(word);
    slots.push(at);
    const bits =
      TOKEN_FLAGS.of(word, at) |
      (raw.length === 2 && /^[A-Z]{2}$/.test(raw) ? TWO_CAPITALS : 0) |
      (isWord(word) ? WORD : 0);
    flags.push(bits);
    text.anyFlags |= bits;
  }
}

const TYPOGRAPHIC = /[’ʼ`–—]/;
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\x00-\x7f]/;
/** Anything but ASCII without "`": when absent (most text), no mark is changed and the text is ASCII. */
// eslint-disable-next-line no-control-regex
const NOT_PLAIN = /[^\x00-\x5f\x61-\x7f]/;

export function readText(original: string): ResultText {
  return readTextWithLower(original, undefined);
}

/** `readText` for a caller that has the text in lower case already (it is read once). */
export function readTextWithLower(original: string, lower: string | undefined): ResultText {
  const text: ResultText = { words: [], slots: [], flags: [], anyFlags: 0, asWritten: false };
  if (!NOT_PLAIN.test(original)) {
    text.asWritten = true;
    scanAscii(original, lower ?? original.toLowerCase(), text);
    return text;
  }
  // Typographic apostrophes and dashes become ASCII ones of the same length.
  const value = TYPOGRAPHIC.test(original) ? original.replace(/[’ʼ`]/g, "'").replace(/[–—]/g, '-') : original;
  if (NOT_ASCII.test(value)) scanUnicode(value, text);
  else {
    text.asWritten = value === original;
    scanAscii(value, lower !== undefined && value === original ? lower : value.toLowerCase(), text);
  }
  return text;
}
