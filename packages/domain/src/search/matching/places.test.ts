import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

const now = new Date('2026-06-01T00:00:00Z');
const robert: MatchProfile = {
  firstName: 'Robert',
  lastName: 'Lane',
  places: [
    { city: 'Marion', state: 'IA', county: 'Linn' },
    { city: 'Cedar Rapids', state: 'Iowa' },
  ],
};
const placeOf = (title: string, snippet = '', profile = robert) => {
  const decided = scoreMatch({ title, snippet }, profile, now);
  return [...decided.matched, ...decided.conflicts].filter((text) => /city|county|state/.test(text));
};

describe('places', () => {
  it.each([
    ['Robert Lane - Marion, IA', ['city (Marion, IA)']],
    ['Robert Lane - Marion, Iowa', ['city (Marion, IA)']],
    ['Robert Lane - MARION, IA 52302', ['city (Marion, IA)']],
    ['Robert Lane - Cedar Rapids, Iowa', ['city (Cedar Rapids, IA)']],
    ['Robert Lane of Marion', ['city (Marion)']],
    ['Robert Lane', ['county (Linn)'], 'Linn County District Court'],
  ])('"%s" reads %s', (title, expected, snippet = '') => {
    expect(placeOf(title, snippet)).toEqual(expected);
  });

  it('never takes a county for the city of the same name', () => {
    expect(placeOf('Robert Lane, 63 - Ocala, FL', 'Ocala, Marion County, FL.')).toEqual([
      'a state they never lived in (Florida)',
    ]);
    expect(placeOf('State of Oregon v. Robert Lane', 'Marion County Circuit Court, Salem, Oregon.')).toEqual([
      'a state they never lived in (Oregon)',
    ]);
  });

  it('knows a city of the same name in another state is another place', () => {
    expect(placeOf('Robert Lane - Marion, IN')).toEqual(['a state they never lived in (Indiana)']);
  });

  it('costs less for another city in the member’s state, and less again for another county', () => {
    const city = scoreMatch({ title: 'Robert Lane - Des Moines, IA', snippet: '' }, robert, now);
    const county = scoreMatch({ title: 'Robert Lane', snippet: 'Polk County Court' }, robert, now);
    const state = scoreMatch({ title: 'Robert Lane - Dallas, TX', snippet: '' }, robert, now);
    expect(city.conflicts).toEqual(['a city they never lived in (Des Moines, IA)']);
    expect(county.conflicts).toEqual(['a county they never lived in (Polk County)']);
    expect(state.score).toBeLessThan(city.score);
    expect(city.score).toBeLessThan(county.score);
  });

  it('accepts a page that names one of the member’s places among others', () => {
    expect(placeOf('Robert Lane', 'Lived in Dallas, TX and Marion, IA.')).toEqual(['city (Marion, IA)']);
  });

  it('reads Washington, DC as a city and does not take a surname for a state', () => {
    const darnell: MatchProfile = {
      firstName: 'Darnell',
      lastName: 'Washington',
      places: [{ city: 'Atlanta', state: 'GA' }],
    };
    expect(placeOf('Darnell Washington, 41 - Atlanta, GA', '', darnell)).toEqual(['city (Atlanta, GA)']);
    expect(placeOf('Darnell Washington - 14 U St NW, Washington, DC', '', darnell)).toEqual([
      'a state they never lived in (District of Columbia)',
    ]);
    expect(
      placeOf('Darnell Washington, 40 - Sandersville, GA', 'Sandersville, Washington County, GA.', darnell),
    ).toEqual(['a city they never lived in (Sandersville, GA)']);
  });

  it('cannot check a place the member never gave', () => {
    expect(placeOf('Robert Lane - Dallas, TX', '', { firstName: 'Robert', lastName: 'Lane' })).toEqual([]);
  });
});
