import { describe, expect, it } from 'vitest';
import { PUBLIC_MIN_DECIDED, publicResults } from './results';

describe('public results', () => {
  it('rates each kind of site removed ÷ decided, with the median days to removal, from verdicts only', () => {
    const { overall, groups } = publicResults([
      { group: 'people-search', status: 'removed', count: 8, medianDays: 9.26 },
      { group: 'people-search', status: 'rejected', count: 2, medianDays: 30 },
      { group: 'people-search', status: 'submitted', count: 40, medianDays: null },
      { group: 'all', status: 'removed', count: 8, medianDays: 9.26 },
      { group: 'all', status: 'rejected', count: 2, medianDays: 30 },
      { group: 'all', status: 'submitted', count: 43, medianDays: null },
      { group: 'mugshots', status: 'submitted', count: 3, medianDays: null },
    ]);
    expect(overall).toMatchObject({
      label: 'All removal requests',
      decided: 10,
      removed: 8,
      rate: 80,
      medianDaysToRemoval: 9.3,
    });
    expect(groups).toEqual([
      {
        group: 'people-search',
        label: 'People-search sites',
        decided: 10,
        removed: 8,
        rate: 80,
        medianDaysToRemoval: 9.3,
      },
      { group: 'mugshots', label: 'Mugshot sites', decided: 0, removed: 0, rate: null, medianDaysToRemoval: null },
    ]);
  });

  it(`publishes no rate or median for fewer than ${PUBLIC_MIN_DECIDED} verdicts`, () => {
    const { overall, groups } = publicResults([
      { group: 'google', status: 'removed', count: PUBLIC_MIN_DECIDED - 1, medianDays: 3 },
      { group: 'all', status: 'removed', count: PUBLIC_MIN_DECIDED - 1, medianDays: 3 },
    ]);
    expect(overall).toMatchObject({ decided: PUBLIC_MIN_DECIDED - 1, rate: null, medianDaysToRemoval: null });
    expect(groups[0]).toMatchObject({ label: 'Google Search', removed: PUBLIC_MIN_DECIDED - 1, rate: null });
  });

  it('says nothing at all before any request exists', () => {
    expect(publicResults([])).toEqual({
      overall: {
        group: 'all',
        label: 'All removal requests',
        decided: 0,
        removed: 0,
        rate: null,
        medianDaysToRemoval: null,
      },
      groups: [],
    });
  });
});
