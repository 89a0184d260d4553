import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

const now = new Date('2026-06-01T00:00:00Z');
const dana: MatchProfile = {
  firstName: 'Dana',
  middleName: 'Marie',
  lastName: 'Whitlock',
  birthYear: 1979,
  places: [{ city: 'Tacoma', state: 'WA', county: 'Pierce' }],
  relatives: ['Sam Ortega', 'Ruth Whitlock'],
  phones: ['253-555-0147'],
  addresses: ['4410 N Pearl St, Tacoma WA'],
};
const harbor: MatchProfile = {
  kind: 'business',
  firstName: '',
  lastName: '',
  companies: ['Harbor Plumbing & Drain LLC'],
  places: [{ city: 'Tacoma', state: 'WA' }],
  relatives: ['Luis Ferreira'],
};
const match = (title: string, snippet: string, profile: MatchProfile = dana) =>
  scoreMatch({ title, snippet }, profile, now);

describe('the member among a record’s parties and owners', () => {
  it('reads an owner roll in capitals, LAST FIRST M, as the member’s name', () => {
    const decided = match(
      'Owner Details | PropertyRadar',
      'Pierce County. Owners: WHITLOCK DANA M; ORTEGA SAM. Tacoma, WA.',
    );
    expect(decided.label).toBe('likely');
    expect(decided.matched).toEqual(expect.arrayContaining(['full name', 'middle initial', 'relative (Sam Ortega)']));
  });

  it('scores "Owner: WHITLOCK DANA M" as it scores "Owner: Whitlock, Dana M"', () => {
    const roll = match('Owner Info', 'Owner: WHITLOCK DANA M. Tacoma, WA.');
    const comma = match('Owner Info', 'Owner: Whitlock, Dana M. Tacoma, WA.');
    expect(roll.score).toBe(comma.score);
    expect(roll.conflicts).toEqual([]);
  });

  it('rules out a namesake whose roll shows another middle initial', () => {
    const decided = match('Owner Info', 'Owner: WHITLOCK DANA K ETUX. Tacoma, WA.');
    expect(decided.label).toBe('unlikely');
    expect(decided.conflicts).toContain('different middle initial (K)');
  });

  it('rules out a record whose parties are only other people, and not one with the member’s initial', () => {
    expect(match('State of Washington v. Whitlock, Brian T.', 'Pierce County, Tacoma.').conflicts).toContain(
      'about someone else (Whitlock, Brian T)',
    );
    expect(match('(253) 555-0147 - D Whitlock', 'Registered to D Whitlock, Tacoma, WA.').label).toBe('likely');
  });
});

describe('relatives as co-owners, co-buyers and co-parties', () => {
  it('matches a relative listed under a maiden name by a hyphenated married name', () => {
    const decided = match('Tacoma home sold', 'Buyers: Dana Whitlock and Sam Ortega-Whitlock. Pierce County.');
    expect(decided.matched).toContain('relative (Sam Ortega)');
    expect(decided.label).toBe('likely');
  });

  it('matches a relative by given name and the member’s surname (a married name)', () => {
    const decided = match(
      'State of Washington v. Whitlock, Dana M. and Whitlock, Sam',
      'Pierce County Superior Court.',
    );
    expect(decided.matched).toContain('relative (Sam Ortega)');
  });

  it('does not take a stranger with the relative’s given name for the relative', () => {
    const decided = match('Sold', 'Buyers: Dana Whitlock and Sam Bellini. King County, WA.');
    expect(decided.matched).not.toContain('relative (Sam Ortega)');
  });
});

describe('organisations with "&" or "and"', () => {
  it('finds the member’s company whole, with "&" on the page or "and"', () => {
    for (const text of ['Plaintiff: Harbor Plumbing & Drain LLC.', 'Plaintiff: Harbor Plumbing and Drain LLC.']) {
      const decided = match(text, 'Defendant: Mark Kessler. Pierce County, Tacoma, WA.', harbor);
      expect(decided.conflicts).toEqual([]);
      expect(decided.label).toBe('likely');
    }
  });

  it('does not split another company at its "&" or take one sharing words for the member’s', () => {
    const decided = match('Harbor Plumbing LLC v. Drain Masters Inc', 'Multnomah County, Portland, OR.', harbor);
    expect(decided.label).toBe('unlikely');
  });

  it('does not take a business’s own owner, named on its page, for another subject', () => {
    const decided = match('Harbor Plumbing & Drain LLC | BBB', 'Tacoma, WA. Owner: Luis Ferreira.', harbor);
    expect(decided.conflicts).toEqual([]);
  });
});
