import type { MatchProfile } from '../search/match';
import { parseFullName } from '../search/matching/person-name';
import type { PersonName } from '../search/matching/person-name';
import { prepareProfile, streetWords } from '../search/matching/profile';
import type { PreparedProfile } from '../search/matching/profile';
import { nameTermParts } from '../search/query';
import type { SearchType } from '../search/query';
import type { ProfileKind } from './profiles';

/**
 * What a member tells us about a profile (issue 17 part 1): the facts its scans are built from and
 * judged by. The legal name is the profile's own (the account's for "myself"); everything else is
 * here. For "myself", the account's phone, email and addresses and the search settings (middle
 * name, birth year, other names, relatives) count too (`withAccount`), so nothing given is lost.
 */
export type ProfilePlace = { city: string; state: string; county: string | null };
export type ProfileFacts = {
  middleName: string | null;
  /** Maiden, married and nicknames: "First Last" each. */
  otherNames: string[];
  birthYear: number | null;
  /** Current and past places, the current first. */
  places: ProfilePlace[];
  /** "First [Middle] Last" each; for a business, its owners and officers too. */
  relatives: string[];
  phones: string[];
  emails: string[];
  caseNumbers: string[];
  companies: string[];
  /** Street addresses ("12 Elm Street, Austin TX"). */
  addresses: string[];
  /** Usernames the member uses on social sites ("kdtran92", "@woodshop.graham"). */
  handles: string[];
  /** A business's owner ("First Last"). */
  owner: string | null;
};

export const EMPTY_FACTS: ProfileFacts = {
  middleName: null,
  otherNames: [],
  birthYear: null,
  places: [],
  relatives: [],
  phones: [],
  emails: [],
  caseNumbers: [],
  companies: [],
  addresses: [],
  handles: [],
  owner: null,
};

/** Facts as a change may send them: a client written before a fact existed leaves it out. */
export type ProfileFactsInput = Omit<ProfileFacts, 'handles'> & Partial<Pick<ProfileFacts, 'handles'>>;

/** Stored facts as read back (a row written before a fact existed lacks it). */
export function factsOf(stored: Partial<ProfileFacts> | null | undefined): ProfileFacts {
  return { ...EMPTY_FACTS, ...(stored ?? {}) };
}

/** What the member's account adds to their own profile (read-only on the profile page). */
export type AccountFacts = {
  phones: string[];
  emails: string[];
  places: ProfilePlace[];
  addresses: string[];
};

const key = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
function union<T>(values: readonly T[], keyOf: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = keyOf(value);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
const placeKey = (place: ProfilePlace) => `${key(place.city)}|${key(place.state)}`;

/** The member's own facts: the account's phone, email and addresses with what the profile holds. */
export function withAccount(facts: ProfileFacts, account: AccountFacts): ProfileFacts {
  return {
    ...facts,
    phones: union([...account.phones, ...facts.phones], key),
    emails: union([...account.emails, ...facts.emails], key),
    places: union([...account.places, ...facts.places], placeKey),
    addresses: union([...account.addresses, ...facts.addresses], key),
  };
}

/** Who a profile is for, as matching needs it. */
export type ProfileIdentity = { kind: ProfileKind; firstName: string; lastName: string; companyName: string | null };

/** The profile the match rules weigh a result against (search/match.ts). */
export function toMatchProfile(profile: ProfileIdentity, facts: ProfileFacts): MatchProfile {
  const isBusiness = profile.kind === 'business';
  return {
    kind: isBusiness ? 'business' : 'person',
    firstName: isBusiness ? '' : profile.firstName,
    lastName: isBusiness ? '' : profile.lastName,
    middleName: isBusiness ? null : facts.middleName,
    aliases: isBusiness ? [] : facts.otherNames,
    birthYear: isBusiness ? null : facts.birthYear,
    places: facts.places,
    relatives: [...facts.relatives, ...(isBusiness && facts.owner ? [facts.owner] : [])],
    phones: facts.phones,
    emails: facts.emails,
    caseNumbers: facts.caseNumbers,
    companies: [...(isBusiness && profile.companyName ? [profile.companyName] : []), ...facts.companies],
    addresses: facts.addresses,
    handles: facts.handles,
  };
}

/* ---------- whose term is it (issue 17 part 1: a term that belongs to no profile is not scanned) ---------- */

const FACT_NAMES: Record<SearchType, string> = {
  name: 'names',
  company: 'company names',
  case: 'case numbers',
  phone: 'phone numbers',
  email: 'email addresses',
  address: 'addresses',
};

/** Why a term is refused, and how to add it: shown on the search page as it is. */
export const PROFILE_TERM_MESSAGES = {
  notTheirs: (type: SearchType, label: string) =>
    `We only search for the ${FACT_NAMES[type]} of the people and businesses you protect, and this one is not in ${label ? `${label}'s` : 'this'} profile. Add it to the profile on its page (Dashboard → Who we protect), then search again.`,
  confirmFirst: 'Mark this listing "This is me" first: only a listing that is theirs can teach a profile.',
  anotherPerson: (label: string) =>
    `This name shares neither the first nor the last name of ${label || 'this profile'}, so it is someone else's: keep them in the relatives list, or add them as a family member with their consent, to search for them.`,
} as const;

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);
const startsWith = (long: readonly string[], short: readonly string[]) =>
  short.length > 0 && short.every((word, i) => long[i] === word);

/** A searched name is one of the profile's: same surname, the same given name or a form of it, no other middle initial. */
function isOwnName(term: PersonName, names: readonly PersonName[]): boolean {
  return names.some((name) => {
    const surname = name.lasts.some((last) => term.lasts.some((other) => sameWords(last, other)));
    const given = name.firsts.has(term.first) || term.firsts.has(name.first);
    const middle = !term.middle || !name.middle || term.middle[0] === name.middle[0];
    return surname && given && middle;
  });
}

/**
 * Another name of a person (maiden, married, a nickname) keeps their first or last name; a name
 * with neither is another person, who is a relative, never a second identity to scan (issue 32 item 4).
 */
function isOwnOtherName(legal: PersonName | null, other: PersonName | null): boolean {
  if (!legal || !other) return false;
  const surname = legal.lasts.some((last) => other.lasts.some((theirs) => sameWords(last, theirs)));
  return surname || legal.firsts.has(other.first) || other.firsts.has(legal.first);
}

/** The profile with only the other names that are its person's own. */
function withOwnOtherNames(profile: MatchProfile): MatchProfile {
  const legal = parseFullName(`${profile.firstName} ${profile.lastName}`);
  return {
    ...profile,
    aliases: (profile.aliases ?? []).filter((alias) => isOwnOtherName(legal, parseFullName(alias))),
  };
}

function belongs(prepared: PreparedProfile, type: SearchType, term: string): boolean {
  switch (type) {
    case 'name': {
      const name = parseFullName(nameTermParts(term).name);
      return name !== null && isOwnName(name, prepared.names);
    }
    case 'phone': {
      const digits = term.replace(/\D/g, '').slice(-10);
      return digits.length >= 7 && prepared.phones.has(digits);
    }
    case 'email':
      return prepared.emails.has(term.trim().toLowerCase());
    case 'case': {
      const lower = term.trim().toLowerCase();
      return prepared.caseNumbers.some(
        (caseNumber) => caseNumber.label.toLowerCase() === lower || caseNumber.pattern.test(lower),
      );
    }
    case 'company': {
      const searched = prepareProfile({ kind: 'business', firstName: '', lastName: '', companies: [term] })
        .companies[0];
      return searched !== undefined && prepared.companies.some((company) => sameWords(company.words, searched.words));
    }
    case 'address': {
      const searched = streetWords(term);
      return prepared.addresses.some(
        (address) => startsWith(searched, address.words) || startsWith(address.words, searched),
      );
    }
  }
}

/**
 * Whether a scan's term is one of the profile's facts for its type: a name is the profile's name or
 * one of its other names (a nickname, a middle initial, a city in brackets as monitoring writes it);
 * a phone, email, case number, company or address is in the profile's facts.
 */
export function checkProfileTerm(
  profile: MatchProfile,
  label: string,
  type: SearchType,
  term: string,
): { ok: true } | { ok: false; message: string } {
  const prepared = prepareProfile(profile.kind === 'business' ? profile : withOwnOtherNames(profile));
  if (type === 'name' && profile.kind !== 'business' && !belongs(prepared, type, term)) {
    const listed = belongs(prepareProfile(profile), type, term);
    return {
      ok: false,
      message: listed ? PROFILE_TERM_MESSAGES.anotherPerson(label) : PROFILE_TERM_MESSAGES.notTheirs(type, label),
    };
  }
  if (type === 'name' && profile.kind === 'business') {
    const name = parseFullName(nameTermParts(term).name);
    const people = prepared.relatives;
    if (name && isOwnName(name, people)) return { ok: true };
  } else if (belongs(prepared, type, term)) return { ok: true };
  return { ok: false, message: PROFILE_TERM_MESSAGES.notTheirs(type, label) };
}
