import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS } from './facts';
import { learn, lessonsFrom } from './learn';

const profile = { firstName: 'Odalys', lastName: 'Brennock', relatives: ['Tomas Brennock'], places: [] };
const listing =
  'Odalys Brennock, Age 44 - Dayton, OH. Odalys Brennock, 44, lives in Dayton, OH. Previous: Reno, NV. Relatives: Tomas Brennock, Harold J Brennock, Ines Okafor.';

describe('lessonsFrom', () => {
  it('offers the relatives and places a confirmed listing names that the profile lacks', () => {
    const lessons = lessonsFrom([listing], profile, EMPTY_FACTS);
    expect(lessons.relatives).toEqual(['Harold J Brennock', 'Ines Okafor']);
    expect(lessons.places).toEqual([
      { city: 'Dayton', state: 'OH', county: null },
      { city: 'Reno', state: 'NV', county: null },
    ]);
  });

  it('offers nothing the profile holds, nor the person’s own name or a nickname of a known relative', () => {
    const facts = { ...EMPTY_FACTS, places: [{ city: 'Reno', state: 'NV', county: null }] };
    const known = {
      ...profile,
      relatives: ['Tomas Brennock', 'Thomas Brennock', 'Harold Brennock'],
      places: [{ city: 'Dayton', state: 'Ohio' }],
    };
    const lessons = lessonsFrom([listing, 'Relatives: Odalys Brennock, Tom Brennock.'], known, facts);
    expect(lessons.relatives).toEqual(['Ines Okafor']);
    expect(lessons.places).toEqual([]);
  });
});

describe('learn', () => {
  it('adds only what the member chose among what was offered', () => {
    const offered = lessonsFrom([listing], profile, EMPTY_FACTS);
    const chosen = {
      relatives: ['Ines Okafor', 'Someone Unoffered'],
      places: [{ city: 'Reno', state: 'NV', county: null }],
    };
    const facts = learn(EMPTY_FACTS, offered, chosen);
    expect(facts.relatives).toEqual(['Ines Okafor']);
    expect(facts.places).toEqual([{ city: 'Reno', state: 'NV', county: null }]);
    expect(learn(facts, offered, chosen)).toEqual(facts);
  });
});
