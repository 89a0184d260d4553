import { contradiction, support } from './finding';
import type { Finding } from './finding';
import { prepareProfile } from './profile';
import type { PreparedPlace, PreparedProfile } from './profile';
import { isWord } from './text';
import type { ResultText } from './text';
import { TOKEN_FLAGS, TWO_CAPITALS, WordMap, WordSet } from './word-set';
import { STATE_CODES, STATE_NAMES_BY_FIRST_WORD, US_STATE_NAMES } from './us-states';

/**
 * Places on a result: "City, ST", "City, State" written in full, "X County" (never a city), and
 * the member's own cities on their own ("of Phoenix"). A place the member lived in supports the
 * match; a page that only names places they never lived in costs points.
 */
type Pair = { city: readonly string[]; state: string };
type County = { words: readonly string[]; state: string | null };
type PagePlaces = { pairs: Pair[]; counties: County[]; states: string[]; bareCities: PreparedPlace[] };

/** Words a county, a state name or a state code begins with: any other word starts no place (a token flag). */
const PLACE_START = TOKEN_FLAGS.register(['county', 'parish', ...STATE_NAMES_BY_FIRST_WORD.keys(), ...STATE_CODES]);
const NOT_A_PLACE = new WordSet([
  'in',
  'of',
  'at',
  'near',
  'from',
  'and',
  'the',
  'for',
  'to',
  'lives',
  'lived',
  'age',
  'address',
  'previous',
  'current',
  'jail',
  'court',
  'superior',
  'district',
  'circuit',
  'records',
  'record',
]);
const COUNTY_WORDS = new WordSet(['county', 'parish']);
const STATE_FIRST_WORDS = new WordMap(STATE_NAMES_BY_FIRST_WORD);
const STATE_CODE_WORDS = new WordSet(STATE_CODES);

/** Whether a word is letters a–z only (`/^[a-z]+$/`). */
function isLetters(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 97 || code > 122) return false;
  }
  return true;
}
const title = (words: readonly string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

function stateAt(
  words: readonly string[],
  flags: readonly number[],
  i: number,
): { code: string; length: number } | null {
  const word = words[i] ?? '';
  const named = STATE_FIRST_WORDS.get(word);
  if (named) {
    for (const state of named) {
      if (state.words.every((part, offset) => words[i + offset] === part))
        return { code: state.code, length: state.words.length };
    }
  }
  if (!STATE_CODE_WORDS.has(word)) return null;
  const afterComma = words[i - 1] === ',' && isWord(words[i - 2]);
  const beforeZip = /^\d{5}$/.test(words[i + 1] ?? '');
  const written = ((flags[i] ?? 0) & TWO_CAPITALS) !== 0 && isWord(words[i - 1]) && !isWord(words[i + 1]);
  return afterComma || beforeZip || written ? { code: word.toUpperCase(), length: 1 } : null;
}

/** Up to three place words ending just before token `end` (exclusive). */
function placeWordsBefore(words: readonly string[], end: number, skip: Uint8Array): string[] {
  const found: string[] = [];
  for (let i = end - 1; i >= 0 && found.length < 3; i--) {
    const word = words[i] ?? '';
    if (skip[i] === 1 || !isLetters(word) || NOT_A_PLACE.has(word)) break;
    found.unshift(word);
  }
  return found;
}

/**
 * The member's city at the end of the words read before a state ("WHITLOCK DANA M. Tacoma, WA":
 * the full stop after an initial is no boundary), so a name in front of it is no other city.
 */
function ownCityEnding(city: readonly string[], profile: PreparedProfile): readonly string[] | null {
  for (const place of profile.places) {
    const own = place.city;
    if (own.length === 0 || own.length >= city.length) continue;
    const offset = city.length - own.length;
    if (own.every((word, index) => city[offset + index] === word)) return own;
  }
  return null;
}

function readPlaces(result: ResultText, skip: Uint8Array, profile: PreparedProfile): PagePlaces {
  const { words, flags } = result;
  const places: PagePlaces = { pairs: [], counties: [], states: [], bareCities: [] };
  // Tokens read as a "City, ST" pair or a state (made when the first is found: most pages name none).
  let used: Uint8Array | null = null;
  for (let i = 0; i < words.length; i++) {
    // The tokeniser's flag tells a word that can start no place (most words) from the rest.
    if (skip[i] === 1 || ((flags[i] ?? 0) & PLACE_START) === 0) continue;
    if (COUNTY_WORDS.has(words[i] ?? '')) {
      const ofWords = words[i + 1] === 'of' ? placeWordsAfter(words, i + 2) : [];
      const county = ofWords.length > 0 ? ofWords : placeWordsBefore(words, i, skip);
      const next = words[i + 1 + (ofWords.length > 0 ? ofWords.length + 1 : 0)];
      const state = next === ',' ? stateAt(words, flags, i + 2 + (ofWords.length > 0 ? ofWords.length + 1 : 0)) : null;
      if (county.length > 0) places.counties.push({ words: county, state: state?.code ?? null });
      continue;
    }
    const state = stateAt(words, flags, i);
    if (!state) continue;
    const after = words[i + state.length];
    if (after !== undefined && COUNTY_WORDS.has(after)) continue;
    if (after === 'city') continue;
    if (after === ',' && stateAt(words, flags, i + state.length + 1)) continue;
    const before = words[i - 1] === ',' ? i - 1 : i;
    const city = placeWordsBefore(words, before, skip);
    used ??= new Uint8Array(words.length);
    used.fill(1, i, i + state.length);
    if (city.length > 0 && !COUNTY_WORDS.has(city.at(-1) ?? '')) {
      used.fill(1, before - city.length, before);
      places.pairs.push({ city: ownCityEnding(city, profile) ?? city, state: state.code });
    } else if (city.length === 0) places.states.push(state.code);
    i += state.length - 1;
  }
  for (const place of profile.places) {
    const [head, ...rest] = place.city;
    if (head === undefined) continue;
    for (let i = words.indexOf(head); i >= 0; i = words.indexOf(head, i + 1)) {
      const isThere =
        (used === null || used[i] !== 1) &&
        skip[i] !== 1 &&
        rest.every((part, offset) => words[i + 1 + offset] === part);
      if (isThere && !COUNTY_WORDS.has(words[i + place.city.length] ?? '')) places.bareCities.push(place);
    }
  }
  return places;
}

function placeWordsAfter(words: readonly string[], start: number): string[] {
  const found: string[] = [];
  for (let i = start; i < words.length && found.length < 3; i++) {
    const word = words[i] ?? '';
    if (!isLetters(word) || NOT_A_PLACE.has(word)) break;
    found.push(word);
  }
  return found;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

/** `skip` marks tokens that are names or lists of people: no place is read there. */
export function placeFindings(result: ResultText, skip: Uint8Array, profile: PreparedProfile): Finding[] {
  if (profile.places.length === 0) return [];
  const page = readPlaces(result, skip, profile);
  let lived: PreparedPlace | undefined;
  for (const pair of page.pairs) {
    lived ??= profile.places.find((place) => place.state === pair.state && same(place.city, pair.city));
  }
  if (lived) return [support('place', 25, lived.cityText)];
  const bare = page.bareCities[0];
  if (bare) return [support('place', 20, bare.bareCityText)];
  const countyMatch = page.counties.find(
    (county) =>
      profile.counties.has(county.words.join(' ')) && (county.state === null || profile.states.has(county.state)),
  );
  if (countyMatch) return [support('place', 15, `county (${title(countyMatch.words)})`)];
  const mentioned = [
    ...page.pairs.map((pair) => pair.state),
    ...page.counties.flatMap((county) => (county.state ? [county.state] : [])),
    ...page.states,
  ];
  if (profile.states.size > 0 && mentioned.length > 0) {
    const foreign = mentioned.filter((state) => !profile.states.has(state));
    if (foreign.length === mentioned.length) {
      return [
        contradiction('place', 35, `a state they never lived in (${US_STATE_NAMES[foreign[0] ?? ''] ?? foreign[0]})`),
      ];
    }
    const otherCity = page.pairs.find((pair) => profile.states.has(pair.state));
    if (otherCity) {
      return [contradiction('place', 25, `a city they never lived in (${title(otherCity.city)}, ${otherCity.state})`)];
    }
  }
  const otherCounty = page.counties.find((county) => !profile.counties.has(county.words.join(' ')));
  if (otherCounty && profile.counties.size > 0) {
    return [contradiction('place', 20, `a county they never lived in (${title(otherCounty.words)} County)`)];
  }
  return mentioned.some((state) => profile.states.has(state)) ? [support('place', 5, 'state')] : [];
}

/**
 * The "City, ST" places a page names, as the member would write them ("Dayton", "OH"), outside the
 * tokens `skip` marks (names): what a confirmed listing can teach a profile (protected-profiles/learn.ts).
 */
export function namedPlaces(result: ResultText, skip: Uint8Array): { city: string; state: string }[] {
  const pages = readPlaces(result, skip, prepareProfile({ firstName: '', lastName: '' }));
  return pages.pairs.map((pair) => ({ city: title(pair.city), state: pair.state }));
}
