import { contradiction, support } from './finding';
import type { Finding } from './finding';
import type { Phrase, PreparedProfile } from './profile';
import { streetWords } from './profile';
import type { ResultText } from './text';

/**
 * Identifiers on a result: phones, emails, case numbers, street addresses. The member's own
 * identify them; a page that lists only other phones or emails counts against.
 */
const PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})(?![\d-])/g;
const PHONE_HINT = /\d{3}[\s.)-]*\d{3}[\s.-]\d{4}/;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g;

export function identifierFindings(lower: string, result: ResultText, profile: PreparedProfile): Finding[] {
  const found: Finding[] = [];
  // A page's phones and emails count only against a profile that has some.
  if (profile.phones.size > 0 && PHONE_HINT.test(lower)) {
    const seen = phonesOn(lower, profile.phones);
    if (seen === 'mine') found.push(support('phone', 40, 'phone', true));
    else if (seen === 'other') found.push(contradiction('phone', 20, 'a different phone'));
  }
  if (profile.emails.size > 0 && lower.includes('@')) {
    const emails = lower.match(EMAIL) ?? [];
    if (emails.some((email) => profile.emails.has(email))) found.push(support('email', 40, 'email', true));
    else if (emails.length > 0) found.push(contradiction('email', 20, 'a different email'));
  }
  const caseNumber = profile.caseNumbers.find((candidate) => candidate.pattern.test(lower));
  if (caseNumber) found.push(support('case', 40, `case number (${caseNumber.label})`, true));
  const address = profile.addresses.find((candidate) => hasStreet(result, candidate));
  if (address) found.push(support('address', 40, 'street address', true));
  return found;
}

/** Whether the text shows one of the member's phones ('mine'), only others ('other'), or none. */
function phonesOn(lower: string, mine: ReadonlySet<string>): 'mine' | 'other' | null {
  let seen: 'other' | null = null;
  PHONE.lastIndex = 0;
  for (let m = PHONE.exec(lower); m !== null; m = PHONE.exec(lower)) {
    if (isMine(mine, m[1] ?? '', m[2] ?? '', m[3] ?? '')) {
      PHONE.lastIndex = 0;
      return 'mine';
    }
    seen = 'other';
  }
  return seen;
}

/** Whether `area + exchange + line` (3, 3 and 4 digits) is one of the keys, without joining them. */
function isMine(mine: ReadonlySet<string>, area: string, exchange: string, line: string): boolean {
  for (const key of mine) {
    if (key.length === 10 && key.startsWith(area) && key.startsWith(exchange, 3) && key.startsWith(line, 6))
      return true;
  }
  return false;
}

function hasStreet(result: ResultText, address: Phrase): boolean {
  const first = address.words[0];
  for (let i = 0; i < result.words.length; i++) {
    if (result.words[i] !== first) continue;
    const slice = result.words.slice(i, i + address.words.length).map((word) => streetWords(word)[0] ?? word);
    if (slice.length === address.words.length && slice.every((word, j) => word === address.words[j])) return true;
  }
  return false;
}

/** "&" and "and" inside a company's name: "Harbor Plumbing & Drain" is "Harbor Plumbing and Drain". */
const isAnd = (word: string | undefined) => word === '&' || word === 'and';

/**
 * Where a company's name appears: word for word (its "&" or "and" either way), or with words run
 * together ("Harborlight"). `company.words` carry no "and" (`profile.ts`).
 */
export function findCompany(
  result: ResultText,
  companies: readonly Phrase[],
  skip: Uint8Array,
): { company: Phrase; tier: 'exact' | 'variant' } | null {
  const { words } = result;
  for (const company of companies) {
    const target = company.words.join('');
    for (let i = 0; i < words.length; i++) {
      if (skip[i] === 1 || !target.startsWith(words[i] ?? '\u0000')) continue;
      let joined = '';
      let j = i;
      let read = 0;
      while (j < words.length && joined.length < target.length) {
        const word = words[j] ?? '';
        if (isAnd(word) && joined.length > 0) {
          j++;
          continue;
        }
        if (!target.startsWith(joined + word)) break;
        joined += word;
        read++;
        j++;
      }
      if (joined !== target) continue;
      return { company, tier: read === company.words.length ? 'exact' : 'variant' };
    }
  }
  return null;
}
