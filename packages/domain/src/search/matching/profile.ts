import type { MatchProfile } from '../match';
import { nameTermParts } from '../query';
import type { SearchType } from '../query';
import { handlesOf } from './handles';
import { parseFullName, personName } from './person-name';
import type { PersonName } from './person-name';
import { readText } from './text';
import { stateCode } from './us-states';

/** Words of a place or company as the rules compare them. */
export type Phrase = { words: readonly string[]; label: string };
export type PreparedPlace = {
  city: readonly string[];
  state: string | null;
  county: readonly string[] | null;
  label: string;
  /** The "why" when the page names this place: "city (Phoenix, AZ)", "city (Phoenix)". */
  cityText: string;
  bareCityText: string;
};
type CaseNumber = { pattern: RegExp; label: string };

/** A profile worked out once for matching: names, places and identifiers in comparable form. */
export type PreparedProfile = {
  isBusiness: boolean;
  /** The member's name and every other name they use (aliases, names they searched for). */
  names: readonly PersonName[];
  middle: string | null;
  /** Every word of the member's surnames: a "middle name" that is one of them is no conflict. */
  surnameWords: ReadonlySet<string>;
  relatives: readonly PersonName[];
  companies: readonly Phrase[];
  birthYear: number | null;
  places: readonly PreparedPlace[];
  states: ReadonlySet<string>;
  counties: ReadonlySet<string>;
  phones: ReadonlySet<string>;
  emails: ReadonlySet<string>;
  /** Handles the member's emails give away (`handles.ts`): the local parts that say more than the name. */
  handles: ReadonlySet<string>;
  caseNumbers: readonly CaseNumber[];
  addresses: readonly Phrase[];
};

/** A scan's type and term: the term is one of the member's own facts (their name, phone, case…). */
export type ScanTerm = { type: SearchType; term: string };

const LEGAL_FORMS = new Set(['llc', 'inc', 'incorporated', 'co', 'corp', 'corporation', 'company', 'ltd', 'limited']);
const LEGAL_FORMS_MORE = new Set(['lp', 'llp', 'pllc', 'pc', 'plc']);
const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  highway: 'hwy',
  parkway: 'pkwy',
  circle: 'cir',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

const phoneKey = (value: string) => value.replace(/\D/g, '').slice(-10);
const words = (value: string) => readText(value).words.filter((word) => /^[a-z0-9]/.test(word));

/** A company's name without its legal form ("Harbor Light Roofing LLC" → harbor light roofing). */
function companyWords(value: string): string[] {
  // "&" and "and" are one word to a company's name, and neither is compared (`findCompany`).
  const list = words(value).filter((word) => word !== 'and' && word !== '&');
  while (list.length > 1 && (LEGAL_FORMS.has(list.at(-1) ?? '') || LEGAL_FORMS_MORE.has(list.at(-1) ?? ''))) list.pop();
  if (list[0] === 'the' && list.length > 1) list.shift();
  return list;
}

/** House number and street with the street word shortened ("12 Elm Street" → 12 elm st). */
export function streetWords(value: string): string[] {
  const line = value.split(',')[0] ?? '';
  return words(line).map((word) => STREET_WORDS[word] ?? word);
}

function casePattern(value: string): CaseNumber | null {
  const characters = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (characters.length < 5) return null;
  const body = characters.split('').join('[-./: ]?');
  return { pattern: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`), label: value.trim() };
}

function prepare(profile: MatchProfile, scans: readonly ScanTerm[]): PreparedProfile {
  const termsOf = (type: SearchType) => scans.filter((scan) => scan.type === type).map((scan) => scan.term);
  const isBusiness = profile.kind === 'business';
  const own = isBusiness ? null : personName(profile.firstName, profile.lastName, profile.middleName);
  const relatives = (profile.relatives ?? []).map(parseFullName).filter((name): name is PersonName => name !== null);
  const named = [
    own,
    ...(profile.aliases ?? []).map(parseFullName),
    ...(isBusiness ? [] : termsOf('name').map((term) => parseFullName(nameTermParts(term).name))),
  ].filter((name): name is PersonName => name !== null);
  const ownSurnames = new Set(named.flatMap((name) => name.lasts.flat()));
  const pairedSurnames = [
    ...new Set(relatives.flatMap((relative) => relative.lasts.flat()).filter((word) => !ownSurnames.has(word))),
  ];
  const names = pairedSurnames.length > 0 ? named.map((name) => ({ ...name, pairedSurnames })) : named;
  const places = (profile.places ?? [])
    .map((place) => ({
      city: words(place.city),
      state: stateCode(place.state),
      county: place.county ? words(place.county.replace(/\b(county|parish|borough)\b/gi, '')) : null,
      label: [place.city, place.state].filter(Boolean).join(', '),
      cityText: `city (${[place.city.trim(), stateCode(place.state) ?? place.state.trim()].filter(Boolean).join(', ')})`,
      bareCityText: `city (${place.city.trim()})`,
    }))
    .filter((place) => place.city.length > 0 || place.county);
  const emails = new Set(
    [...(profile.emails ?? []), ...termsOf('email')].map((email) => email.trim().toLowerCase()).filter(Boolean),
  );
  const companies = [...(profile.companies ?? []), ...termsOf('company')]
    .map((value) => ({ words: companyWords(value), label: value.trim() }))
    .filter((company) => company.words.length > 0);
  return {
    isBusiness,
    names,
    middle: own?.middle ?? null,
    surnameWords: ownSurnames,
    relatives,
    companies,
    birthYear: profile.birthYear ?? null,
    places,
    states: new Set(places.map((place) => place.state).filter((state): state is string => state !== null)),
    counties: new Set(places.flatMap((place) => (place.county ? [place.county.join(' ')] : []))),
    phones: new Set([...(profile.phones ?? []), ...termsOf('phone')].map(phoneKey).filter((key) => key.length >= 7)),
    emails,
    handles: handlesOf(emails, profile.handles ?? [], names, companies),
    caseNumbers: [...(profile.caseNumbers ?? []), ...termsOf('case')]
      .map(casePattern)
      .filter((found): found is CaseNumber => found !== null),
    addresses: [...(profile.addresses ?? []), ...termsOf('address')]
      .map((value) => ({ words: streetWords(value), label: value.trim() }))
      .filter((address) => address.words.length >= 2 && /^\d/.test(address.words[0] ?? '')),
  };
}

/** Prepared profiles by profile object: with no scan, by one scan's type and term, or by every scan's. */
type Prepared = {
  none: PreparedProfile | null;
  byScan: Map<SearchType, Map<string, PreparedProfile>>;
  byScans: Map<string, PreparedProfile>;
  size: number;
};
const MAX_PREPARED = 50;
const cache = new WeakMap<MatchProfile, Prepared>();

function preparedOf(profile: MatchProfile): Prepared {
  let prepared = cache.get(profile);
  if (!prepared) {
    prepared = { none: null, byScan: new Map(), byScans: new Map(), size: 0 };
    cache.set(profile, prepared);
  }
  return prepared;
}

/**
 * The prepared profile for a result one scan (or none) returned: worked out once per profile object
 * and scan term, then found with two map look-ups and no new string (it runs for every result).
 */
export function prepareProfileFor(profile: MatchProfile, scan: ScanTerm | undefined): PreparedProfile {
  const prepared = preparedOf(profile);
  if (!scan) {
    prepared.none ??= prepare(profile, []);
    return prepared.none;
  }
  let byTerm = prepared.byScan.get(scan.type);
  const found = byTerm?.get(scan.term);
  if (found) return found;
  const made = prepare(profile, [scan]);
  if (prepared.size < MAX_PREPARED) {
    if (!byTerm) {
      byTerm = new Map();
      prepared.byScan.set(scan.type, byTerm);
    }
    byTerm.set(scan.term, made);
    prepared.size++;
  }
  return made;
}

/** The prepared profile, worked out once per profile object and set of scan terms. */
export function prepareProfile(profile: MatchProfile, scans: readonly ScanTerm[] = []): PreparedProfile {
  if (scans.length <= 1) return prepareProfileFor(profile, scans[0]);
  const prepared = preparedOf(profile);
  const key = scans.map((scan) => `${scan.type}:${scan.term}`).join('\n');
  let found = prepared.byScans.get(key);
  if (!found) {
    found = prepare(profile, scans);
    if (prepared.size < MAX_PREPARED) {
      prepared.byScans.set(key, found);
      prepared.size++;
    }
  }
  return found;
}
