import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';
import { isOneEditApart } from './edit-distance';
import { findNames } from './names';
import { parseFullName, personName } from './person-name';
import { readText } from './text';

const now = new Date('2026-06-01T00:00:00Z');
const siobhan = personName('Siobhan', "O'Brien", 'Marie');
const priya = personName('Priya', 'Natarajan-Cole');
const names = (text: string, name = siobhan) => findNames(readText(text), name ? [name] : []);
const decide = (profile: MatchProfile, title: string, snippet = '') => scoreMatch({ title, snippet }, profile, now);

describe('names', () => {
  it.each([
    ["Siobhan O'Brien", 'exact'],
    ['Siobhan OBrien', 'exact'],
    ['Siobhan O Brien', 'exact'],
    ['SIOBHAN O’BRIEN', 'exact'],
    ["Siobhan O'Brian", 'variant'],
    ["Siobahn O'Brien", 'variant'],
  ])('finds "%s" as %s', (text, tier) => {
    expect(names(text).map((found) => found.tier)).toEqual([tier]);
  });

  it.each([
    ['Priya Natarajan-Cole', 'exact'],
    ['Priya NatarajanCole', 'exact'],
    ['Priya Natarajan Cole', 'exact'],
    ['Priya Cole', 'variant'],
    ['Priya Natrajan-Cole', 'variant'],
  ])('finds the hyphenated surname in "%s" as %s', (text, tier) => {
    expect(names(text, priya).map((found) => found.tier)).toEqual([tier]);
  });

  it('does not take a longer hyphenated surname for the member’s', () => {
    const maria = personName('Maria', 'Garcia');
    expect(names('Maria Garcia-Torres, 45', maria).map((found) => found.tier)).toEqual(['variant']);
  });

  it('reads a listed relative’s surname before the member’s, hyphenated, as a partial match (a married name)', () => {
    const plain = personName('Dana', 'Whitlock');
    if (!plain) throw new Error('no name');
    const dana = { ...plain, pairedSurnames: ['ortega'] };
    expect(names('Dana Lopez-Whitlock', dana)).toHaveLength(0);
    expect(names('Dana Ortega-Whitlock', plain)).toHaveLength(0);
    expect(names('Dana Ortega-Whitlock, 46', dana).map((found) => found.tier)).toEqual(['variant']);
    expect(names('Dana M. Ortega-Whitlock', dana).map((found) => [found.tier, found.middle])).toEqual([
      ['variant', ['m']],
    ]);
    // A spaced dash separates ("Dana Ortega - Whitlock Realty"): no hyphenated surname.
    expect(names('Dana Ortega - Whitlock', dana)).toHaveLength(0);
    expect(names('Dana Ortega Whitlock', dana).map((found) => found.tier)).toEqual(['exact']);
    expect(names('Dana Ortega-Whitman', dana)).toHaveLength(0);
  });

  it('reads common short forms both ways and refuses a different first name one slip away when short', () => {
    const robert = personName('Robert', 'Lane');
    expect(names('Bob Lane, 64', robert)).toHaveLength(1);
    expect(names('Robert Lane', personName('Bob', 'Lane'))).toHaveLength(1);
    expect(names('Mario Garcia', personName('Maria', 'Garcia'))).toHaveLength(0);
    expect(names('Lucas Pemberton', personName('Lucius', 'Pemberton'))).toHaveLength(0);
  });

  it('reads the middle name in "First Middle Last" and in "Last, First Middle"', () => {
    expect(names('Siobhan Kathleen O’Brien')[0]?.middle).toEqual(['kathleen']);
    expect(names("O'Brien, Siobhan M., Providence")[0]?.middle).toEqual(['m']);
    expect(names('Garcia, Maria Luisa v. Smith', personName('Maria', 'Garcia'))[0]?.middle).toEqual(['luisa']);
  });

  it('reads "First & Spouse Surname" as two people, not as a middle name', () => {
    const [found] = names('Maria & Luis Garcia', personName('Maria', 'Garcia'));
    expect(found?.middle).toEqual([]);
    expect(found?.coFirst).toBe('luis');
    const [second] = names('Mark & Jennifer Kowalski', personName('Jennifer', 'Kowalski'));
    expect(second?.coFirst).toBe('mark');
  });

  it('parses names the member typed, in either order, without suffixes', () => {
    expect(parseFullName('Garcia, Jose R')).toMatchObject({ first: 'jose', middle: 'r' });
    expect(parseFullName('Lucius Pemberton Jr.')?.lasts).toEqual([['pemberton']]);
    expect(parseFullName('José Luis Hernández')).toMatchObject({ first: 'jose', middle: 'luis' });
  });

  it.each([
    ['gonzales', 'gonzalez', true],
    ['siobahn', 'siobhan', true],
    ['pemberten', 'pemberton', true],
    ['natrajan', 'natarajan', true],
    ['lucas', 'lucius', false],
    ['garcia', 'garza', false],
  ])('"%s" and "%s" one slip apart: %s', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
  });
});

describe('whose page it is', () => {
  const maria: MatchProfile = {
    firstName: 'Maria',
    middleName: 'Elena',
    lastName: 'Garcia',
    birthYear: 1981,
    places: [{ city: 'Phoenix', state: 'AZ' }],
    relatives: ['Luis Garcia', 'Ana Garcia'],
  };

  it('rules out a page that names the member only among the relatives of someone else', () => {
    const decided = decide(maria, 'Luis Garcia, 47 - Phoenix, AZ', 'Relatives: Maria Garcia, Ana Garcia.');
    expect(decided.label).toBe('unlikely');
    expect(decided.conflicts).toContain('named only among the relatives of someone else');
  });

  it('never calls a name-index page likely, even when one of its people fits', () => {
    const decided = decide(
      maria,
      'Maria Garcia - 1,482 people found | Whitepages',
      'Maria Garcia, 45, Phoenix AZ; Maria Garcia, 23, Miami FL.',
    );
    expect(decided.label).not.toBe('likely');
    expect(decided.conflicts).toContain('a list of several people with this name');
  });

  it('sees a conflicting middle name hidden by "Last, First Middle" order', () => {
    expect(decide(maria, 'State v. Garcia, Maria Luisa', 'Phoenix, AZ. Age 45.').label).toBe('unlikely');
    expect(decide(maria, 'Garcia, Maria Elena v. Desert Sun', 'Phoenix, AZ. Age 45.').label).toBe('likely');
  });

  it('gives credit for a dropped apostrophe, a joined hyphen and a common misspelling', () => {
    const profile: MatchProfile = {
      firstName: 'Siobhan',
      lastName: "O'Brien",
      birthYear: 1990,
      places: [{ city: 'Worcester', state: 'MA' }],
    };
    for (const title of [
      'Siobhan OBrien, 36 - Worcester, MA',
      "Siobhan O'Brian, 36 - Worcester, MA",
      'Siobahn O Brien, 36 - Worcester, MA',
    ]) {
      expect(decide(profile, title).label).toBe('likely');
    }
  });

  it('finds a business by its name with or without its legal form, and rules out another party', () => {
    const business: MatchProfile = {
      kind: 'business',
      firstName: '',
      lastName: '',
      companies: ['Harbor Light Roofing LLC'],
      places: [{ city: 'Tacoma', state: 'WA' }],
      caseNumbers: ['21-2-01733-7'],
    };
    expect(decide(business, 'Kemper v. Harbor Light Roofing - 21-2-01733-7', 'Tacoma, WA.').label).toBe('likely');
    const other = decide(business, 'State v. Okafor, 21-2-01733-7', 'Parties: State of Washington; Daniel Okafor.');
    expect(other.label).toBe('unlikely');
    expect(other.conflicts).toContain('about someone else (Daniel Okafor)');
  });
});
