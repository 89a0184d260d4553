import type { MatchProfile } from '../search/match';
import { givenNameForms } from '../search/matching/nicknames';
import { fold } from '../search/matching/text';

/** Lower case, accents dropped, anything but letters and digits a single space. */
const normaliseText = (value: string) =>
  fold(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * What identifies the member's listing on a page (docs/removal.md "Identifying details"): the
 * member's names, and the details of theirs that the page showed when it was saved (or that the
 * search result showed at scan time). A verification looks for these on the page again.
 */
export type IdentifyingDetail =
  | { kind: 'place'; city: string; state: string }
  | { kind: 'relative'; name: string }
  | { kind: 'birth-year'; year: number }
  | { kind: 'phone'; digits: string }
  | { kind: 'email'; address: string };

export type Identifiers = {
  names: { first: string; last: string }[];
  details: IdentifyingDetail[];
};

/** Phone numbers and email addresses identify a person on their own; the other details only together. */
const isStrongDetail = (detail: IdentifyingDetail) => detail.kind === 'phone' || detail.kind === 'email';

/** Whole words in a text normalised and padded with spaces. */
const hasWords = (padded: string, phrase: string) => phrase !== '' && padded.includes(` ${phrase} `);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The member's name and each alias as first and last name, normalised. */
function namesOf(profile: MatchProfile): Identifiers['names'] {
  const aliases = (profile.aliases ?? []).map((alias) => {
    const words = normaliseText(alias).split(' ');
    return { first: words[0] ?? '', last: words.length > 1 ? (words.at(-1) ?? '') : '' };
  });
  const all = [{ first: normaliseText(profile.firstName), last: normaliseText(profile.lastName) }, ...aliases];
  const seen = new Set<string>();
  return all.filter((name) => {
    const key = `${name.first} ${name.last}`;
    if (!name.first || !name.last || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the text names the person: "Jane Doe", "Doe Jane", "Doe, Jane", "Jane Q. Doe", nicknames too. */
function showsName(text: string, name: { first: string; last: string }): boolean {
  const padded = ` ${normaliseText(text)} `;
  return givenNameForms(name.first).some(
    (first) =>
      hasWords(padded, `${first} ${name.last}`) ||
      hasWords(padded, `${name.last} ${first}`) ||
      new RegExp(` ${escape(first)} [a-z][a-z]* ${escape(name.last)} `).test(padded),
  );
}

const PHONE = /(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/g;
const phonesIn = (text: string) => [...text.matchAll(PHONE)].map((match) => `${match[1]}${match[2]}${match[3]}`);

/** Ages ("Age 45", "45 years old") and birth years ("born 1980") on a page fit a birth year ±1. */
function showsBirthYear(text: string, year: number, now: Date): boolean {
  const lower = text.toLowerCase();
  const expected = now.getUTCFullYear() - year;
  const ages = [...lower.matchAll(/\b(?:age|aged)\s*:?\s*(\d{2,3})\b|\b(\d{2,3})\s*(?:years old|yrs old|y\/o)\b/g)].map(
    (match) => Number(match[1] ?? match[2]),
  );
  const years = [
    ...lower.matchAll(/\b(?:born|b\.|dob:?|birth year:?)\s*(?:in\s*)?(?:\d{1,2}\/\d{1,2}\/)?(\d{4})\b/g),
  ].map((match) => Number(match[1]));
  return ages.some((age) => Math.abs(age - expected) <= 1) || years.some((found) => Math.abs(found - year) <= 1);
}

/** Whether the text still shows one identifying detail. */
function showsDetail(text: string, detail: IdentifyingDetail, now: Date): boolean {
  const padded = ` ${normaliseText(text)} `;
  switch (detail.kind) {
    case 'place':
      return hasWords(padded, normaliseText(detail.city)) && hasWords(padded, normaliseText(detail.state));
    case 'relative':
      return hasWords(padded, normaliseText(detail.name));
    case 'birth-year':
      return showsBirthYear(text, detail.year, now);
    case 'phone':
      return phonesIn(text).includes(detail.digits);
    case 'email':
      return text.toLowerCase().includes(detail.address.toLowerCase());
  }
}

/** Every detail of the member's that could identify a listing (the candidates to look for). */
function detailsOf(profile: MatchProfile): IdentifyingDetail[] {
  const details: IdentifyingDetail[] = [];
  for (const place of profile.places ?? []) {
    if (place.city && place.state) details.push({ kind: 'place', city: place.city, state: place.state });
  }
  for (const name of profile.relatives ?? []) if (name.trim()) details.push({ kind: 'relative', name: name.trim() });
  if (profile.birthYear) details.push({ kind: 'birth-year', year: profile.birthYear });
  for (const phone of profile.phones ?? []) {
    const digits = phone.replace(/\D/g, '').slice(-10);
    if (digits.length === 10) details.push({ kind: 'phone', digits });
  }
  for (const address of profile.emails ?? []) if (address.includes('@')) details.push({ kind: 'email', address });
  return details;
}

/**
 * The identifiers a page (or a search result's title and snippet) showed: the member's names it
 * shows and the details of theirs it shows. Names the page does not show are still looked for
 * later, since the listing is about the member: every name of the member is always kept.
 */
export function identifiersIn(text: string, profile: MatchProfile, now: Date): Identifiers {
  return {
    names: namesOf(profile),
    details: detailsOf(profile).filter((detail) => showsDetail(text, detail, now)),
  };
}

/** Both sets together, each detail once (the saved page's and the scan result's). */
export function mergeIdentifiers(...sets: Identifiers[]): Identifiers {
  const names = new Map<string, Identifiers['names'][number]>();
  const details = new Map<string, IdentifyingDetail>();
  for (const set of sets) {
    for (const name of set.names) names.set(`${name.first} ${name.last}`, name);
    for (const detail of set.details) details.set(JSON.stringify(detail), detail);
  }
  return { names: [...names.values()], details: [...details.values()] };
}

/** What of the identifiers a page shows now. */
export function identifiersShown(text: string, identifiers: Identifiers, now: Date) {
  return {
    name: identifiers.names.some((name) => showsName(text, name)),
    strong: identifiers.details.filter((detail) => isStrongDetail(detail) && showsDetail(text, detail, now)),
    weak: identifiers.details.filter((detail) => !isStrongDetail(detail) && showsDetail(text, detail, now)),
  };
}

export function describeDetail(detail: IdentifyingDetail): string {
  switch (detail.kind) {
    case 'place':
      return `${detail.city}, ${detail.state}`;
    case 'relative':
      return `relative ${detail.name}`;
    case 'birth-year':
      return 'age';
    case 'phone':
      return 'phone number';
    case 'email':
      return 'email address';
  }
}
