import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

/**
 * The general rules of issue 35 over many invented people, not only the corpus's: the member's
 * name in every order an owner roll or caption writes it, a spouse as co-owner under the member's
 * surname or a hyphenated one, an organisation with "&" written either way, and the near-misses
 * next to each (another middle initial, the spouse's given name under a stranger's surname).
 */
const now = new Date('2026-06-01T00:00:00Z');
const GIVEN = ['Orla', 'Tamsin', 'Idris', 'Bertil', 'Noemi', 'Casimir', 'Rosalind', 'Evander', 'Maren', 'Thaddeus'];
const SURNAMES = ['Brannock', 'Quillon', 'Vasquero', 'Halloway', 'Stenberg', 'Marchetti', 'Okonedo', 'Delacorte'];
const MIDDLES = ['Beatrix', 'Conrad', 'Felicity', 'Gideon', 'Lorraine', 'Percival'];

const person = fc
  .record({
    first: fc.constantFrom(...GIVEN),
    middle: fc.constantFrom(...MIDDLES),
    last: fc.constantFrom(...SURNAMES),
    spouse: fc.constantFrom(...GIVEN),
    spouseLast: fc.constantFrom(...SURNAMES),
  })
  .filter((p) => p.first !== p.spouse && p.last !== p.spouseLast);

type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;
const upper = (text: string) => text.toUpperCase();
const profileOf = (p: Person): MatchProfile => ({
  firstName: p.first,
  middleName: p.middle,
  lastName: p.last,
  places: [{ city: 'Tacoma', state: 'WA', county: 'Pierce' }],
  relatives: [`${p.spouse} ${p.spouseLast}`],
});

/** The member's name as rolls and captions write it, with middle initial `m`. */
const ORDERS: ((p: Person, m: string) => string)[] = [
  (p, m) => `Owner: ${upper(`${p.last} ${p.first} ${m}`)}`,
  (p, m) => `Owner: ${upper(`${p.last}, ${p.first} ${m}`)}`,
  (p, m) => `Owner: ${p.last}, ${p.first} ${m}.`,
  (p, m) => `Owner Name: ${p.first} ${m}. ${p.last}`,
  (p, m) => `Owner(s): ${upper(`${p.last} ${p.first} ${m}`)} ETAL`,
  (p, m) => `Taxpayer: ${upper(`${p.last} ${p.first} ${m}`)} TR`,
  (p, m) => `Grantee: ${upper(`${p.last} ${p.first} ${m}`)} LIV TR`,
  (p, m) => `State of Washington v. ${p.last}, ${p.first} ${m}.`,
  (p, m) => `Owner: ${upper(`${p.last} ${p.first} ${m}`)} ETUX`,
  (p, m) => `Owner: ${upper(`${p.last} ${p.first} ${m}`)} ETVIR`,
  (p, m) => `Owner: ${upper(`${p.last} ${p.first} ${m}/${p.spouseLast} ${p.spouse}`)} JTWROS`,
  (p, m) => `Owner: ${upper(`${p.last} ${p.first} ${m} JR & ${p.spouse}`)} H/W`,
  (p, m) => `Owners: ${upper(`${p.spouseLast} ${p.spouse}; ${p.last} ${p.first} ${m}`)}`,
];

describe('owner rolls and captions in every order, over invented people', () => {
  it('reads the member’s name and middle initial in each order, with no conflict', () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...ORDERS), (p, order) => {
        const decided = scoreMatch(
          { title: 'Owner Info', snippet: `${order(p, p.middle.charAt(0))}. Pierce County, Tacoma, WA.` },
          profileOf(p),
          now,
        );
        expect(decided.conflicts).toEqual([]);
        expect(decided.matched).toEqual(expect.arrayContaining(['full name', 'middle initial']));
        expect(decided.label).toBe('likely');
      }),
      { numRuns: 300 },
    );
  });

  it('rules out the same roll with another middle initial (a namesake)', () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...ORDERS), fc.constantFrom('K', 'Q', 'Z'), (p, order, initial) => {
        const decided = scoreMatch(
          { title: 'Owner Info', snippet: `${order(p, initial)}. Pierce County, Tacoma, WA.` },
          profileOf(p),
          now,
        );
        expect(decided.conflicts).toContain(`different middle initial (${initial})`);
        expect(decided.label).toBe('unlikely');
      }),
      { numRuns: 300 },
    );
  });
});

describe('a spouse as co-owner under a married name, over invented people', () => {
  const coOwners: ((p: Person) => string)[] = [
    (p) => upper(`${p.last} ${p.first} ${p.middle.charAt(0)} & ${p.last} ${p.spouse}`),
    (p) => upper(`${p.last} ${p.first} ${p.middle.charAt(0)} & ${p.spouseLast}-${p.last} ${p.spouse}`),
    (p) => `${p.first} ${p.last} and ${p.spouse} ${p.spouseLast}-${p.last}`,
    (p) => `${p.first} ${p.last} and ${p.spouse} ${p.last}`,
  ];

  it('matches the listed spouse by given name and either surname', () => {
    fc.assert(
      fc.property(person, fc.constantFrom(...coOwners), (p, owners) => {
        const decided = scoreMatch(
          { title: 'Owner Details', snippet: `Owners: ${owners(p)}. Pierce County, WA.` },
          profileOf(p),
          now,
        );
        expect(decided.matched).toContain(`relative (${p.spouse} ${p.spouseLast})`);
        expect(decided.conflicts).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('does not take the spouse’s given name under a stranger’s surname for the spouse', () => {
    fc.assert(
      fc.property(person, (p) => {
        const decided = scoreMatch(
          {
            title: 'Owner Details',
            snippet: `Owners: ${p.first} ${p.last} and ${p.spouse} Pellworthy. Pierce County.`,
          },
          profileOf(p),
          now,
        );
        expect(decided.matched).not.toContain(`relative (${p.spouse} ${p.spouseLast})`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('organisations with "&", over invented names', () => {
  const word = fc.constantFrom('Cedar', 'Harbor', 'Summit', 'Granite', 'Willow', 'Beacon');
  const trade = fc.constantFrom('Plumbing', 'Roofing', 'Tile', 'Glass', 'Masonry');
  const form = fc.constantFrom('LLC', 'Inc.', 'Co.');

  it('finds the member’s company whole whichever way "&" is written, and no other company', () => {
    fc.assert(
      fc.property(word, trade, trade, form, fc.boolean(), (w, a, b, legal, typedAmp) => {
        fc.pre(a !== b);
        const company = `${w} ${a} ${typedAmp ? '&' : 'and'} ${b} ${legal}`;
        const profile: MatchProfile = {
          kind: 'business',
          firstName: '',
          lastName: '',
          companies: [company],
          places: [{ city: 'Tacoma', state: 'WA' }],
        };
        for (const written of [`${w} ${a} & ${b} ${legal}`, `${w} ${a} and ${b} ${legal}`]) {
          const decided = scoreMatch(
            { title: `Plaintiff: ${written}`, snippet: 'Defendant: Mark Kessler. Pierce County, Tacoma, WA.' },
            profile,
            now,
          );
          expect(decided.conflicts).toEqual([]);
          expect(decided.label).toBe('likely');
        }
        const other = scoreMatch(
          { title: `${w} ${a} ${legal} v. ${b} Masters Inc`, snippet: 'Multnomah County, Portland, OR.' },
          profile,
          now,
        );
        expect(other.label).not.toBe('likely');
      }),
      { numRuns: 200 },
    );
  });
});
