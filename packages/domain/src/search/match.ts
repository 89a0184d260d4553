/**
 * How likely a result is about this member (ARCHITECTURE §6): wrong-person matches are the field's
 * biggest failure, so every result is scored against what the member told us about themselves.
 */
export type MatchProfile = {
  firstName: string;
  lastName: string;
  middleName?: string | null;
  /** Other names the member has used (maiden name, nickname). */
  aliases?: readonly string[];
  birthYear?: number | null;
  /** City and two-letter state of current and past addresses. */
  places?: readonly { city: string; state: string }[];
  relatives?: readonly string[];
  phones?: readonly string[];
  emails?: readonly string[];
};

export const MATCH_LABELS = ['likely', 'possible', 'unlikely'] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];
export type Match = { score: number; label: MatchLabel; reasons: string[] };

export const LIKELY_THRESHOLD = 70;
export const POSSIBLE_THRESHOLD = 40;

export function matchLabel(score: number): MatchLabel {
  if (score >= LIKELY_THRESHOLD) return 'likely';
  if (score >= POSSIBLE_THRESHOLD) return 'possible';
  return 'unlikely';
}

/** Common short forms, so "Bob" on a listing counts for Robert. Both directions are checked. */
const NICKNAMES: Record<string, readonly string[]> = {
  robert: ['bob', 'rob', 'bobby'],
  william: ['bill', 'will', 'billy', 'liam'],
  richard: ['rick', 'dick', 'rich'],
  james: ['jim', 'jimmy', 'jamie'],
  john: ['jack', 'johnny'],
  michael: ['mike', 'mikey'],
  elizabeth: ['liz', 'beth', 'betty', 'eliza'],
  katherine: ['kate', 'kathy', 'katie'],
  jennifer: ['jen', 'jenny'],
  margaret: ['maggie', 'peggy', 'meg'],
  thomas: ['tom', 'tommy'],
  joseph: ['joe', 'joey'],
  christopher: ['chris'],
  daniel: ['dan', 'danny'],
  anthony: ['tony'],
  patricia: ['pat', 'patty', 'trish'],
  alexander: ['alex'],
  samuel: ['sam'],
  steven: ['steve'],
  david: ['dave'],
};

/** Lower case, accents dropped (only when there are any), anything else a single space. */
export const normaliseText = (value: string) => {
  const lower = value.toLowerCase();
  // eslint-disable-next-line no-control-regex
  const ascii = /[^\x00-\x7f]/.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
  return ascii.replace(/[^a-z0-9]+/g, ' ').trim();
};

const nicknameCache = new Map<string, string[]>();
/** A first name and its common short or long forms ("Bob" ↔ Robert). */
export function firstNameForms(first: string): string[] {
  const cached = nicknameCache.get(first);
  if (cached) return cached;
  const forms = new Set([first]);
  for (const [full, shorts] of Object.entries(NICKNAMES)) {
    if (full === first) shorts.forEach((short) => forms.add(short));
    if (shorts.includes(first)) forms.add(full);
  }
  const result = [...forms];
  if (nicknameCache.size < 1000) nicknameCache.set(first, result);
  return result;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether the phrase appears as whole words; `text` is normalised and padded with spaces. */
const hasWords = (text: string, phrase: string) => phrase !== '' && text.includes(` ${phrase} `);

const middlePatterns = new Map<string, RegExp>();
function middlePattern(first: string, last: string): RegExp {
  const key = `${first} ${last}`;
  let pattern = middlePatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(` ${escape(first)} ([a-z])[a-z]* ${escape(last)} `);
    if (middlePatterns.size < 1000) middlePatterns.set(key, pattern);
  }
  return pattern;
}

/** Points per signal; the total is capped at 100. */
export const MATCH_POINTS = {
  fullName: 50,
  firstAndLastApart: 30,
  lastNameOnly: 10,
  middleInitial: 10,
  middleInitialConflict: -20,
  age: 15,
  ageConflict: -25,
  place: 15,
  relative: 10,
  contact: 25,
} as const;

/** The member's name and each alias as first and last name (worked out once per profile). */
const namesCache = new WeakMap<MatchProfile, { first: string; last: string }[]>();
function namesOf(profile: MatchProfile): { first: string; last: string }[] {
  const cached = namesCache.get(profile);
  if (cached) return cached;
  const names = computeNames(profile);
  namesCache.set(profile, names);
  return names;
}

function computeNames(profile: MatchProfile): { first: string; last: string }[] {
  const aliases = (profile.aliases ?? []).map((alias) => {
    const words = normaliseText(alias).split(' ');
    return { first: words[0] ?? '', last: words.length > 1 ? (words.at(-1) ?? '') : '' };
  });
  return [{ first: normaliseText(profile.firstName), last: normaliseText(profile.lastName) }, ...aliases].filter(
    (name) => name.first && name.last,
  );
}

function nameScore(text: string, profile: MatchProfile, reasons: string[]): number {
  const names = namesOf(profile);
  const middle = normaliseText(profile.middleName ?? '');
  for (const { first: given, last: lastName } of names) {
    for (const first of firstNameForms(given)) {
      if (hasWords(text, `${first} ${lastName}`) || hasWords(text, `${lastName} ${first}`)) {
        reasons.push('Full name');
        return MATCH_POINTS.fullName;
      }
      const withMiddle = middlePattern(first, lastName).exec(text);
      if (withMiddle) {
        reasons.push('Full name');
        if (!middle) return MATCH_POINTS.fullName;
        if (withMiddle[1] === middle[0]) {
          reasons.push('Middle initial');
          return MATCH_POINTS.fullName + MATCH_POINTS.middleInitial;
        }
        reasons.push('Different middle initial');
        return MATCH_POINTS.fullName + MATCH_POINTS.middleInitialConflict;
      }
    }
  }
  if (
    names.some(({ first, last }) => hasWords(text, last) && firstNameForms(first).some((form) => hasWords(text, form)))
  ) {
    reasons.push('First and last name');
    return MATCH_POINTS.firstAndLastApart;
  }
  if (names.some(({ last }) => hasWords(text, last))) {
    reasons.push('Last name only');
    return MATCH_POINTS.lastNameOnly;
  }
  return 0;
}

function ageScore(text: string, birthYear: number | null | undefined, now: Date, reasons: string[]): number {
  if (!birthYear) return 0;
  const ages = [
    ...text.matchAll(
      /\b(?:age|aged)\s*:?\s*(\d{2})\b|\b(\d{2})\s*(?:years old|yrs|y\/o)\b|,\s*(\d{2})(?=\s*(?:,|-|\||$))/g,
    ),
  ].map((m) => Number(m[1] ?? m[2] ?? m[3]));
  const years = [...text.matchAll(/\b(?:born|b\.|dob:?)\s*(?:in\s*)?(?:\d{1,2}\/\d{1,2}\/)?(19\d{2}|20\d{2})\b/g)].map(
    (m) => Number(m[1]),
  );
  if (ages.length === 0 && years.length === 0) return 0;
  const expected = now.getUTCFullYear() - birthYear;
  const ageFits =
    ages.some((age) => Math.abs(age - expected) <= 1) || years.some((year) => Math.abs(year - birthYear) <= 1);
  if (ageFits) {
    reasons.push('Age');
    return MATCH_POINTS.age;
  }
  reasons.push('Different age');
  return MATCH_POINTS.ageConflict;
}

/** Scores a result's title and snippet against the member's profile: 0–100 and a label. */
export function scoreMatch(result: { title: string; snippet: string }, profile: MatchProfile, now = new Date()): Match {
  const text = ` ${normaliseText(`${result.title} ${result.snippet}`)} `;
  const reasons: string[] = [];
  let score = nameScore(text, profile, reasons);
  score += ageScore(`${result.title} ${result.snippet}`.toLowerCase(), profile.birthYear, now, reasons);
  const place = (profile.places ?? []).find(
    (candidate) => hasWords(text, normaliseText(candidate.city)) && hasWords(text, normaliseText(candidate.state)),
  );
  if (place) {
    reasons.push('City and state');
    score += MATCH_POINTS.place;
  }
  const relative = (profile.relatives ?? []).find((name) => hasWords(text, normaliseText(name)));
  if (relative) {
    reasons.push('Known relative');
    score += MATCH_POINTS.relative;
  }
  const digits = `${result.title} ${result.snippet}`.replace(/\D/g, '');
  const phone = (profile.phones ?? [])
    .map((p) => p.replace(/\D/g, '').slice(-10))
    .find((p) => p.length >= 7 && digits.includes(p));
  const lower = `${result.title} ${result.snippet}`.toLowerCase();
  const email = (profile.emails ?? []).find((address) => address && lower.includes(address.toLowerCase()));
  if (phone || email) {
    reasons.push(phone ? 'Phone number' : 'Email address');
    score += MATCH_POINTS.contact;
  }
  const bounded = Math.max(0, Math.min(100, score));
  return { score: bounded, label: matchLabel(bounded), reasons };
}
