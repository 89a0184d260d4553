import { support } from './finding';
import type { Finding } from './finding';
import type { PersonName } from './person-name';
import type { Phrase } from './profile';

/**
 * The member's own handle on a social profile (issue 35, social mentions): a username they gave,
 * or the part of their email before "@" — a name they chose, and people keep one across sites ("kdtran92@…" is
 * instagram.com/kdtran92 or "@kdtran92"). It counts only when it says more than the name: a local
 * part made of the member's name words and initials ("maria.e.garcia", "dwhitlock") could be any
 * namesake's handle, and a role address ("office@", "info@") is nobody's.
 */
const ROLE_ADDRESSES = new Set([
  'info',
  'office',
  'contact',
  'admin',
  'sales',
  'support',
  'hello',
  'mail',
  'team',
  'billing',
  'service',
  'help',
  'jobs',
  'noreply',
  'privacy',
  'legal',
  'press',
  'media',
  'marketing',
  'careers',
  'accounts',
  'orders',
  'webmaster',
  'postmaster',
]);

/** A handle as sites compare it: lower case, without the dots, dashes and underscores they vary on. */
const compact = (value: string) => value.toLowerCase().replace(/[._-]/g, '');

/** Whether the letters are only the given words and their initials, in any order ("mariaegarcia"). */
function isMadeOf(letters: string, words: readonly string[]): boolean {
  if (letters.length === 0) return true;
  for (const word of words) {
    if (letters.startsWith(word) && isMadeOf(letters.slice(word.length), words)) return true;
    if (letters.startsWith(word[0] ?? '\u0000') && isMadeOf(letters.slice(1), words)) return true;
  }
  return false;
}

/** A username as the member may write it: "@kdtran92", "kdtran92" or a profile address. */
function givenHandle(value: string): string {
  const segments = value.trim().split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  return last.startsWith('@') ? last.slice(1) : last;
}

/**
 * The member's handles: the local parts of their emails and the usernames they gave, when they say
 * more than their names (see above). `names` are their names' words and their businesses' (a
 * business's name run together is any namesake business's handle too).
 */
export function handlesOf(
  emails: Iterable<string>,
  given: Iterable<string>,
  names: readonly PersonName[],
  companies: readonly Phrase[],
): Set<string> {
  const nameWords = [
    ...new Set([
      ...names.flatMap((name) => [...name.firsts, ...name.lasts.flat(), ...(name.middle ? [name.middle] : [])]),
      ...companies.flatMap((company) => company.words),
    ]),
  ].filter((word) => word.length > 0);
  const handles = new Set<string>();
  const candidates = [...emails].map((email) => (email.split('@')[0] ?? '').split('+')[0] ?? '');
  for (const value of given) candidates.push(givenHandle(value));
  for (const candidate of candidates) {
    const handle = compact(candidate);
    if (handle.length < 5 || ROLE_ADDRESSES.has(handle) || !/^[a-z0-9]+$/.test(handle)) continue;
    const hasDigit = /\d/.test(handle);
    if (!hasDigit && isMadeOf(handle, nameWords)) continue;
    handles.add(handle);
  }
  return handles;
}

/** The path segments of a URL after its host, at most three ("/in/kdtran92/" → in, kdtran92). */
function pathSegments(url: string): string[] {
  const hostStart = url.indexOf('//');
  const pathStart = url.indexOf('/', hostStart < 0 ? 0 : hostStart + 2);
  if (pathStart < 0) return [];
  let end = url.length;
  for (const mark of ['?', '#']) {
    const at = url.indexOf(mark, pathStart);
    if (at >= 0 && at < end) end = at;
  }
  return url.slice(pathStart + 1, end).split('/', 3);
}

/** "@kdtran92" in the text (not the local part of an email): the handles written after "@". */
function* mentionedHandles(lower: string): Generator<string> {
  for (let at = lower.indexOf('@'); at >= 0; at = lower.indexOf('@', at + 1)) {
    const before = lower.charCodeAt(at - 1);
    if (at > 0 && ((before >= 97 && before <= 122) || (before >= 48 && before <= 57))) continue;
    let end = at + 1;
    while (end < lower.length && /[a-z0-9._-]/.test(lower[end] ?? '')) end++;
    yield compact(lower.slice(at + 1, end));
  }
}

/** The member's handle in the result's address or after an "@" in its text: a support that identifies them. */
export function handleFindings(url: string, lower: string, handles: ReadonlySet<string>): Finding[] {
  let shortest = Infinity;
  for (const handle of handles) shortest = Math.min(shortest, handle.length);
  for (const segment of pathSegments(url)) {
    // Separators only lengthen a handle: a shorter segment is none of them (most are, cheaply).
    if (segment.length < shortest) continue;
    const handle = compact(segment.startsWith('@') ? segment.slice(1) : segment);
    if (handles.has(handle)) return [support('handle', 40, `their handle (${handle})`, true)];
  }
  if (lower.includes('@')) {
    for (const handle of mentionedHandles(lower)) {
      if (handles.has(handle)) return [support('handle', 40, `their handle (${handle})`, true)];
    }
  }
  return [];
}
