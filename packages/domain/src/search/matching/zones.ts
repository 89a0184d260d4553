import type { ResultText } from './text';
import { TOKEN_FLAGS, WordMap } from './word-set';

/**
 * Stretches of a result that list people around the subject ("Relatives: …", "Associated
 * persons: …"): a name there is someone the subject knows, not the subject. For a business the
 * people around it are its owners, agents and contacts.
 */
/** Tokens [start, end); the list itself begins at `from`, after the word that opened it. */
export type Zone = { start: number; from: number; end: number };

const RELATIVE_WORDS = [
  ['relatives'],
  ['relative'],
  ['related'],
  ['associated'],
  ['associates'],
  ['spouse'],
  ['wife'],
  ['husband'],
  ['household'],
  ['family', 'members'],
  ['may', 'also', 'know'],
  ['parents'],
  ['siblings'],
];
const BUSINESS_PEOPLE_WORDS = [
  ['owner'],
  ['owners'],
  ['agent'],
  ['contact'],
  ['contacts'],
  ['officer'],
  ['officers'],
  ['principal'],
  ['founder'],
  ['manager'],
];
const ZONE_ENDS = new Set(['.', '|', '(', ')']);
const ZONE_BREAK = TOKEN_FLAGS.register([
  'phone',
  'phones',
  'email',
  'emails',
  'address',
  'addresses',
  'lives',
  'lived',
  'previous',
  'current',
  'court',
]);

const byFirstWord = (phrases: readonly (readonly string[])[]) => {
  const map = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) map.set(phrase[0] ?? '', [...(map.get(phrase[0] ?? '') ?? []), phrase]);
  return new WordMap(map);
};
const PERSON_KEYS = byFirstWord(RELATIVE_WORDS);
const BUSINESS_KEYS = byFirstWord([...RELATIVE_WORDS, ...BUSINESS_PEOPLE_WORDS]);
/** Token flags of the words a list of people can open with, for a person and for a business. */
const PERSON_KEY = TOKEN_FLAGS.register(RELATIVE_WORDS.map((phrase) => phrase[0] ?? ''));
const BUSINESS_KEY = TOKEN_FLAGS.register(
  [...RELATIVE_WORDS, ...BUSINESS_PEOPLE_WORDS].map((phrase) => phrase[0] ?? ''),
);
const startsWithAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, offset) => words[at + offset] === word);

export function peopleZones(result: ResultText, isBusiness: boolean): Zone[] {
  const { words, slots, flags } = result;
  const keys = isBusiness ? BUSINESS_KEYS : PERSON_KEYS;
  const keyFlag = isBusiness ? BUSINESS_KEY : PERSON_KEY;
  const zones: Zone[] = [];
  if ((result.anyFlags & keyFlag) === 0) return zones;
  for (let i = 0; i < words.length; i++) {
    if (((flags[i] ?? 0) & keyFlag) === 0) continue;
    const phrases = keys.get(words[i]);
    if (phrases === undefined) continue;
    let key: readonly string[] | undefined;
    for (const phrase of phrases) {
      if (startsWithAt(words, i, phrase)) {
        key = phrase;
        break;
      }
    }
    if (key === undefined) continue;
    let end = i + key.length;
    // A list ends at a mark (a token with no slot) or a word that breaks it.
    while (
      end < words.length &&
      !((slots[end] ?? -1) < 0 && ZONE_ENDS.has(words[end] ?? '')) &&
      ((flags[end] ?? 0) & ZONE_BREAK) === 0
    )
      end++;
    zones.push({ start: i, from: i + key.length, end });
    i = end;
  }
  return zones;
}

export function isInZone(zones: readonly Zone[], token: number): boolean {
  for (const zone of zones) if (token >= zone.start && token < zone.end) return true;
  return false;
}

/** The names a zone lists: runs of two or more words ("jose r", "ana garcia"). */
export function zoneNames(result: ResultText, zone: Zone): string[] {
  const names: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length >= 2) names.push(current.join(' '));
    current = [];
  };
  for (let i = zone.from; i < zone.end; i++) {
    const word = result.words[i] ?? '';
    if (
      /^[a-z]/.test(word) &&
      !['include', 'includes', 'including', 'to', 'persons', 'and', 'possible'].includes(word)
    ) {
      current.push(word);
    } else flush();
  }
  flush();
  return names;
}
