import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyResult } from './classify';
import { decideMatch, matchLabel, scoreMatch } from './match';
import type { MatchProfile } from './match';

const now = new Date('2026-11-22T00:00:00Z');
const jane: MatchProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  middleName: 'Quinn',
  aliases: ['Jane Smith'],
  birthYear: 1984,
  places: [{ city: 'Austin', state: 'TX', county: 'Travis' }],
  relatives: ['Robert Doe'],
  phones: ['(512) 555-0142'],
  emails: ['jane.doe@example.com'],
};
/** A common name: about 30,000 bearers in the US by the census lists, so it earns no rarity. */
const john: MatchProfile = {
  firstName: 'John',
  lastName: 'Smith',
  birthYear: 1984,
  places: [{ city: 'Austin', state: 'TX', county: 'Travis' }],
};
const match = (title: string, snippet = '', profile: MatchProfile = jane) =>
  scoreMatch({ title, snippet }, profile, now);

describe('the match decision', () => {
  it('does not call a bare full name likely: it is possible, and not found even on a record site', () => {
    expect(match('Jane Doe').label).toBe('possible');
    const classified = classifyResult({ url: 'https://www.spokeo.com/x', title: 'Jane Doe', snippet: '' }, jane, {
      now,
    });
    expect(classified.severity).toBe('high');
    expect(classified.found).toBe(false);
  });

  it('calls a name with two facts that fit likely, and a record site that is likely found', () => {
    expect(match('Jane Q. Doe, 42 - Austin, TX').label).toBe('likely');
    expect(match('Jane Doe', 'Age 42. Relatives: Robert Doe.').label).toBe('likely');
    const classified = classifyResult(
      { url: 'https://www.spokeo.com/x', title: 'Jane Doe, 42 - Austin, TX', snippet: '' },
      jane,
      { now },
    );
    expect(classified.found).toBe(true);
  });

  it('keeps a common name and one place possible: many namesakes share a city', () => {
    expect(match('John Smith - Austin, TX', '', john).label).toBe('possible');
  });

  it('calls a rare name with one place that fits likely, and a rare name alone still possible', () => {
    // "Jane Doe" is rare as a real name (the surname is past the census list's 10,000th).
    const placed = match('Jane Doe - Austin, TX');
    expect(placed.label).toBe('likely');
    expect(placed.matched).toContain('rare name');
    expect(match('Jane Doe').label).toBe('possible');
  });

  it.each([
    ['a different age', 'Jane Doe, 67 - Austin, TX', 'different age (67)'],
    ['a different middle initial', 'Jane M. Doe, 42 - Austin, TX', 'different middle initial (M)'],
    ['a different middle name', 'Jane Marie Doe - Austin, TX. Relatives: Robert Doe', 'different middle name (MARIE)'],
    ['a different birth year', 'Jane Doe (born 1961) - Austin, TX', 'different birth year (1961)'],
  ])('rules a result out on %s, however much else fits', (_, title, conflict) => {
    const decided = match(title, 'Phone (512) 555-0142.');
    expect(decided.label).toBe('unlikely');
    expect(decided.score).toBeLessThan(40);
    expect(decided.conflicts).toContain(conflict);
  });

  it.each([
    ['a different phone', 'Phone (512) 555-0199.', 'a different phone'],
    ['different relatives', 'Relatives: Pedro Alvarez, Rosa Lind.', 'different relatives (Pedro Alvarez, Rosa Lind)'],
    ['a state they never lived in', 'Lives in Miami, Florida.', 'a state they never lived in (Florida)'],
    ['a city they never lived in', 'Lives in Dallas, TX.', 'a city they never lived in (Dallas, TX)'],
    ['a different email', 'Email jd1984@example.net.', 'a different email'],
  ])('takes points off for %s', (_, snippet, text) => {
    const without = match('Jane Doe, 42', '');
    const withIt = match('Jane Doe, 42', snippet);
    expect(withIt.score).toBeLessThan(without.score);
    expect(withIt.conflicts).toContain(text);
  });

  it('says why in plain words: what matched and what conflicts', () => {
    const decided = match('Jane Q Doe, 42 - Austin, TX', 'Relatives: Robert Doe.');
    expect(decided.matched).toEqual([
      'full name',
      'age',
      'city (Austin, TX)',
      'middle initial',
      'relative (Robert Doe)',
      'rare name',
    ]);
    expect(decided.reasons).toEqual([
      'matched: full name, age, city (Austin, TX), middle initial, relative (Robert Doe), rare name',
      'conflicts: none',
    ]);
    expect(match('John Roe').reasons).toEqual(['matched: nothing', 'conflicts: none']);
  });

  it('needs the name (or two identifiers) for likely: places and ages alone are never enough', () => {
    expect(match('Resident, 42 - Austin, TX', 'Relatives: Robert Doe.').label).not.toBe('likely');
    expect(match('Who owns (512) 555-0142?', 'jane.doe@example.com').label).toBe('likely');
  });

  it('uses the member’s case numbers and companies as evidence', () => {
    const withCase = { ...jane, caseNumbers: ['2019-CR-4821'] };
    expect(match('State v. Jane Doe - 2019CR4821', '', withCase).matched).toContain('case number (2019-CR-4821)');
    const withCompany = { ...jane, companies: ['Doe Bakery LLC'] };
    expect(match('Jane Doe, owner of Doe Bakery', '', withCompany).matched).toContain('company (Doe Bakery LLC)');
  });

  it.each([
    [0, 'unlikely'],
    [39, 'unlikely'],
    [40, 'possible'],
    [69, 'possible'],
    [70, 'likely'],
    [100, 'likely'],
  ])('score %i is %s', (score, label) => {
    expect(matchLabel(score)).toBe(label);
  });
});

describe('one decision over every scan of a result', () => {
  const url = 'https://www.beenverified.com/people/jane-doe/';
  const byName = {
    url,
    title: 'Jane Doe, 67 - Houston, TX',
    snippet: '',
    scan: { type: 'name', term: 'Jane Doe' },
  } as const;
  const byCase = {
    url,
    title: 'Jane Doe - Court records',
    snippet: 'Court records for case 2019-CR-4821.',
    scan: { type: 'case', term: '2019-CR-4821' },
  } as const;

  it('keeps a namesake found by a name scan ruled out when a case-number scan returns it again', () => {
    expect(decideMatch(jane, [byName], now).label).toBe('unlikely');
    const both = decideMatch(jane, [byName, byCase], now);
    expect(both.label).toBe('unlikely');
    expect(both.matched).toContain('case number (2019-CR-4821)');
    expect(both.conflicts).toContain('different age (67)');
    const classified = classifyResult(byCase, jane, { now, scan: byCase.scan, earlier: [byName] });
    expect(classified.found).toBe(false);
  });

  it('adds up what different scans showed about the same result', () => {
    const first = { url, title: 'John Smith', snippet: 'Age 42.', scan: { type: 'name', term: 'John Smith' } } as const;
    const second = {
      url,
      title: 'John Smith',
      snippet: 'Austin, TX.',
      scan: { type: 'name', term: 'John Smith' },
    } as const;
    expect(decideMatch(john, [first], now).label).toBe('possible');
    expect(decideMatch(john, [first, second], now).label).toBe('likely');
  });

  it('treats a scan’s term as the member’s own fact', () => {
    const profile: MatchProfile = { firstName: 'Jane', lastName: 'Doe' };
    const page = { title: 'Case 2019-CR-4821', snippet: 'Defendant: Jane Doe, Austin, TX. Phone 5125550142.' };
    expect(decideMatch(profile, [page], now).matched).not.toContain('case number (2019-CR-4821)');
    const scanned = decideMatch(profile, [{ ...page, scan: { type: 'case', term: '2019-CR-4821' } }], now);
    expect(scanned.matched).toContain('case number (2019-CR-4821)');
  });
});

describe('a name-index page', () => {
  it('is told from its words on the tokens as the plain pattern tells it from the text', () => {
    // The rule read the plain way (matching/evidence.ts): the pattern on the whole text in lower case.
    const plain =
      /\b(?!(?:19|20)\d\d\b)\d[\d,]*\+?\s+(?:people|persons|records|results|profiles|matches|listings)\b|\bpeople named\b|\bages \d+ (?:to|-) \d+\b|\bin \d+ states\b/;
    const several = 'a list of several people with this name';
    const indexWord = fc.constantFrom(
      ...['people', 'People', 'PERSONS', 'records', 'results', 'profiles', 'matches', 'listings', 'ages', 'states'],
    );
    const before = fc.constantFrom('3 ', '1,482 ', '40+ ', '2022 ', 'in 12 ', '', 'x', '_', '3');
    const after = fc.constantFrom('', ' named', ' 23 to 81', ' 30-34', "'", "'x", "'s", 'é', '’s', '_', 'x', '2');
    const piece = fc.oneof(
      fc.tuple(before, indexWord, after).map((parts) => parts.join('')),
      fc.constantFrom(' ', ', ', ' | ', 'Jane Doe', 'named', ' - ', 'é'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.array(piece, { maxLength: 6 }), (words, more) => {
        const title = words.join('');
        const snippet = more.join(' ');
        const shown = match(title, snippet).conflicts.includes(several);
        expect(shown).toBe(plain.test(`${title} | ${snippet}`.toLowerCase()));
      }),
      { numRuns: 2000 },
    );
  });
});
