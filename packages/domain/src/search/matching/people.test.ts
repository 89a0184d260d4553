import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

const now = new Date('2026-06-01T00:00:00Z');
const kevin: MatchProfile = {
  firstName: 'Kevin',
  middleName: 'Duc',
  lastName: 'Tran',
  birthYear: 1992,
  places: [{ city: 'San Jose', state: 'CA' }],
  relatives: ['Linh Tran', 'Minh Q. Tran'],
};
const decide = (title: string, snippet: string, profile = kevin) => scoreMatch({ title, snippet }, profile, now);

describe('relatives', () => {
  it.each([
    ['Relatives: Linh Tran.', 'relative (Linh Tran)'],
    ['Relatives: Minh Q Tran.', 'relative (Minh Q. Tran)'],
    ['Relatives: Minh Tran.', 'relative (Minh Q. Tran)'],
    ['Relatives: Tran, Minh Q; Tran, Linh.', 'relative (Minh Q. Tran)'],
    ['Associated persons: Tran, Linh.', 'relative (Linh Tran)'],
  ])('"%s" matches %s', (snippet, text) => {
    expect(decide('Kevin Tran, 34', snippet).matched).toContain(text);
  });

  it('does not match a relative whose middle initial differs', () => {
    expect(decide('Kevin Tran, 34', 'Relatives: Minh T Tran.').matched).not.toContain('relative (Minh Q. Tran)');
  });

  it('gives more for two relatives than for one', () => {
    const one = decide('Kevin Tran, 34', 'Relatives: Linh Tran.');
    const two = decide('Kevin Tran, 34', 'Relatives: Linh Tran, Minh Tran.');
    expect(two.score).toBeGreaterThan(one.score);
  });

  it('takes points off when the page lists only other relatives', () => {
    const listed = decide('Kevin Tran, 34 - San Jose, CA', 'Relatives: Thu Tran, Bao Nguyen.');
    expect(listed.conflicts).toEqual(['different relatives (Thu Tran, Bao Nguyen)']);
    expect(listed.score).toBeLessThan(decide('Kevin Tran, 34 - San Jose, CA', '').score);
    expect(listed.label).not.toBe('likely');
  });

  it('gives no credit for a relative named on a namesake’s page', () => {
    const namesake = decide('Kevin Tran, 51 - Garden Grove, CA', 'Relatives: Linh Tran.');
    expect(namesake.label).toBe('unlikely');
    expect(namesake.score).toBeLessThan(40);
  });

  it('reads "First & Spouse Surname": the member’s spouse supports, another spouse costs', () => {
    const robert: MatchProfile = {
      firstName: 'Robert',
      lastName: 'Lane',
      places: [{ city: 'Marion', state: 'IA' }],
      relatives: ['Carol Lane'],
    };
    const own = decide('Robert & Carol Lane - 1208 10th St, Marion, IA', 'Owners: Robert & Carol Lane.', robert);
    expect(own.matched).toContain('relative (Carol Lane)');
    expect(own.label).toBe('likely');
    const other = decide('Robert & Denise Lane - 55 Oak Ridge Dr, Marion, IA', '', robert);
    expect(other.conflicts).toContain('a different spouse or co-owner (Denise)');
    expect(other.label).not.toBe('likely');
  });

  it('cannot check relatives the member never gave', () => {
    expect(decide('Kevin Tran, 34', 'Relatives: Thu Tran.', { ...kevin, relatives: [] }).conflicts).toEqual([]);
  });
});
