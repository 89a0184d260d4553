import { describe, expect, it } from 'vitest';
import { canMoveReferral, referralConsentText, referralMoveError } from './referrals';

describe('referral steps', () => {
  it('move forward, skipping a step if need be', () => {
    expect(canMoveReferral('sent', 'contacted')).toBe(true);
    expect(canMoveReferral('sent', 'petition_filed')).toBe(true);
    expect(canMoveReferral('petition_filed', 'granted')).toBe(true);
    expect(canMoveReferral('petition_filed', 'denied')).toBe(true);
  });

  it('never go back, never leave a final step, never decide before a filing', () => {
    expect(canMoveReferral('consultation', 'contacted')).toBe(false);
    expect(canMoveReferral('granted', 'denied')).toBe(false);
    expect(canMoveReferral('sent', 'granted')).toBe(false);
    expect(canMoveReferral('sent', 'sent')).toBe(false);
    expect(referralMoveError('sent', 'granted')).toMatch(/mark it filed first/);
  });

  it('names the attorney and every fact shared in the consent', () => {
    const text = referralConsentText('Ana Ruiz');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('case number');
    expect(text).toContain('appears online');
  });
});
