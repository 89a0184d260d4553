import { describe, expect, it } from 'vitest';
import { isStepOpen, onboardingStep } from './steps';

const NOTHING = { profileChosen: false, planId: null, paymentSettled: false, agreementSigned: false } as const;

describe('onboardingStep', () => {
  it('is the first step not done, in the funnel’s order', () => {
    expect(onboardingStep(NOTHING)).toBe('relationship');
    expect(onboardingStep({ ...NOTHING, profileChosen: true })).toBe('pricing');
    expect(onboardingStep({ ...NOTHING, profileChosen: true, planId: 'basic' })).toBe('payment');
    expect(onboardingStep({ ...NOTHING, profileChosen: true, planId: 'basic', paymentSettled: true })).toBe('contract');
    expect(onboardingStep({ profileChosen: true, planId: 'basic', paymentSettled: true, agreementSigned: true })).toBe(
      'trial-dashboard',
    );
  });

  it('does not skip a missing step because a later one is done (a signature before a plan)', () => {
    expect(onboardingStep({ ...NOTHING, profileChosen: true, agreementSigned: true })).toBe('pricing');
  });
});

describe('isStepOpen', () => {
  it('opens the current step and every step before it, never one after', () => {
    expect(isStepOpen('relationship', 'payment')).toBe(true);
    expect(isStepOpen('payment', 'payment')).toBe(true);
    expect(isStepOpen('contract', 'payment')).toBe(false);
    expect(isStepOpen('trial-dashboard', 'relationship')).toBe(false);
  });
});
