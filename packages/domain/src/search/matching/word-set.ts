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
    const length = word.length;
    const at = length > 0 ? slot(word.charCodeAt(0), word.charCodeAt(length - 1), length) : -1;
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
}
