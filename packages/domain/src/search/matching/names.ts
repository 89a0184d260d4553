import { isOneEditApart } from './edit-distance';
import { isNameSuffix } from './person-name';
import type { PersonName } from './person-name';
import { isWord } from './text';
import type { ResultText } from './text';
import { WORD, WordSet } from './word-set';

/** One place a result names a person: token span, how closely, and what stands beside the name. */
export type NameOccurrence = {
  name: PersonName;
  start: number;
  end: number;
  /** 'exact' up to case, accents, apostrophes, hyphens and common short forms; 'variant' for a slip or a partial surname. */
  tier: 'exact' | 'variant';
  /** Words between given name and surname ("Maria Elena Garcia"), or after the given name ("Garcia, Maria Elena"). */
  middle: readonly string[];
  /** "Maria & Luis Garcia": the other given name sharing the surname (a spouse or co-owner). */
  coFirst: string | null;
};

/** Words that are never a middle name: they read as the sentence around a name. */
const NOT_A_NAME = new Set([
  'and',
  'or',
  'of',
  'the',
  'v',
  'vs',
  'in',
  'at',
  'on',
  'for',
  'to',
  'age',
  'aged',
  'lives',
  'lived',
  'born',
  'was',
  'is',
  'has',
  'filed',
  'from',
  'with',
  'by',
  'who',
  'mugshot',
  'arrested',
  'booked',
]);
const MIN_SLIP_LENGTH = { first: 6, last: 5 } as const;
const NO_WORDS: readonly string[] = [];

function firstTier(word: string | undefined, name: PersonName): 'exact' | 'variant' | null {
  if (!isWord(word)) return null;
  if (name.firsts.has(word)) return 'exact';
  if (word.length >= MIN_SLIP_LENGTH.first && name.first.length >= MIN_SLIP_LENGTH.first) {
    return isOneEditApart(word, name.first) ? 'variant' : null;
  }
  return null;
}

/** Surname parts from `at`, a hyphen allowed between parts; one slip allowed when `slip` is set. */
function readParts(words: readonly string[], at: number, parts: readonly string[], slip: boolean) {
  let position = at;
  let slipped = false;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (index > 0 && words[position] === '-') position++;
    const word = words[position];
    if (word === part) {
      position++;
      continue;
    }
    if (
      !slip ||
      slipped ||
      part === undefined ||
      !isWord(word) ||
      part.length < MIN_SLIP_LENGTH.last ||
      !isOneEditApart(word, part)
    ) {
      return null;
    }
    slipped = true;
    position++;
  }
  return { end: position, slipped };
}

function lastAt(
  words: readonly string[],
  at: number,
  name: PersonName,
): { end: number; tier: 'exact' | 'variant' } | null {
  let found: { end: number; tier: 'exact' | 'variant' } | null = null;
  for (const parts of name.lasts) {
    const exact = readParts(words, at, parts, false);
    if (exact) {
      found = { end: exact.end, tier: 'exact' };
      break;
    }
  }
  if (!found) {
    for (const parts of name.lasts) {
      const slipped = readParts(words, at, parts, true);
      if (slipped) {
        found = { end: slipped.end, tier: 'variant' };
        break;
      }
    }
  }
  if (!found && name.lastHalves.includes(words[at] ?? '')) found = { end: at + 1, tier: 'variant' };
  if (!found) return null;
  // "Garcia-Torres" is not "Garcia": a further hyphenated part makes it a partial match.
  if (words[found.end] === '-' && isWord(words[found.end + 1])) return { end: found.end + 2, tier: 'variant' };
  return isNameSuffix(words[found.end]) ? { end: found.end + 1, tier: found.tier } : found;
}

const isSurnameWord = (word: string | undefined, name: PersonName) =>
  word !== undefined && name.lasts.some((parts) => parts.includes(word));
const weaker = (a: 'exact' | 'variant', b: 'exact' | 'variant') => (a === 'exact' ? b : 'variant');
const canBeMiddle = (word: string | undefined) => isWord(word) && !NOT_A_NAME.has(word) && !/^\d/.test(word);

/** A name at token `i`: "First [Middle…] Last", "Last, First [M]", or "A & B Last". */
function occurrenceAt(words: readonly string[], i: number, name: PersonName): NameOccurrence | null {
  const first = firstTier(words[i], name);
  const joiner = words[i + 1];
  if ((joiner === '&' || joiner === 'and') && isWord(words[i + 2]) && !isSurnameWord(words[i], name)) {
    const last = lastAt(words, i + 3, name);
    const second = firstTier(words[i + 2], name);
    if (last && (first || second)) {
      const coFirst = first ? (words[i + 2] ?? null) : (words[i] ?? null);
      const tier = weaker(first ?? second ?? 'variant', last.tier);
      return { name, start: i, end: last.end, tier, middle: [], coFirst };
    }
  }
  if (first) {
    for (let gap = 0; gap <= 2; gap++) {
      if (gap > 0 && !canBeMiddle(words[i + gap])) break;
      const at = i + 1 + gap;
      const last = lastAt(words, at, name);
      if (last) {
        const middle = gap === 0 ? NO_WORDS : words.slice(i + 1, at);
        return { name, start: i, end: last.end, tier: weaker(first, last.tier), middle, coFirst: null };
      }
      // A listed relative's surname before the member's, hyphenated ("Ortega-Whitlock"): a married
      // name, a partial match. Any other first half ("Lopez-Garcia") makes another person's name.
      const paired = words[at + 1] === '-' && name.pairedSurnames?.includes(words[at] ?? '') === true;
      const second = paired ? lastAt(words, at + 2, name) : null;
      if (second) {
        const middle = gap === 0 ? NO_WORDS : words.slice(i + 1, at);
        return { name, start: i, end: second.end, tier: 'variant', middle, coFirst: null };
      }
    }
  }
  // "Last, First": only worth reading when a comma follows within the surname's reach.
  let comma = i + 1;
  while (comma <= i + 4 && comma < words.length && words[comma] !== ',') comma++;
  if (comma > i + 4 || comma >= words.length) return null;
  const last = lastAt(words, i, name);
  if (last && words[last.end] === ',') {
    const given = firstTier(words[last.end + 1], name);
    if (given) {
      const next = words[last.end + 2];
      const middle = canBeMiddle(next) && next !== undefined ? [next] : NO_WORDS;
      const end = last.end + 2 + middle.length;
      return { name, start: i, end, tier: weaker(given, last.tier), middle, coFirst: null };
    }
  }
  return null;
}

/** Words that can begin a mention of one of `names`, worked out once per list of names. */
type Starters = { exact: WordSet; slips: readonly string[] };
const startersCache = new WeakMap<readonly PersonName[], Starters>();
function startersOf(names: readonly PersonName[]): Starters {
  let starters = startersCache.get(names);
  if (!starters) {
    const exact = new Set<string>();
    const slips: string[] = [];
    for (const name of names) {
      name.firsts.forEach((first) => exact.add(first));
      name.lasts.forEach((parts) => exact.add(parts[0] ?? ''));
      name.lastHalves.forEach((half) => exact.add(half));
      if (name.first.length >= MIN_SLIP_LENGTH.first) slips.push(name.first);
      name.lasts.forEach((parts) => ((parts[0]?.length ?? 0) >= MIN_SLIP_LENGTH.last ? slips.push(parts[0] ?? '') : 0));
    }
    starters = { exact: new WordSet(exact), slips };
    startersCache.set(names, starters);
  }
  return starters;
}

function canStart(words: readonly string[], slots: readonly number[], i: number, starters: Starters): boolean {
  const word = words[i] ?? '';
  if (starters.exact.hasAt(word, slots[i] ?? -1)) return true;
  const next = words[i + 1];
  if (next === '&' || next === 'and') return true;
  if (word.length < MIN_SLIP_LENGTH.last) return false;
  for (const slip of starters.slips) if (isOneEditApart(word, slip)) return true;
  return false;
}

/** Every place the result names one of `names`, left to right, without overlaps. */
export function findNames(result: ResultText, names: readonly PersonName[]): NameOccurrence[] {
  const found: NameOccurrence[] = [];
  const { words, slots, flags } = result;
  const starters = startersOf(names);
  for (let i = 0; i < words.length; i++) {
    if (((flags[i] ?? 0) & WORD) === 0 || !canStart(words, slots, i, starters)) continue;
    // The closest of the names wins: "Priya Natarajan" is the maiden name exactly, not half the married one.
    let best: NameOccurrence | null = null;
    for (const name of names) {
      const occurrence = occurrenceAt(words, i, name);
      if (occurrence && (!best || (best.tier === 'variant' && occurrence.tier === 'exact'))) best = occurrence;
      if (best?.tier === 'exact') break;
    }
    if (best) {
      found.push(best);
      i = best.end - 1;
    }
  }
  return found;
}

/** Whether a given name and surname appear anywhere, apart ("the Doe family … Jane"). */
export function hasNameApart(result: ResultText, names: readonly PersonName[]): boolean {
  for (const name of names) {
    if (!hasSurnameOf(result.words, name)) continue;
    const firsts = firstsOf(name);
    const { words, slots } = result;
    for (let i = 0; i < words.length; i++) if (firsts.hasAt(words[i] ?? '', slots[i] ?? -1)) return true;
  }
  return false;
}

const firstsCache = new WeakMap<PersonName, WordSet>();
/** A name's given-name forms as a word set, made once per name. */
function firstsOf(name: PersonName): WordSet {
  let firsts = firstsCache.get(name);
  if (!firsts) {
    firsts = new WordSet(name.firsts);
    firstsCache.set(name, firsts);
  }
  return firsts;
}

export function hasSurname(result: ResultText, names: readonly PersonName[]): boolean {
  for (const name of names) if (hasSurnameOf(result.words, name)) return true;
  return false;
}

function hasSurnameOf(words: readonly string[], name: PersonName): boolean {
  for (const parts of name.lasts) {
    let all = true;
    for (const part of parts) if (!words.includes(part)) all = false;
    if (all) return true;
  }
  return false;
}
