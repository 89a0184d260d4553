import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';

const now = new Date('2026-06-01T00:00:00Z');
/** A common name (no rarity points), so only the identifiers decide. */
const john: MatchProfile = {
  firstName: 'John',
  middleName: 'Paul',
  lastName: 'Smith',
  birthYear: 1980,
  places: [{ city: 'Tacoma', state: 'WA' }],
  relatives: ['Ruth Smith'],
  phones: ['253-555-0147'],
  emails: ['john.smith@mail.example'],
  caseNumbers: ['22-1-01834-27'],
  addresses: ['4410 N Pearl St, Tacoma WA'],
};
const match = (title: string, snippet = '') => scoreMatch({ title, snippet }, john, now);

describe('decisive identifiers: the member’s own phone, email, case number or street', () => {
  it.each([
    ['a garbled name and the phone', 'Jhon Smith - Tacoma', 'Phone (253) 555-0147.'],
    ['an initial and surname and the phone', '(253) 555-0147 - J Smith', 'Landline in Tacoma.'],
    ['a misspelt name and the email', 'Jon Smiht', 'Email john.smith@mail.example.'],
    ['the surname and the case number', 'Smith - 22-1-01834-27', 'Pierce County.'],
    ['the surname and the street', 'Smith residence', '4410 N Pearl St, Tacoma WA.'],
  ])('calls %s likely', (_, title, snippet) => {
    expect(match(title, snippet).label).toBe('likely');
  });

  it('does not call a relative’s page likely for a shared phone', () => {
    const decided = match('Smith - (253) 555-0147', 'Household: Ruth Smith, Tacoma, WA.');
    expect(decided.matched).toContain('relative (Ruth Smith)');
    expect(decided.label).not.toBe('likely');
  });

  it('does not decide on an identifier when something contradicts it', () => {
    expect(match('Jhon Smith - Boise, ID', 'Phone (253) 555-0147.').label).not.toBe('likely');
  });

  it('does not take an age and a city that fit for a decisive identifier', () => {
    expect(match('J. Smyth, 46', 'Lives in Tacoma, WA.').label).not.toBe('likely');
  });

  it('keeps a conflict decisive over an identifier', () => {
    const decided = match('John R. Smith, 46 - Tacoma, WA', 'Phone (253) 555-0147.');
    expect(decided.label).toBe('unlikely');
    expect(decided.conflicts).toContain('different middle initial (R)');
  });
});
