import { conflict, support } from './finding';
import type { Finding } from './finding';
import { readParties } from './parties';
import type { Party } from './parties';
import type { PersonReading } from './party-names';
import type { PersonName } from './person-name';
import { rareName } from './people';
import type { PreparedProfile } from './profile';

/**
 * The parties a record's structure names (captions, owner rolls, "registered to"), compared with
 * the member's facts after they were parsed (issue 35, items 1 and 2): the member as a party, a
 * namesake with another middle name, a co-owner or co-defendant who is a listed relative under
 * either surname, or only other people (the record is someone else's).
 */
type Verdict = 'member' | 'namesake' | 'other';

/** A page's surname, hyphenated or not, as its parts ("ortega-whitlock" → ortega, whitlock). */
const partsOf = (surname: readonly string[]) => surname.flatMap((word) => word.split('-')).filter(Boolean);

function sameSurname(reading: PersonReading, name: PersonName): boolean {
  const shown = partsOf(reading.surname);
  const joined = shown.join('');
  return name.lasts.some((parts) => parts.join('') === joined || parts.every((part) => shown.includes(part)));
}

/** How one reading of a party compares with the member's names. */
type PartyVerdict = { verdict: Verdict; middle?: string; name?: PersonName };

function readingVerdict(reading: PersonReading, profile: PreparedProfile): PartyVerdict {
  for (const name of profile.names) {
    if (!name.firsts.has(reading.given) || !sameSurname(reading, name)) continue;
    const middle = reading.middle.find((word) => !profile.surnameWords.has(word));
    const mine = profile.middle;
    if (middle && mine && (middle.length === 1 ? middle !== mine[0] : middle !== mine)) {
      return { verdict: 'namesake', middle };
    }
    return { verdict: 'member', middle: middle && mine ? middle : undefined, name };
  }
  return { verdict: 'other' };
}

function partyVerdict(party: Party, profile: PreparedProfile): PartyVerdict {
  if (party.isOrganisation) {
    const words = withoutAnd(party.words);
    const isMine = profile.companies.some((company) => startsWith(words, withoutAnd(company.words)));
    return { verdict: isMine ? 'member' : 'other' };
  }
  let best: PartyVerdict = { verdict: 'other' };
  for (const reading of party.readings) {
    const verdict = readingVerdict(reading, profile);
    if (verdict.verdict === 'member') return verdict;
    if (verdict.verdict === 'namesake') best = verdict;
  }
  return best;
}

const withoutAnd = (words: readonly string[]) => words.filter((word) => word !== 'and');
const startsWith = (words: readonly string[], prefix: readonly string[]) =>
  prefix.length > 0 && prefix.every((word, index) => words[index] === word);

/**
 * A co-owner, co-buyer or co-party who is one of the member's relatives: the relative's given
 * name and either the relative's surname or the member's (a married name), hyphenated or not.
 */
function relativeOf(party: Party, profile: PreparedProfile): PersonName | undefined {
  for (const reading of party.readings) {
    const shown = partsOf(reading.surname);
    const relative = profile.relatives.find(
      (candidate) =>
        candidate.firsts.has(reading.given) &&
        shown.some((part) => profile.surnameWords.has(part) || candidate.lasts.some((parts) => parts.includes(part))),
    );
    if (relative) return relative;
  }
  return undefined;
}

/** A party that may be the member written shortly: their surname alone ("People v. Tran") or with their initial ("D Whitlock"). */
const isShortForm = (party: Party, profile: PreparedProfile) =>
  party.readings.some(
    (reading) =>
      reading.given.length <= 1 &&
      partsOf(reading.surname).some((part) => profile.surnameWords.has(part)) &&
      (reading.given === '' || profile.names.some((name) => name.first.startsWith(reading.given))),
  );

export function partyFindings(
  raw: string,
  profile: PreparedProfile,
  isNamed: boolean,
): { findings: Finding[]; isNamed: boolean } {
  const parties = readParties(raw);
  const findings: Finding[] = [];
  if (parties.length === 0) return { findings, isNamed };
  let member: { party: Party; middle?: string; name?: PersonName } | null = null;
  let namesake: string | null = null;
  const others: Party[] = [];
  for (const party of parties) {
    const verdict = partyVerdict(party, profile);
    if (verdict.verdict === 'member') member ??= { party, middle: verdict.middle, name: verdict.name };
    else if (verdict.verdict === 'namesake') namesake ??= verdict.middle ?? '';
    else if (!isShortForm(party, profile)) others.push(party);
  }
  const relatives: string[] = [];
  for (const party of others) {
    const relative = party.isOrganisation ? undefined : relativeOf(party, profile);
    if (relative && !relatives.includes(relative.label)) relatives.push(relative.label);
  }
  if (!isNamed && member) {
    isNamed = true;
    findings.push(support('name', 40, member.party.isOrganisation ? 'company name' : 'full name', true));
    if (member.name && member.name.rarity > 0) findings.push(rareName(member.name.rarity));
    if (member.middle)
      findings.push(support('middle', 20, member.middle.length === 1 ? 'middle initial' : 'middle name'));
  } else if (!isNamed && namesake !== null) {
    findings.push(
      conflict('middle', `different middle ${namesake.length === 1 ? 'initial' : 'name'} (${namesake.toUpperCase()})`),
    );
  } else if (!isNamed) {
    // For a business, its owners and officers are its relatives: naming them is no other subject.
    const strangers = others.filter((party) => !(profile.isBusiness && relativeOf(party, profile)));
    if (strangers[0]) findings.push(conflict('subject', `about someone else (${strangers[0].text})`));
  }
  if (isNamed && relatives[0]) findings.push(support('relative 0', 20, `relative (${relatives[0]})`));
  return { findings, isNamed };
}
