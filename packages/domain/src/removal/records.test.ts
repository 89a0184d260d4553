import { describe, expect, it } from 'vitest';
import { chooseRecord, matchProfileOf } from './records';

const NOW = new Date('2026-11-20T12:00:00Z');
const profile = matchProfileOf({ firstName: 'Jane', lastName: 'Doe', city: 'Austin', state: 'TX', birthYear: '1984' });

describe('choosing the member’s record among namesakes', () => {
  it('chooses the one row whose place and age fit, not the first', () => {
    const rows = [
      'Jane Doe, 61 — Springfield, IL',
      'Jane Doe, 29 — Austin, TX',
      'Jane Doe, 42 — Austin, TX. Relatives: Robert Doe',
      'Jane A. Doe, 35 — Miami, FL',
      'Janet Doe, 42 — Dallas, TX',
    ];
    expect(profile).not.toBeNull();
    const choice = chooseRecord(rows, profile!, NOW);
    expect(choice).toMatchObject({ kind: 'chosen', index: 2 });
  });

  it('chooses none when no row shows enough of the member', () => {
    const rows = ['Jane Doe — Springfield, IL', 'Jane Doe — Miami, FL'];
    expect(chooseRecord(rows, profile!, NOW).kind).toBe('none');
    expect(chooseRecord([], profile!, NOW).kind).toBe('none');
  });

  it('asks a person when two rows fit equally well', () => {
    const rows = ['Jane Doe, 42 — Austin, TX', 'Jane Doe, 42 — Austin, TX'];
    expect(chooseRecord(rows, profile!, NOW)).toMatchObject({ kind: 'ambiguous', indexes: [0, 1] });
  });

  it('needs a first and last name to match at all', () => {
    expect(matchProfileOf({ fullName: 'Jane Doe' })).toBeNull();
  });
});
