import type { RawResult } from '../../src/search/classify';
import type { MatchProfile } from '../../src/search/match';
import type { ScanTerm } from '../../src/search/matching/profile';
import { SITES } from '../../src/search/sites';

/**
 * What `npm run bench` classifies (bench/search.ts) and the golden corpus repeats (golden.ts): one
 * profile, its scan and clock, and a deterministic mix of catalogue and other sites, names, ages,
 * places and keywords.
 */
export const BENCH_PROFILE: MatchProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  middleName: 'Quinn',
  birthYear: 1984,
  places: [{ city: 'Austin', state: 'TX' }],
  relatives: ['Robert Doe'],
  phones: ['5125550142'],
  emails: ['jane@example.com'],
};
export const BENCH_SCAN: ScanTerm = { type: 'name', term: 'Jane Doe' };
export const BENCH_NOW = new Date('2026-11-22T00:00:00Z');

const WORDS = ['court', 'docket', 'marathon', 'relatives', 'arrest', 'record', 'profile', 'address', 'phone', 'news'];
const NAMES = ['Jane Doe', 'Jane Q. Doe', 'John Roe', 'Doe, Jane', 'Janet Smith', 'Bob Lane'];

export function benchResults(count: number): RawResult[] {
  const results: RawResult[] = [];
  for (let i = 0; i < count; i++) {
    const site = SITES[i % SITES.length];
    const host = i % 3 === 0 ? `news${i % 50}.example.com` : `${i % 7 === 0 ? 'ca.' : 'www.'}${site?.domain}`;
    const name = NAMES[i % NAMES.length];
    results.push({
      url: `https://${host}/p/${i}`,
      title: `${name}, ${30 + (i % 40)} - Austin, TX`,
      snippet: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} for ${name}. Relatives: Robert Doe. Call 512-555-0142.`,
    });
  }
  return results;
}
