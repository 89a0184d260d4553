import { foldWord } from './text';

/**
 * One party's name as a record writes it, parsed before it is compared (issue 35): a person in
 * one or more possible orders, or an organisation kept whole with its "&", "and", legal form and
 * d/b/a. The county roll's abbreviations (ETAL, ETUX, ETVIR, TR, LIV TR, JTWROS, H/W) and name
 * suffixes are data about the owners, not people.
 */
export type PersonReading = { given: string; middle: readonly string[]; surname: readonly string[] };
export type ParsedParty = {
  /** The party as written, for the "why". */
  text: string;
  isOrganisation: boolean;
  /** Folded words of an organisation's name (`isOrganisation`), "&" read as "and". */
  words: readonly string[];
  /** The ways a person's name can be read: "LAST FIRST M" in capitals may also be "FIRST M LAST". */
  readings: readonly PersonReading[];
};

const LEGAL_FORM =
  /\b(llc|l\.l\.c|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|llp|pllc|pc|plc|bank|association|partners|holdings|group|services|d\/b\/a|dba)\b\.?/i;
/** Roll abbreviations, suffixes and marks that say something about the owners but name nobody. */
const ROLL_WORDS = new Set([
  'etal',
  'et',
  'al',
  'etux',
  'etvir',
  'ux',
  'vir',
  'tr',
  'trs',
  'trustee',
  'trustees',
  'liv',
  'living',
  'rev',
  'revocable',
  'jtwros',
  'jt',
  'jtrs',
  'ten',
  'tic',
  'cp',
  'hw',
  'h',
  'w',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'mr',
  'mrs',
  'ms',
  'dr',
]);
const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u;

/** The words of a name, folded, without roll abbreviations; hyphenated surnames stay one word. */
function nameWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.replace(/\(([^)]*)\)/g, ' $1 ').split(/[\s/]+/)) {
    const bare = raw.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '').replace(/\.$/, '');
    if (!bare || !NAME_WORD.test(bare)) continue;
    const folded = foldWord(bare.replace(/\./g, ''));
    if (folded && !ROLL_WORDS.has(folded)) words.push(folded);
  }
  return words;
}

const isCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

/** "First [Middle…] Last" and, for a name in capitals, also "LAST FIRST [M]". */
function readingsOf(text: string): PersonReading[] {
  const comma = text.indexOf(',');
  if (comma > 0) {
    const surname = nameWords(text.slice(0, comma));
    const [given, ...middle] = nameWords(text.slice(comma + 1));
    if (!given || surname.length === 0) return [];
    return [{ given, middle, surname: surname.slice(-1) }];
  }
  const words = nameWords(text);
  if (words.length < 2) return words.length === 1 ? [{ given: '', middle: [], surname: words }] : [];
  const natural = { given: words[0] ?? '', middle: words.slice(1, -1), surname: words.slice(-1) };
  if (!isCapitals(text)) return [natural];
  return [{ given: words[1] ?? '', middle: words.slice(2), surname: words.slice(0, 1) }, natural];
}

/** A person or an organisation from one party's text. */
function partyOf(text: string, isOrganisation: boolean): ParsedParty | null {
  const trimmed = text.trim().replace(/[,;:.]+$/, '');
  if (!trimmed) return null;
  if (isOrganisation) {
    const words = nameWords(trimmed.replace(/&/g, ' and '));
    return words.length > 0 ? { text: trimmed, isOrganisation, words, readings: [] } : null;
  }
  const readings = readingsOf(trimmed);
  return readings.length > 0 ? { text: trimmed, isOrganisation, words: nameWords(trimmed), readings } : null;
}

/**
 * "BROOKS CARL J & LENA F", "Maria & Luis Garcia": a part that is a given name (and initial)
 * alone shares the surname of the part beside it — the first word of a roll's name, the last
 * word of a name written in order.
 */
function withSharedSurname(parts: string[]): string[] {
  return parts.map((part, index) => {
    const words = nameWords(part);
    if (words.length === 0 || words.length > 2 || part.includes(',')) return part;
    if (words.length === 2 && (words[1]?.length ?? 0) > 1) return part;
    const before = parts[index - 1];
    const after = parts[index + 1];
    if (before !== undefined && isCapitals(before) && !before.includes(',')) {
      const surname = before.trim().split(/\s+/)[0] ?? '';
      return `${surname} ${part.trim()}`;
    }
    if (after !== undefined) {
      const surname = after.trim().split(/\s+/).at(-1) ?? '';
      return isCapitals(part) ? `${surname} ${part.trim()}` : `${part.trim()} ${surname}`;
    }
    return part;
  });
}

/**
 * Splits a list of parties: always at ";"; at "&", "and" and "/" between people but never inside
 * an organisation's name; at a comma between names in a roll ("OKAFOR MARCUS T, OKAFOR GRACE")
 * but not in "Last, First M".
 */
export function parsePartyList(text: string): ParsedParty[] {
  const parties: ParsedParty[] = [];
  for (const group of text.split(/;/)) {
    if (LEGAL_FORM.test(group)) {
      const party = partyOf(group, true);
      if (party) parties.push(party);
      continue;
    }
    const pieces: string[] = [];
    for (const piece of group.split(/\s+(?:&|and)\s+|\s*&\s*|\s*\/\s*(?![wW]\b)/)) pieces.push(...splitAtCommas(piece));
    for (const part of withSharedSurname(pieces)) {
      const party = partyOf(part, false);
      if (party) parties.push(party);
    }
  }
  return parties;
}

/** "OKAFOR MARCUS T, OKAFOR GRACE" is two names; "Whitlock, Dana M." is one. */
function splitAtCommas(piece: string): string[] {
  const parts = piece.split(',');
  if (parts.length < 2) return [piece];
  const out: string[] = [];
  let current = parts[0] ?? '';
  for (const next of parts.slice(1)) {
    // A lone surname before the comma: "Last, First M", one name.
    const isLastFirst = !current.includes(',') && nameWords(current).length === 1;
    if (isLastFirst) current = `${current},${next}`;
    else {
      out.push(current);
      current = next;
    }
  }
  out.push(current);
  return out;
}
