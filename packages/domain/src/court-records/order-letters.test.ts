import { describe, expect, it } from 'vitest';
import { orderLetterFor } from './order-letters';
import type { OrderLetterInput } from './order-letters';

const input = (siteCategory: string | null): OrderLetterInput => ({
  memberName: 'Jane Doe',
  siteName: 'UniCourt',
  siteCategory,
  url: 'https://unicourt.com/case/1',
  reference: 'REM-000001',
  agentName: 'ClearDocket',
  date: new Date('2026-11-24T12:00:00Z'),
  order: {
    kind: 'sealing',
    court: 'Maricopa County Superior Court',
    caseNumber: '2019-CR-4821',
    caption: 'State v. Doe',
    orderedOn: '2026-11-20',
  },
});

describe('letters for an order on file', () => {
  it('sends an aggregator the order with the court and case named', () => {
    const letter = orderLetterFor(input('court-records'), 'site');
    expect(letter.route).toBe('aggregator');
    expect(letter.body).toContain('Maricopa County Superior Court entered an order of sealing on 2026-11-20');
    expect(letter.body).toContain('2019-CR-4821');
    expect(letter.subject).toContain('REM-000001');
  });

  it('disputes a background check under the FCRA, citing the CFPB advisory opinion', () => {
    const letter = orderLetterFor(input('background-check'), 'site');
    expect(letter.route).toBe('background-check');
    expect(letter.body).toContain('15 U.S.C. §1681e(b)');
    expect(letter.body).toContain('advisory opinion on background screening (January 2024)');
  });

  it('asks Google through its legal and outdated-content routes', () => {
    const letter = orderLetterFor(input('court-records'), 'google');
    expect(letter.route).toBe('google');
    expect(letter.body).toContain('support.google.com/legal');
    expect(letter.body).toContain('remove-outdated-content');
  });
});
