import { describe, expect, it } from 'vitest';
import { assessCase } from './assess';

describe('free case assessment', () => {
  it.each([
    [
      { kinds: ['personal-data'], outcome: 'not-sure', places: ['people-search-sites'], state: 'NY' },
      ['opt-out', 'deletion-request'],
      'monitoring',
      false,
    ],
    [
      { kinds: ['mugshot'], outcome: 'dismissed', places: ['mugshot-sites', 'google'], state: 'TX' },
      ['search-engine-removal', 'mugshot-statute'],
      'basic',
      true,
    ],
    [
      { kinds: ['mugshot'], outcome: 'dismissed', places: ['mugshot-sites'], state: 'NY' },
      ['deletion-request'],
      'basic',
      true,
    ],
    [
      { kinds: ['criminal-case'], outcome: 'convicted', places: ['court-record-sites'], state: 'PA' },
      ['sealing-review', 'search-engine-removal'],
      'premium',
      false,
    ],
    [
      { kinds: ['civil-lawsuit'], outcome: 'open', places: ['google'], state: 'CA' },
      ['deletion-request', 'search-engine-removal'],
      'basic',
      false,
    ],
    [
      { kinds: ['arrest'], outcome: 'acquitted', places: ['news'], state: 'OH' },
      ['search-engine-removal', 'sealing-review'],
      'premium',
      true,
    ],
  ] as const)('%o → %o on the %s plan', (answers, routes, plan, canSealSoon) => {
    const result = assessCase({ ...answers, kinds: [...answers.kinds], places: [...answers.places] });
    expect(result.routes).toEqual(routes);
    expect(result.plan).toBe(plan);
    expect(result.canSealSoon).toBe(canSealSoon);
  });
});
