/**
 * Word sets and maps for the matching rules' word-by-word passes (ARCHITECTURE §12: every result of
 * every scan is read many times over). Most words of a page are in none of the sets, so each set
 * first answers "certainly not" from a table of its words' first letter, last letter and length —
 * two character reads — and only the rest go to the hash look-up. The answers are the plain set's.
 */
const LETTERS = 26;
const LENGTHS = 32;

/** The table slot of a word of `length` from its first and last character codes, or -1 off a–z. */
function slot(first: number, last: number, length: number): number {
  const f = first - 97;
  const l = last - 97;
  if (f < 0 || f >= LETTERS || l < 0 || l >= LETTERS) return -1;
  return (f * LETTERS + l) * LENGTHS + (length < LENGTHS ? length : LENGTHS - 1);
}

/** A word's table slot (its first and last character and length), or -1 off a–z or when empty. */
export function wordSlot(word: string): number {
  const length = word.length;
  return length > 0 ? slot(word.charCodeAt(0), word.charCodeAt(length - 1), length) : -1;
}

export class WordMap<V> {
  private readonly map: ReadonlyMap<string, V>;
  private readonly table = new Uint8Array(LETTERS * LETTERS * LENGTHS);
  /** Whether some word starts or ends outside a–z (or is empty): such words always go to the map. */
  private readonly hasOthers: boolean;

  constructor(entries: Iterable<readonly [string, V]>) {
    const map = new Map<string, V>(entries);
    let hasOthers = false;
    for (const word of map.keys()) {
      const at = word.length > 0 ? slot(word.charCodeAt(0), word.charCodeAt(word.length - 1), word.length) : -1;
      if (at < 0) hasOthers = true;
      else this.table[at] = 1;
    }
    this.map = map;
    this.hasOthers = hasOthers;
  }

  get(word: string | undefined): V | undefined {
    if (word === undefined) return undefined;
    return this.getAt(word, wordSlot(word));
  }

  /** `get` of a word whose slot (`wordSlot`) the tokeniser worked out already. */
  getAt(word: string, at: number): V | undefined {
    if (at < 0 ? !this.hasOthers : this.table[at] === 0) return undefined;
    return this.map.get(word);
  }

  /**
   * `get` of `text.slice(start, end)` in lower case, for ASCII letters `text[start, end)`: the slice
   * is made only when the table cannot rule the word out.
   */
  getLetters(text: string, start: number, end: number): V | undefined {
    const at = slot(text.charCodeAt(start) | 0x20, text.charCodeAt(end - 1) | 0x20, end - start);
    if (at < 0 || this.table[at] === 0) return undefined;
    return this.map.get(text.slice(start, end).toLowerCase());
  }
}

export class WordSet {
  private readonly words: WordMap<true>;

  constructor(words: Iterable<string>) {
    const entries: [string, true][] = [];
    for (const word of words) entries.push([word, true]);
    this.words = new WordMap(entries);
  }

  has(word: string | undefined): boolean {
    return this.words.get(word) === true;
  }

  /** `has` of a word whose slot (`wordSlot`) the tokeniser worked out already. */
  hasAt(word: string, at: number): boolean {
    return this.words.getAt(word, at) === true;
  }
}

/**
 * The word lists every token is checked against (state names, words that open an age or a list of
 * relatives…), each one bit: the tokeniser looks a word up once and keeps its bits (`ResultText.flags`),
 * so a pass over the tokens tests a bit instead of looking the word up again. The lists register
 * when their module loads, before any text is read; their words are a–z at both ends.
 */
class WordFlags {
  private readonly table = new Uint8Array(LETTERS * LETTERS * LENGTHS);
  private readonly map = new Map<string, number>();
  private bits = 0;

  /** A new bit for a list of words. */
  register(words: Iterable<string>): number {
    if (this.bits >= 29) throw new Error('no bit left for another word list');
    const bit = 1 << this.bits++;
    for (const word of words) {
      const at = wordSlot(word);
      if (at < 0) throw new Error(`a flagged word must be a–z at both ends: "${word}"`);
      this.table[at] = 1;
      this.map.set(word, (this.map.get(word) ?? 0) | bit);
    }
    return bit;
  }

  /** The bits of a word whose slot is `at`. */
  of(word: string, at: number): number {
    if (at < 0 || this.table[at] === 0) return 0;
    return this.map.get(word) ?? 0;
  }
}

export const TOKEN_FLAGS = new WordFlags();
/** The flag of a token written as two capital letters ("AZ"), which makes it a state code (no word list's bit). */
export const TWO_CAPITALS = 1 << 30;
/** The flag of a token that is a word, not punctuation (`isWord`). */
export const WORD = 1 << 29;
