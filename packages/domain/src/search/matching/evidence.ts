import { ageFindings } from './ages';
import { ambiguous, support } from './finding';
import type { Finding } from './finding';
import { handleFindings } from './handles';
import { findCompany, identifierFindings } from './identifiers';
import { ROLE_WORD } from './parties';
import { partyFindings } from './party-match';
import { readPeople } from './people';
import { placeFindings } from './places';
import type { PreparedProfile } from './profile';
import { readTextWithLower } from './text';
import { TOKEN_FLAGS } from './word-set';
import type { ResultText } from './text';
import { peopleZones } from './zones';

/** One sighting of a result: what a scan showed for it. */
export type Sighting = { title: string; snippet: string; url?: string };

/** "1,482 people found", "3 people named …", "40+ records", "ages 23 to 81" — not "2022 results". */
const INDEX_PAGE =
  /\b(?!(?:19|20)\d\d\b)\d[\d,]*\+?\s+(?:people|persons|records|results|profiles|matches|listings)\b|\bpeople named\b|\bages \d+ (?:to|-) \d+\b|\bin \d+ states\b/;
const INDEX_WORDS = ['people', 'persons', 'records', 'results', 'profiles', 'matches', 'listings', 'ages', 'states'];
const MAY_BE_INDEX = new RegExp(INDEX_WORDS.join('|'));
/**
 * The token flag of those words: in text read as written (`ResultText.asWritten`), a page the
 * index pattern matches has one of them as a token.
 */
const INDEX_WORD = TOKEN_FLAGS.register(INDEX_WORDS);
/** A sighting's title and snippet as one text ("title | snippet"), in lower case and read into tokens. */
export type SightingText = { raw: string; lower: string; result: ResultText };

export function readSighting(sighting: Sighting): SightingText {
  const raw = `${sighting.title} | ${sighting.snippet}`;
  const lower = raw.toLowerCase();
  return { raw, lower, result: readTextWithLower(raw, lower) };
}

/** Everything one sighting says for and against the result being the member's (`text`: the sighting read already). */
export function gatherEvidence(
  sighting: Sighting,
  profile: PreparedProfile,
  now: Date,
  text: SightingText = readSighting(sighting),
): Finding[] {
  const { raw, lower, result } = text;
  const zones = peopleZones(result, profile.isBusiness);
  const people = readPeople(result, zones, profile);
  const findings = people.findings;
  // Tokens in a list of people (no age is read there), and also in a name (no place either).
  const zoneMask = new Uint8Array(result.words.length);
  for (const zone of zones) zoneMask.fill(1, zone.start, zone.end);
  const aside = people.spans.length > 0 ? zoneMask.slice() : zoneMask;
  for (const span of people.spans) aside.fill(1, span.start, span.end);

  let isNamed = people.isNamed;
  const company = profile.companies.length > 0 ? findCompany(result, profile.companies, zoneMask) : null;
  if (company) {
    isNamed ||= profile.isBusiness;
    findings.push(
      profile.isBusiness
        ? support(
            'name',
            company.tier === 'exact' ? 40 : 30,
            company.tier === 'exact' ? 'company name' : 'company name, written differently',
            true,
          )
        : support('company', 25, `company (${company.company.label})`),
    );
    // A state registers one entity under one name: the business's exact name is rare by law, so a
    // place of theirs beside it makes it likely; a state they are not in takes it away (docs/matching.md).
    if (profile.isBusiness && company.tier === 'exact') findings.push(support('rarity', 10, 'exact company name'));
  }
  if (profile.birthYear) {
    const nameEnds = people.subject.map((occurrence) => occurrence.end);
    findings.push(
      ...ageFindings({
        result,
        url: sighting.url ?? '',
        birthYear: profile.birthYear,
        now,
        nameEnds,
        aside: zoneMask,
      }),
    );
  }
  findings.push(...placeFindings(result, aside, profile));
  findings.push(...identifierFindings(lower, result, profile));
  if (profile.handles.size > 0 && sighting.url) findings.push(...handleFindings(sighting.url, lower, profile.handles));
  // Parties and owners as the record's structure names them: the member, a namesake, relatives, or others.
  if ((result.anyFlags & ROLE_WORD) !== 0) {
    const parties = partyFindings(raw, profile, isNamed);
    for (const finding of parties.findings) findings.push(finding);
    isNamed = parties.isNamed;
  }
  const mayBeIndex = result.asWritten ? (result.anyFlags & INDEX_WORD) !== 0 : MAY_BE_INDEX.test(lower);
  if (mayBeIndex && INDEX_PAGE.test(lower))
    findings.push(ambiguous('several', 'a list of several people with this name'));
  return findings;
}
