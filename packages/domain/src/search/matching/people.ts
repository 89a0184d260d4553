import { conflict, contradiction, support } from './finding';
import type { Finding } from './finding';
import { findNames, hasNameApart, hasSurname } from './names';
import type { NameOccurrence } from './names';
import type { PreparedProfile } from './profile';
import type { ResultText } from './text';
import { isInZone, zoneNames } from './zones';
import type { Zone } from './zones';

/**
 * The member's name on a result and the people around it. The subject is where the name appears
 * outside a list of relatives; a name found only in such a list is someone else's page.
 */
export type PeopleReading = {
  findings: Finding[];
  /** Mentions of the member as the subject. */
  subject: NameOccurrence[];
  /** Every mention of the member or a relative: places and ages are not read inside them. */
  spans: readonly { start: number; end: number }[];
  /** Whether the member is named (name or company), so a record naming other parties may still be theirs. */
  isNamed: boolean;
};

const middleOf = (occurrence: NameOccurrence) => occurrence.middle.find((word) => word.length > 0);

function middleFindings(subject: readonly NameOccurrence[], profile: PreparedProfile): Finding[] {
  const middle = profile.middle;
  if (!middle) return [];
  let agrees: string | null = null;
  let differs: string | null = null;
  for (const occurrence of subject) {
    for (const word of occurrence.middle) {
      if (profile.surnameWords.has(word)) continue;
      const isInitial = word.length === 1;
      const same = isInitial ? word === middle[0] : word === middle;
      if (same) agrees = isInitial ? 'middle initial' : 'middle name';
      else differs ??= word;
    }
  }
  if (differs !== null && agrees === null) {
    return [
      conflict('middle', `different middle ${differs.length === 1 ? 'initial' : 'name'} (${differs.toUpperCase()})`),
    ];
  }
  if (differs !== null) return [];
  return agrees ? [support('middle', 20, agrees)] : [];
}

function overlapsAny(occurrence: { start: number; end: number }, others: readonly NameOccurrence[]): boolean {
  for (const other of others) if (occurrence.start < other.end && other.start < occurrence.end) return true;
  return false;
}

/** A relative's middle initial, when the member gave one, must not differ from the page's. */
function hasFittingMiddle(occurrence: NameOccurrence): boolean {
  const wanted = occurrence.name.middle;
  const shown = middleOf(occurrence);
  return !wanted || !shown || shown[0] === wanted[0];
}

function relativeFindings(
  result: ResultText,
  zones: readonly Zone[],
  own: readonly NameOccurrence[],
  profile: PreparedProfile,
): { findings: Finding[]; spans: NameOccurrence[] } {
  if (profile.relatives.length === 0) return { findings: [], spans: [] };
  const named: NameOccurrence[] = [];
  const matched: string[] = [];
  for (const occurrence of findNames(result, profile.relatives)) {
    // "Dana Whitlock and Sam Ortega-Whitlock": read from "Whitlock and Sam …", the relative starts at "Sam".
    const start =
      occurrence.coFirst !== null && occurrence.coFirst === result.words[occurrence.start]
        ? occurrence.start + 2
        : occurrence.start;
    if (overlapsAny({ start, end: occurrence.end }, own) || !hasFittingMiddle(occurrence)) continue;
    named.push(occurrence);
    if (!matched.includes(occurrence.name.label)) matched.push(occurrence.name.label);
  }
  const findings: Finding[] = [];
  for (const mine of own) {
    // "Carl Brooks and Lena Fischer-Brooks": a surname of the member's before "and" is no partner's given name.
    if (!mine.coFirst || profile.surnameWords.has(mine.coFirst)) continue;
    const partner = partnerOf(mine, profile);
    if (partner) {
      if (!matched.includes(partner.label)) matched.push(partner.label);
    } else findings.push(contradiction('partner', 30, `a different spouse or co-owner (${capitalise(mine.coFirst)})`));
  }
  for (let index = 0; index < matched.length && index < 2; index++) {
    findings.push(support(`relative ${index}`, index === 0 ? 20 : 10, `relative (${matched[index] ?? ''})`));
  }
  if (matched.length === 0 && zones.length > 0) {
    const listed = zones.flatMap((zone) => zoneNames(result, zone));
    if (listed.length > 0)
      findings.push(
        contradiction('relatives', 25, `different relatives (${listed.slice(0, 2).map(capitalise).join(', ')})`),
      );
  }
  return { findings, spans: named };
}

/** "Maria & Luis Garcia": the relative the other given name is, sharing a part of the surname shown. */
function partnerOf(mine: NameOccurrence, profile: PreparedProfile) {
  const shown = mine.name.lasts.flat();
  return profile.relatives.find(
    (relative) => relative.firsts.has(mine.coFirst ?? '') && relative.lasts.flat().some((part) => shown.includes(part)),
  );
}

/** A rare full name (issue 35, item 3): judged by how rare it is, `name-frequency.ts`. */
export const rareName = (points: number) => support('rarity', points, 'rare name');

const capitalise = (value: string) => value.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

export function readPeople(result: ResultText, zones: readonly Zone[], profile: PreparedProfile): PeopleReading {
  const findings: Finding[] = [];
  const own = profile.names.length > 0 ? findNames(result, profile.names) : [];
  let subject = own;
  if (zones.length > 0) {
    subject = [];
    for (const occurrence of own) if (!isInZone(zones, occurrence.start)) subject.push(occurrence);
  }
  let isNamed = false;
  if (subject.length > 0) {
    isNamed = true;
    const exact = subject.find((occurrence) => occurrence.tier === 'exact');
    const best = exact ?? subject[0];
    const isOwnName = best?.name === profile.names[0];
    const text = exact ? (isOwnName ? 'full name' : `other name (${best?.name.label})`) : 'name, spelt differently';
    findings.push(support('name', exact ? 40 : 30, text, true));
    if (exact && exact.name.rarity > 0) findings.push(rareName(exact.name.rarity));
    findings.push(...middleFindings(subject, profile));
  } else if (own.length > 0) {
    findings.push(conflict('subject', 'named only among the relatives of someone else'));
  } else if (hasNameApart(result, profile.names)) {
    findings.push(support('name', 15, 'first and last name apart'));
  } else if (hasSurname(result, profile.names)) {
    findings.push(support('name', 5, 'surname only'));
  }
  const relatives = relativeFindings(result, zones, own, profile);
  findings.push(...relatives.findings);
  return { findings, subject, spans: relatives.spans.length > 0 ? [...own, ...relatives.spans] : own, isNamed };
}
