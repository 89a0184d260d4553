import { describe, expect, it } from 'vitest';
import { matchLabel, scoreMatch } from './match';
import type { MatchProfile } from './match';
import { classifyResult } from './classify';

const now = new Date('2026-11-22T00:00:00Z');
const jane: MatchProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  middleName: 'Quinn',
  aliases: ['Jane Smith'],
  birthYear: 1984,
  places: [{ city: 'Austin', state: 'TX' }],
  relatives: ['Robert Doe'],
  phones: ['(512) 555-0142'],
  emails: ['jane.doe@example.com'],
};

describe('match score', () => {
  it.each<[string, string, number, string]>([
    ['Jane Doe', '', 50, 'possible'],
    ['JANE DOE, 42, Austin TX', 'Relatives: Robert Doe', 90, 'likely'],
    ['Jane Q. Doe', 'Age 42', 75, 'likely'],
    ['Jane Q Doe', 'born 1984', 75, 'likely'],
    ['Jane M. Doe', '', 30, 'unlikely'],
    ['Jane Doe', 'Age 67', 25, 'unlikely'],
    ['Doe, Jane', 'Phone (512) 555-0142', 75, 'likely'],
    ['Jane Smith', 'jane.doe@example.com', 75, 'likely'],
    ['Jane Smith', 'Austin, TX', 65, 'possible'],
    ['Doe family reunion', 'Jane was there', 30, 'unlikely'],
    ['Doe family reunion', 'photos', 10, 'unlikely'],
    ['John Roe', 'Portland OR', 0, 'unlikely'],
    ['Jane Doe of Austin TX 42 years old', 'relative Robert Doe, 5125550142, jane.doe@example.com', 100, 'likely'],
  ])('"%s" / "%s" → %i %s', (title, snippet, score, label) => {
    const match = scoreMatch({ title, snippet }, jane, now);
    expect(match.score).toBe(score);
    expect(match.label).toBe(label);
  });

  it('counts a common nickname as the first name', () => {
    const bob = { firstName: 'Robert', lastName: 'Lane' };
    expect(scoreMatch({ title: 'Bob Lane', snippet: '' }, bob, now).score).toBe(50);
    expect(scoreMatch({ title: 'Robert Lane', snippet: '' }, { firstName: 'Bob', lastName: 'Lane' }, now).score).toBe(
      50,
    );
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

  it.each([
    ['https://spokeo.com/x', 'Jane Doe', true, true],
    ['https://spokeo.com/x', 'John Roe', true, false],
    ['https://spokeo.com/x', 'John Roe', false, true],
    ['https://example.com/x', 'Jane Doe runs', true, false],
  ])('%s "%s" (needs a match: %s) is found: %s', (url, title, requireMatch, found) => {
    expect(classifyResult({ url, title, snippet: '' }, jane, { now, requireMatch }).found).toBe(found);
  });
});
