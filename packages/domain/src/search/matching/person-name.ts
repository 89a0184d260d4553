import { rarityPoints } from './name-frequency';
import { givenNameForms } from './nicknames';
import { foldWord } from './text';

/** A person's name prepared for matching: given-name forms, surname forms, middle name. */
export type PersonName = {
  /** Folded given names that count as the same name: the name itself and its short or long forms. */
  firsts: ReadonlySet<string>;
  first: string;
  /** The surname as word lists: its parts ("natarajan", "cole"; "o", "brien") and joined ("obrien"). */
  lasts: readonly (readonly string[])[];
  /** Each part of a multi-part surname on its own ("cole"): a weaker form. */
  lastHalves: readonly string[];
  /**
   * The listed relatives' other surnames ("ortega" for Sam Ortega): one of them before the
   * member's in a hyphenated surname ("Dana Ortega-Whitlock") is a married name, a weaker form.
   */
  pairedSurnames?: readonly string[];
  middle: string | null;
  /** Points the full name earns by its rarity (`name-frequency.ts`): 0 for a common name. */
  rarity: number;
  /** As the member wrote it, for the "why". */
  label: string;
};

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
export const isNameSuffix = (word: string | undefined) => word !== undefined && SUFFIXES.has(word);

const partsOf = (value: string) =>
  value
    .split(/[\s'’ʼ`.,-]+/)
    .map(foldWord)
    .filter(Boolean);

/** A name from its given name, surname and middle name as the member gave them. */
export function personName(first: string, last: string, middle?: string | null): PersonName | null {
  const firstParts = partsOf(first);
  const lastParts = partsOf(last).filter((part) => !SUFFIXES.has(part));
  const given = firstParts.join('');
  if (!given || lastParts.length === 0) return null;
  const lasts: string[][] = [lastParts];
  if (lastParts.length > 1) lasts.push([lastParts.join('')]);
  const middleWord = partsOf(middle ?? '').join('');
  return {
    firsts: new Set([given, ...givenNameForms(given), ...(firstParts.length > 1 ? [firstParts[0] ?? ''] : [])]),
    first: given,
    lasts,
    lastHalves: lastParts.length > 1 ? lastParts.filter((part) => part.length > 2) : [],
    middle: middleWord || null,
    rarity: rarityPoints(given, lastParts),
    label: [first, middle, last].filter(Boolean).join(' ').trim(),
  };
}

/** A name written as one string ("Jose R. Garcia", "Garcia, Jose R", "Lucius Pemberton Jr."). */
export function parseFullName(value: string): PersonName | null {
  const comma = value.indexOf(',');
  if (comma > 0) {
    const [givenPart = '', ...middleParts] = value
      .slice(comma + 1)
      .trim()
      .split(/\s+/);
    return withLabel(personName(givenPart, value.slice(0, comma), middleParts.join(' ')), value);
  }
  const words = value
    .trim()
    .split(/\s+/)
    .filter((word) => !SUFFIXES.has(foldWord(word).replace(/\./g, '')));
  if (words.length < 2) return null;
  const [given = '', ...rest] = words;
  const last = rest.pop() ?? '';
  return withLabel(personName(given, last, rest.join(' ')), value);
}

const withLabel = (name: PersonName | null, label: string) => (name ? { ...name, label: label.trim() } : null);
