import { parsePartyList } from './party-names';
import type { ParsedParty } from './party-names';
import { US_STATE_NAMES } from './us-states';
import { TOKEN_FLAGS } from './word-set';

/**
 * People and organisations a record is explicitly about, read from its structure (issue 35):
 * parties to a case ("State v. Last, First M.", "Defendant: …", "In re the Marriage of …"),
 * owners on a county roll ("Owners: WHITLOCK DANA M & ORTEGA SAM JTWROS", "Grantee: …"), the
 * registered owner of a phone ("registered to …"), the person booked. When a result names such
 * a person and never the member, it is about someone else, whatever identifier it shares.
 */
export type Party = ParsedParty & { role: 'owner' | 'party' };

const ROLES =
  /\b(owner\(s\)|owner\s+names?|owners?|taxpayer\s+name|taxpayer|grantees?|grantors?|buyers?|sellers?|co-defendants|defendants?|plaintiffs?|petitioners?|respondents?|appellants?|appellees?|debtors?|registered\s+to|listed\s+to|belongs\s+to|booking\s+record\s+for|in\s+re(?:\s+the)?(?:\s+marriage\s+of|\s+estate\s+of)?|parties)(?![\p{L}])/giu;
/**
 * The token flag of the words a role or a caption needs (`ResultText.anyFlags`): a page with none
 * of them names no party, and classification skips the parser without reading the text again.
 */
export const ROLE_WORD = TOKEN_FLAGS.register([
  ...[
    'owner',
    'owners',
    'taxpayer',
    'grantee',
    'grantees',
    'grantor',
    'grantors',
    'buyer',
    'buyers',
    'seller',
    'sellers',
  ],
  ...['defendant', 'defendants', 'plaintiff', 'plaintiffs', 'petitioner', 'petitioners', 'respondent', 'respondents'],
  ...['appellant', 'appellants', 'appellee', 'appellees', 'debtor', 'debtors', 'parties'],
  ...['registered', 'listed', 'belongs', 'booking', 're', 'v', 'vs'],
]);
const OWNER_ROLE = /^(owner|taxpayer|grantee|grantor|buyer|seller)/i;
const PLURAL_ROLE =
  /^(owner\(s\)|owners|defendants|co-defendants|plaintiffs|parties|petitioners|respondents|grantees|grantors|buyers|sellers|in re)/i;
/** Words of a heading after a role ("Owner Info", "Owner Name & Mailing Address"): no name follows. */
const HEADING = new Set([
  'info',
  'information',
  'details',
  'name',
  'names',
  '&',
  'and',
  'mailing',
  'address',
  'property',
  'record',
  'records',
  'search',
  'lookup',
  'history',
  'data',
  'since',
]);
/** Capitalised words that end a name: what a record says next. */
const NOT_NAME = new Set([
  'defendant',
  'defendants',
  'plaintiff',
  'plaintiffs',
  'grantee',
  'grantor',
  'respondent',
  'petitioner',
  'phone',
  'age',
  'dob',
  'born',
  'county',
  'court',
  'case',
  'docket',
  'filed',
  'property',
  'owner',
  'owners',
  'bought',
  'sold',
  'mailing',
  'address',
  'assessed',
  'parcel',
  'tax',
  'deed',
  'recorded',
  'party',
  'cause',
  'charge',
  'booked',
  'site',
  'transfer',
  'also',
  'lives',
  'misdemeanor',
  'felony',
  'civil',
]);
const CONNECTORS = new Set(['&', 'and', 'of', 'de', 'del', 'van', 'von', 'la', 'le', 'da', 'di', 'd/b/a', 'dba']);
/** Abbreviations whose full stop does not end the sentence ("Jr.", "St. Louis"). */
const ABBREVIATED = new Set(['jr', 'sr', 'st', 'mt', 'dr', 'bros']);
const GOVERNMENT = new Set([
  'state',
  'people',
  'united',
  'commonwealth',
  'city',
  'county',
  'town',
  'village',
  'government',
  'usa',
  'us',
]);
const STATES = new Set(Object.values(US_STATE_NAMES).map((name) => name.toLowerCase()));
const MAY_BE_VERSUS = /\bvs?\.?\s/i;
const VERSUS = /\s+vs?\.?\s+/gi;

const isCapitalsWord = (word: string) => /\p{Lu}{2}/u.test(word);
const bareOf = (token: string) => token.replace(/^[("]+|[),;:.]+$/g, '');
const isNameToken = (token: string) =>
  CONNECTORS.has(token.toLowerCase()) || /^\(?[HW]\/[HW]\)?$/i.test(bareOf(token)) || /^\(?\p{Lu}/u.test(token);

/**
 * The name text at the start of `text`: capitalised words and the marks between names, up to the
 * end of a sentence, a lower-case word or what a record says next ("Phone", "County"). A comma
 * goes on after a lone surname ("Last, First") or in a list of several (`isList`).
 */
function leadingNames(text: string, isList: boolean): string {
  const kept: string[] = [];
  let sinceBreak = 0;
  let hasEnded = false;
  for (const token of text.trim().split(/\s+/)) {
    const bare = bareOf(token);
    // "Whitlock, Dana M. and Whitlock, Sam": a name that ended goes on only with another one.
    if (hasEnded && !/^(&|and)$/i.test(token)) break;
    hasEnded = false;
    if (!bare || token === '|' || token === '-' || !isNameToken(token)) break;
    if (NOT_NAME.has(bare.toLowerCase()) || /^vs?\.?$/i.test(token)) break;
    // A roll's name in capitals ends where words in ordinary case begin ("WHITLOCK DANA M. Tacoma").
    if (/\p{Ll}/u.test(bare) && kept.some(isCapitalsWord) && kept.every((word) => !/\p{Ll}/u.test(word))) break;
    if (GOVERNMENT.has(bare.toLowerCase()) && kept.length === 0 && !isList) return '';
    const endsWithComma = /,$/.test(token);
    if (endsWithComma && sinceBreak > 0 && !isList) {
      kept.push(token.slice(0, -1));
      break;
    }
    kept.push(token);
    sinceBreak = endsWithComma || token === '&' || /^and$/i.test(token) || token.endsWith(';') ? 0 : sinceBreak + 1;
    const isInitial = /^\p{Lu}\.$/u.test(token);
    const isSentenceEnd = token.endsWith('.') && !isInitial && !ABBREVIATED.has(bare.toLowerCase());
    // "Whitlock, Dana M." ends at its initial; "Dana M. Whitlock" goes on.
    if (isSentenceEnd) break;
    hasEnded = isInitial && kept.some((word) => word.endsWith(','));
  }
  return kept.join(' ');
}

function isPublic(party: ParsedParty): boolean {
  const first =
    party.text
      .replace(/^the\s+/i, '')
      .split(/\s+/)[0]
      ?.toLowerCase() ?? '';
  return GOVERNMENT.has(first) || STATES.has(party.text.toLowerCase());
}

function partiesIn(text: string, role: Party['role'], isList: boolean, into: Party[]): void {
  const names = leadingNames(text, isList);
  if (!names) return;
  for (const party of parsePartyList(names)) if (!isPublic(party)) into.push({ ...party, role });
}

/** After a role word: past a heading ("Info", "Name & Mailing Address"), a ")" and a ":". */
function afterHeading(raw: string, from: number): string | null {
  const rest = raw.slice(from, from + 160);
  const words = rest.split(/(\s+)/);
  let offset = 0;
  let skipped = false;
  for (const word of words) {
    const bare = word
      .trim()
      .replace(/[):]+$/, '')
      .toLowerCase();
    if (word.trim() === '' || word.trim() === ')' || word.trim() === ':') {
      offset += word.length;
      continue;
    }
    if (!HEADING.has(bare)) break;
    skipped = true;
    offset += word.length;
    if (/:$/.test(word)) return rest.slice(offset);
  }
  return skipped ? null : rest.slice(offset).replace(/^[):\s]+/, '');
}

export function readParties(raw: string): Party[] {
  const parties: Party[] = [];
  ROLES.lastIndex = 0;
  // exec rather than matchAll, which copies the expression for every text.
  for (let m = ROLES.exec(raw); m !== null; m = ROLES.exec(raw)) {
    const word = (m[1] ?? '').replace(/\s+/g, ' ');
    const text = afterHeading(raw, m.index + m[0].length);
    if (text) partiesIn(text, OWNER_ROLE.test(word) ? 'owner' : 'party', PLURAL_ROLE.test(word), parties);
  }
  if (MAY_BE_VERSUS.test(raw)) {
    for (const line of raw.split(/\s+\|\s+|\s+-\s+/)) {
      VERSUS.lastIndex = 0;
      const m = VERSUS.exec(line);
      if (!m) continue;
      const before = line.slice(0, m.index).split(/\s+/).slice(-6);
      let start = before.length;
      while (start > 0 && isNameToken(before[start - 1] ?? '')) start--;
      partiesIn(before.slice(start).join(' '), 'party', true, parties);
      partiesIn(line.slice(m.index + m[0].length), 'party', true, parties);
    }
  }
  return parties;
}

/** The parties' names as written (for tests and the "why"). */
export function namedParties(raw: string): string[] {
  return readParties(raw).map((party) => party.text);
}
