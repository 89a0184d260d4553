import { describe, expect, it } from 'vitest';
import { MUGSHOT_STATUTES, PRIVACY_LAWS, privacyLawFor } from './letter-laws';
import { letterFor } from './letters';

const base = {
  memberName: 'Jane Doe',
  siteName: 'Site',
  url: 'https://site.example/jane',
  reference: 'REM-000123',
  agentName: 'ClearDocket',
  date: new Date('2026-11-22T00:00:00Z'),
};

describe('letters cite the law of where the member lives', () => {
  it('cites the CCPA for a California resident, with the Delete Act for a data broker', () => {
    const search = letterFor({ ...base, memberState: 'CA', siteCategory: 'people-search' });
    expect(search.basis).toBe('ccpa');
    expect(search.body).toContain('California Consumer Privacy Act (Civil Code §1798.105 and §1798.120)');
    expect(search.body).not.toContain('Delete Act');
    const broker = letterFor({ ...base, memberState: 'CA', siteCategory: 'data-broker' });
    expect(broker.basis).toBe('ccpa-delete-act');
    expect(broker.body).toContain('California Delete Act');
  });

  it.each(PRIVACY_LAWS.filter((law) => law.state !== 'CA').map((law) => [law.state, law] as const))(
    'cites its own law for a resident of %s, never the CCPA',
    (state, law) => {
      const letter = letterFor({ ...base, memberState: state, siteCategory: 'data-broker' });
      expect(letter.basis).toBe('state-privacy-law');
      expect(letter.law).toBe(`${law.name} (${law.citation})`);
      expect(letter.body).toContain(`a resident of ${state}`);
      expect(letter.body).toContain(`within ${law.respondDays} days`);
      expect(letter.body).not.toContain('California');
      expect(letter.body).toContain('REM-000123');
      expect(letter.subject).toContain('Jane Doe');
    },
  );

  it.each(['NY', 'FL', 'WA', 'PA', null])(
    'claims no statutory right for a resident of %s (no comprehensive law)',
    (state) => {
      const letter = letterFor({ ...base, memberState: state, siteCategory: 'people-search' });
      expect(letter.basis).toBe('plain');
      expect(letter.law).toBeNull();
      expect(letter.body).not.toMatch(/Act|Code|Statute|§/);
      expect(letter.body).toContain('Please remove it');
    },
  );

  it('cites nothing before a state law takes effect (Indiana from 2026-01-01)', () => {
    expect(privacyLawFor('IN', new Date('2025-12-31T12:00:00Z'))).toBeNull();
    expect(privacyLawFor('in', new Date('2026-01-01T00:00:00Z'))?.name).toBe('Indiana Consumer Data Protection Act');
    expect(
      letterFor({ ...base, memberState: 'IN', siteCategory: 'people-search', date: new Date('2025-06-01') }).basis,
    ).toBe('plain');
  });

  it.each(Object.entries(MUGSHOT_STATUTES))(
    'cites the mugshot statute of %s for a booking photograph',
    (state, statute) => {
      const letter = letterFor({ ...base, memberState: state, siteCategory: 'mugshots' });
      expect(letter.basis).toBe('mugshot-statute');
      expect(letter.body).toContain(`Under ${statute}`);
    },
  );

  it('asks for a booking photograph plainly where the state has no mugshot statute', () => {
    const letter = letterFor({ ...base, memberState: 'NY', siteCategory: 'mugshots' });
    expect(letter.basis).toBe('plain');
    expect(letter.body).toContain('free of charge');
    expect(letter.body).not.toMatch(/Under |§|states prohibit/);
  });

  it.each(['news', 'court-records', null])('sends a plain request to a %s site whatever the state', (category) => {
    const letter = letterFor({ ...base, memberState: 'CA', siteCategory: category });
    expect(letter.basis).toBe('plain');
    expect(letter.body).not.toContain('Consumer Privacy Act');
  });

  it('lists each state once, with a respond window', () => {
    const states = PRIVACY_LAWS.map((law) => law.state);
    expect(new Set(states).size).toBe(states.length);
    expect(states.length).toBeGreaterThanOrEqual(19);
    for (const law of PRIVACY_LAWS) expect(law.respondDays).toBeGreaterThan(0);
  });
});
