import type { OnboardingStep } from '@cleardocket/domain/onboarding/steps';
import { paths } from '~/config/paths';

export const STEP_PATHS: Record<OnboardingStep, string> = {
  'email-capture': paths.onboardingEmailCapture.getHref(),
  relationship: paths.onboardingRelationship.getHref(),
  pricing: paths.onboardingPricing.getHref(),
  payment: paths.onboardingPayment.getHref(),
  contract: paths.onboardingContract.getHref(),
  'trial-dashboard': paths.onboardingTrialDashboard.getHref(),
};
