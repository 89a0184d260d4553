import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';
import { namedParties } from './parties';

const now = new Date('2026-06-01T00:00:00Z');
const maria: MatchProfile = {
  firstName: 'Maria',
  lastName: 'Garcia',
  phones: ['602-555-0187'],
  emails: ['Maria.E.Garcia@example.com'],
  caseNumbers: ['C1904821'],
  addresses: ['2417 West Palm Lane, Phoenix AZ'],
};
const decide = (title: string, snippet = '') => scoreMatch({ title, snippet }, maria, now);

describe('identifiers', () => {
  it.each([
    ['Phone (602) 555-0187', 'phone'],
    ['Call 602.555.0187', 'phone'],
    ['+1 602 555 0187', 'phone'],
    ['maria.e.garcia@example.com', 'email'],
    ['Case C-19-04821', 'case number (C1904821)'],
    ['Docket c1904821', 'case number (C1904821)'],
    ['2417 W Palm Ln, Phoenix', 'street address'],
  ])('"%s" matches the %s', (snippet, text) => {
    expect(decide('Maria Garcia', snippet).matched).toContain(text);
  });

  it('does not take a longer number for the case number', () => {
    expect(decide('Maria Garcia', 'Case C19048210').matched).not.toContain('case number (C1904821)');
  });

  it('rules out a record whose parties are other people, whatever number it shares', () => {
    const decided = decide('Case C1904821 | Trellis', 'State of Texas v. Marcus Bell. Harris County District Court.');
    expect(decided.label).toBe('unlikely');
    expect(decided.conflicts).toContain('about someone else (Marcus Bell)');
    const phone = decide('(602) 555-0187 | USPhoneBook', 'Previously registered to Daniel Ortiz in Mesa, AZ.');
    expect(phone.conflicts).toContain('about someone else (Daniel Ortiz)');
  });

  it.each([
    ['State of Texas v. Marcus Bell', ['Marcus Bell']],
    ['Kemper v. Harbor Light Roofing LLC', ['Kemper', 'Harbor Light Roofing LLC']],
    ['Parties: State of Washington; Daniel Okafor.', ['Daniel Okafor']],
    ['In re Marriage of Lindqvist', ['Lindqvist']],
    ['Owner: Maria Garcia, Phoenix AZ', ['Maria Garcia']],
    ['People v. Tran', ['Tran']],
  ])('reads the parties of "%s"', (text, parties) => {
    expect(namedParties(text)).toEqual(parties);
  });
});
