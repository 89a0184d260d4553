import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS, checkProfileTerm, factsOf, toMatchProfile, withAccount } from './facts';

const person = { kind: 'family' as const, firstName: 'Robert', lastName: "O'Neill", companyName: null };
const facts = {
  ...EMPTY_FACTS,
  middleName: 'James',
  otherNames: ['Robert Kane'],
  phones: ['(937) 555-0142'],
  emails: ['Rob@Example.com'],
  caseNumbers: ['2019-CV-0042'],
  companies: ['Harbor Light Roofing LLC'],
  addresses: ['12 Elm Street, Dayton OH'],
};
const profile = toMatchProfile(person, facts);
const belongs = (type: Parameters<typeof checkProfileTerm>[2], term: string) =>
  checkProfileTerm(profile, 'Robert O’Neill', type, term).ok;

describe('checkProfileTerm', () => {
  it('takes the profile’s names with a nickname, the middle initial, a city, or another name', () => {
    for (const term of [
      'Robert ONeill',
      'Bob O’Neill',
      'Robert J. O’Neill',
      'Robert O’Neill (Dayton, OH)',
      'Rob Kane',
    ]) {
      expect(belongs('name', term), term).toBe(true);
    }
  });

  it('refuses another person, another middle initial, and says why and how to add it', () => {
    expect(belongs('name', 'Robert Smith')).toBe(false);
    expect(belongs('name', 'Roberta Jones')).toBe(false);
    expect(belongs('name', 'Robert T. O’Neill')).toBe(false);
    const refused = checkProfileTerm(profile, 'Robert O’Neill', 'phone', '5125550100');
    expect(refused).toEqual({
      ok: false,
      message: expect.stringMatching(/phone numbers .* not in Robert O’Neill's profile\. Add it to the profile/),
    });
    // The menu item is called "Who we protect" (issue 31: the message named a "Profiles" item).
    expect(refused.ok ? '' : refused.message).toContain('(Dashboard → Who we protect)');
  });

  it('matches phones, emails, case numbers, companies and addresses however they are written', () => {
    expect(belongs('phone', '9375550142')).toBe(true);
    expect(belongs('email', 'rob@example.com')).toBe(true);
    expect(belongs('case', '2019 CV 0042')).toBe(true);
    expect(belongs('company', 'Harbor Light Roofing')).toBe(true);
    expect(belongs('address', '12 Elm St')).toBe(true);
    expect(belongs('phone', '9375550143')).toBe(false);
    expect(belongs('case', '2019-CV-0043')).toBe(false);
    expect(belongs('company', 'Harbor Roofing')).toBe(false);
    expect(belongs('address', '14 Elm Street')).toBe(false);
  });

  it('searches a business by its name and its owner', () => {
    const business = toMatchProfile(
      { kind: 'business', firstName: '', lastName: '', companyName: 'Quillon Bakery Inc.' },
      { ...EMPTY_FACTS, owner: 'Maren Quillon' },
    );
    expect(checkProfileTerm(business, 'Quillon Bakery', 'company', 'Quillon Bakery').ok).toBe(true);
    expect(checkProfileTerm(business, 'Quillon Bakery', 'name', 'Maren Quillon').ok).toBe(true);
    expect(checkProfileTerm(business, 'Quillon Bakery', 'name', 'Jane Doe').ok).toBe(false);
  });
});

describe('facts', () => {
  it('reads a row stored before a fact existed, and adds the account’s contacts without duplicates', () => {
    expect(factsOf({ relatives: ['A B'] })).toEqual({ ...EMPTY_FACTS, relatives: ['A B'] });
    const merged = withAccount(
      { ...EMPTY_FACTS, emails: ['me@example.com'], places: [{ city: 'Reno', state: 'NV', county: null }] },
      {
        phones: ['1'],
        emails: ['Me@example.com'],
        places: [{ city: 'reno', state: 'nv', county: null }],
        addresses: [],
      },
    );
    expect(merged.emails).toEqual(['Me@example.com']);
    expect(merged.places).toHaveLength(1);
  });
});
