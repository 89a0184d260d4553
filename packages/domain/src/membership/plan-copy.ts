import { PLAN_IDS, PLANS } from './plans';
import type { PlanId } from './plans';

/**
 * What a plan does, in the words the public pages, onboarding and billing use — written from the
 * plan's entitlements (plans.ts), so no page can promise what the server will not do (issue 31
 * part 4). Copy beyond these lines must not contradict them.
 */
export function entitlementLines(planId: PlanId): string[] {
  const { entitlements } = PLANS[planId];
  const lines: string[] = [];
  if (entitlements.automatedFiling) lines.push('Removal requests filed and followed for you');
  if (entitlements.operatorHandling) lines.push('Our team works the human steps (CAPTCHAs, ID checks, escalations)');
  lines.push(
    entitlements.profiles === 1
      ? 'Covers you (1 profile)'
      : `Covers you and up to ${entitlements.profiles - 1} family members or businesses (${entitlements.profiles} profiles)`,
  );
  if (entitlements.rescanEveryDays === 7) lines.push('Weekly re-scans, and an alert when a removed listing comes back');
  else if (entitlements.rescanEveryDays === 365)
    lines.push('Your findings at purchase removed, and re-checked once a year');
  else if (entitlements.rescanEveryDays !== null) lines.push(`Re-scans every ${entitlements.rescanEveryDays} days`);
  return lines;
}

/**
 * The sentence a member over their plan's number of profiles is refused with: a plan with more is
 * named only when one exists (issue 31: "choose a plan with more" when none had more).
 */
export function profileLimitAdvice(limit: number): { text: string; upgrade: PlanId | null } {
  const covers = `Your plan covers ${limit} ${limit === 1 ? 'profile' : 'profiles'}.`;
  const upgrade = PLAN_IDS.find((id) => PLANS[id].entitlements.profiles > limit) ?? null;
  if (upgrade === null) {
    return { text: `${covers} That is the most any plan covers: remove a profile to add someone else.`, upgrade };
  }
  const more = PLANS[upgrade];
  return {
    text: `${covers} ${more.name} covers ${more.entitlements.profiles}: change your plan on your billing page.`,
    upgrade,
  };
}
