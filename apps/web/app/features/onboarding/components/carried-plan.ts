import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { isPlanId } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { paths } from '~/config/paths';

/** Keeps the plan a "Choose plan" button carried (`?plan=`) for this tab, through sign-up. */
export function carryPlan(search: string): void {
  const plan = new URLSearchParams(search).get('plan');
  if (plan && isPlanId(plan)) window.sessionStorage.setItem(SESSION_STORAGE_KEYS.onboardingPlan, plan);
}

export function carriedPlan(): PlanId | null {
  if (typeof window === 'undefined') return null;
  const plan = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.onboardingPlan);
  return plan && isPlanId(plan) ? plan : null;
}

/** Marks this tab's sign-up as part of the funnel, so the verification pages lead back into it. */
export function markOnboardingSignUp(): void {
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.onboardingActive, '1');
}

/** Where sign-up's verification leads: back into the funnel when it started there. */
export function landingAfterSignUp(fallback: string): string {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.onboardingActive) === '1'
    ? paths.onboarding.getHref()
    : fallback;
}
