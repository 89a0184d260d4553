import type { PlanId } from '../membership/plans';

/**
 * The onboarding funnel (spec §2 "Onboarding", issue 16): an account (email capture), who it is
 * for, a plan, a payment or the free trial, the service agreement, then the trial dashboard.
 */
export const ONBOARDING_STEPS = [
  'email-capture',
  'relationship',
  'pricing',
  'payment',
  'contract',
  'trial-dashboard',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What a signed-in member has done so far; the step to show follows from it. */
export type OnboardingFacts = {
  profileChosen: boolean;
  planId: PlanId | null;
  /** Paid for the chosen plan, or chose to start with the free trial. */
  paymentSettled: boolean;
  agreementSigned: boolean;
};

/** The first step a signed-in member has not done (email capture is done by having an account). */
export function onboardingStep(facts: OnboardingFacts): OnboardingStep {
  if (!facts.profileChosen) return 'relationship';
  if (facts.planId === null) return 'pricing';
  if (!facts.paymentSettled) return 'payment';
  if (!facts.agreementSigned) return 'contract';
  return 'trial-dashboard';
}

/** A step may be opened when it is the current one or comes before it: back is always safe. */
export function isStepOpen(step: OnboardingStep, current: OnboardingStep): boolean {
  return ONBOARDING_STEPS.indexOf(step) <= ONBOARDING_STEPS.indexOf(current);
}

/** What a member is told when they try a step before the ones it needs. */
export const STEP_NOT_OPEN_MESSAGES: Record<OnboardingStep, string> = {
  'email-capture': 'Create your account first.',
  relationship: 'Create your account first.',
  pricing: 'Tell us who this is for first.',
  payment: 'Choose a plan first.',
  contract: 'Pay or start your free trial first.',
  'trial-dashboard': 'Sign the service agreement first.',
};

export const STEP_TITLES: Record<OnboardingStep, string> = {
  'email-capture': 'Your account',
  relationship: 'Who it is for',
  pricing: 'Your plan',
  payment: 'Payment',
  contract: 'Agreement',
  'trial-dashboard': 'Start',
};
