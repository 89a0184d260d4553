import { describe, expect, it } from 'vitest';
import { isRemovalTarget, resultList } from './removal-target';
import { classifyResult } from './classify';
import type { MatchProfile } from './match';

const now = new Date('2026-06-01T00:00:00Z');
const jane: MatchProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  birthYear: 1984,
  places: [{ city: 'Austin', state: 'TX' }],
};
const classify = (url: string) =>
  classifyResult({ url, title: 'Jane Doe, 42 - Austin, TX arrest', snippet: 'Criminal case record.' }, jane, { now });

describe('removal targets and mentions', () => {
  it('calls news, social profiles and review pages mentions, never alerts', () => {
    for (const url of [
      'https://news.austinledger.example/local/jane-doe',
      'https://www.facebook.com/jane.doe',
      'https://www.yelp.com/biz/jane-doe-bakery',
      'https://www.bbb.org/us/tx/austin/profile/jane-doe',
    ]) {
      const c = classify(url);
      expect(c.match.label, url).toBe('likely');
      expect(c.found, url).toBe(false);
      expect(c.mention, url).toBe(true);
      expect(resultList({ category: c.category, source: c.source, matchLabel: c.match.label, found: c.found })).toBe(
        'mentions',
      );
    }
  });

  it('keeps a record on a people-search site an alert', () => {
    const c = classify('https://www.spokeo.com/Jane-Doe');
    expect(c.found).toBe(true);
    expect(c.mention).toBe(false);
    expect(resultList({ category: c.category, source: c.source, matchLabel: c.match.label, found: c.found })).toBe(
      'alerts',
    );
  });

  it('puts nothing that is not likely the member in either list', () => {
    expect(resultList({ category: 'news', source: 'news.example', matchLabel: 'possible', found: false })).toBe('none');
    expect(isRemovalTarget('court-records', 'www.courtlistener.com')).toBe(true);
    expect(isRemovalTarget('other', 'www.reviews.example')).toBe(false);
  });
});
