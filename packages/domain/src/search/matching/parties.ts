import { US_STATE_NAMES } from './us-states';

/**
 * People a record is explicitly about: parties to a case ("Marcus Bell" in "State v. Marcus
 * Bell", "Defendant: …", "Parties: …"), the registered owner of a phone ("registered to …"),
 * the person booked. When a result names such a person and never the member, it is about
 * someone else, whatever identifier it shares (a reused case number, an old phone number).
 */
const ROLES =
  /\b(owners?|registered to|listed to|belongs to|defendants?|plaintiffs?|petitioners?|respondents?|appellants?|appellees?|debtors?|booking record for|in re(?: marriage of| the marriage of| estate of)?|parties)\s*:?\s+/gi;
const VERSUS = /((?:[A-Z][\w'’.-]*\s+)*[A-Z][\w'’.-]*)\s+vs?\.?\s+([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)/g;
const MAY_BE_VERSUS = /\bvs?\.?\s/;
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
const CAPITALISED = /^(?:[A-Z][\w'’-]*\.?|[A-Z]\.)$/;
const PLURAL_ROLE = /^(?:owners|defendants|plaintiffs|parties|petitioners|respondents)/i;

/** The leading capitalised words of a stretch of text ("Daniel Ortiz in Mesa" → Daniel Ortiz). */
function leadingName(text: string): string | null {
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const bare = word.replace(/[,;:]+$/, '');
    if (!CAPITALISED.test(bare)) break;
    words.push(bare.replace(/\.$/, ''));
    // A comma or a full stop after a word (not an initial: "Jane Q. Doe") ends the name.
    if (bare !== word || (bare.endsWith('.') && bare.length > 2 && !/^[A-Z][a-z]?\.$/.test(bare))) break;
  }
  const name = words.join(' ');
  const isPublic = GOVERNMENT.has(name.split(' ')[0]?.toLowerCase() ?? '') || STATES.has(name.toLowerCase());
  return name && !isPublic ? name : null;
}

export function namedParties(raw: string): string[] {
  const names: string[] = [];
  ROLES.lastIndex = 0;
  // exec rather than matchAll, which copies the expression for every text.
  for (let m = ROLES.exec(raw); m !== null; m = ROLES.exec(raw)) {
    const rest = raw.slice(m.index + m[0].length, m.index + m[0].length + 120).split(/[.|](?:\s|$)/)[0] ?? '';
    const chunks = PLURAL_ROLE.test(m[1] ?? '') ? rest.split(/;|,|\sand\s|&/) : [rest];
    for (const chunk of chunks) {
      const name = leadingName(chunk);
      if (name) names.push(name);
    }
  }
  if (MAY_BE_VERSUS.test(raw)) {
    VERSUS.lastIndex = 0;
    for (let m = VERSUS.exec(raw); m !== null; m = VERSUS.exec(raw)) {
      const left = leadingName((m[1] ?? '').split(/\s+/).slice(-4).join(' '));
      const right = leadingName(m[2] ?? '');
      for (const name of [left, right]) if (name) names.push(name);
    }
  }
  return names;
}
