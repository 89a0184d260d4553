import { describe, expect, it } from 'vitest';
import { offlineResults } from '../src/providers/search/offline-corpus';

const urls = (term: string) => offlineResults('name', term).map((result) => result.url);

describe('the offline corpus', () => {
  it('finds the same pages for a name with a place added (a monitoring variant) as for the name alone', () => {
    expect(urls('Jordan Miller').length).toBeGreaterThan(0);
    expect(urls('Jordan Miller (Austin, TX)')).toEqual(urls('Jordan Miller'));
    expect(urls('Ingrid Solvang (Duluth, MN)')).toEqual(urls('Ingrid Solvang'));
  });

  it('still finds other pages for another name', () => {
    expect(urls('Ingrid Solvang')).not.toEqual(urls('Jordan Miller'));
  });
});
