import { describe, expect, it } from 'vitest';
import { firstChargeText, keepsTrial } from './trial';

const now = new Date('2026-11-28T09:00:00Z');
const trial = { status: 'trialing' as const, trialEndsAt: new Date('2026-12-12T09:00:00Z'), currentPeriodEnd: null };

describe('keepsTrial', () => {
  it('keeps a running trial: the card goes on file, nothing is charged today', () => {
    expect(keepsTrial(trial, now)).toBe(true);
  });

  it('charges at once when the trial has ended or the member already pays', () => {
    expect(keepsTrial({ ...trial, trialEndsAt: new Date('2026-11-27T09:00:00Z') }, now)).toBe(false);
    expect(keepsTrial({ ...trial, status: 'active' }, now)).toBe(false);
  });
});

describe('firstChargeText', () => {
  it('says there is no charge today and when the first one is', () => {
    expect(firstChargeText(4900, new Date('2026-12-12T12:00:00Z'))).toBe(
      'No charge today. Your first charge of $49.00 is on 12 December 2026.',
    );
  });
});
