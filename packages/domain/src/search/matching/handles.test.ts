import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../match';
import type { MatchProfile } from '../match';
import { handleFindings, handlesOf } from './handles';
import { personName } from './person-name';
import type { PersonName } from './person-name';

const now = new Date('2026-06-01T00:00:00Z');
const kevin = [personName('Kevin', 'Tran', 'Duc')].filter((name): name is PersonName => name !== null);

describe('handles from the member’s emails', () => {
  it('keeps local parts that say more than the name, drops names, initials and role addresses', () => {
    expect([...handlesOf(['kdtran92@mail.example', 'Kevin.Tran@mail.example'], [], kevin, [])]).toEqual(['kdtran92']);
    expect([
      ...handlesOf(['k.d.tran@mail.example', 'ktran@mail.example', 'trankevin@mail.example'], [], kevin, []),
    ]).toEqual([]);
    expect([...handlesOf(['surfer.kev+shop@mail.example', 'office@mail.example'], [], kevin, [])]).toEqual([
      'surferkev',
    ]);
    // Usernames the member gave, as they may write them; a bare name stays nobody's in particular.
    expect([
      ...handlesOf([], ['@kd.tran.92', 'https://www.instagram.com/surfer_kev/', 'kevintran'], kevin, []),
    ]).toEqual(['kdtran92', 'surferkev']);
    // A business's name run together is any namesake business's handle.
    const roofing = [{ words: ['cedar', 'point', 'roofing'], label: 'Cedar Point Roofing LLC' }];
    expect([...handlesOf(['cedarpointroofing@mail.example', 'cedarpoint1998@mail.example'], [], [], roofing)]).toEqual([
      'cedarpoint1998',
    ]);
  });

  it('finds a handle in the profile address or after an "@", not in an email', () => {
    const handles = new Set(['kdtran92']);
    expect(handleFindings('https://www.instagram.com/kdtran92/', '', handles)).toHaveLength(1);
    expect(handleFindings('https://x.com/kd_tran_92?lang=en', '', handles)).toHaveLength(1);
    expect(handleFindings('https://www.tiktok.com/@kdtran92', '', handles)).toHaveLength(1);
    expect(handleFindings('https://example.com/p/1', 'follow @kd.tran92 for more', handles)).toHaveLength(1);
    expect(handleFindings('https://example.com/p/1', 'write to kdtran92@mail.example', handles)).toEqual([]);
    expect(handleFindings('https://www.instagram.com/kdtran93/', '', handles)).toEqual([]);
  });

  it('makes a common name on a profile with the member’s handle likely, and the same page without it not', () => {
    const profile: MatchProfile = {
      firstName: 'Kevin',
      lastName: 'Tran',
      places: [{ city: 'San Jose', state: 'CA' }],
      emails: ['kdtran92@mail.example'],
    };
    const page = { title: 'Kevin Tran (@kdtran92) • Instagram', snippet: 'San Jose. Photos and videos.' };
    expect(scoreMatch({ ...page, url: 'https://www.instagram.com/kdtran92/' }, profile, now).label).toBe('likely');
    const other = { title: 'Kevin Tran (@kevintran) • Instagram', snippet: 'San Jose. Photos and videos.' };
    expect(scoreMatch({ ...other, url: 'https://www.instagram.com/kevintran/' }, profile, now).label).toBe('possible');
  });
});
