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

/** "A", "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The sentence a member over their plan's number of profiles is refused with: the plans with more
 * are named, with "choose a plan", only when one exists; otherwise it says none has more (issue
 * 31: a Basic member was told to "change plan", a member at the most to "choose a plan with more").
 */
export function profileLimitAdvice(limit: number): { text: string; upgrade: PlanId | null } {
  const covers = `Your plan covers ${limit} ${limit === 1 ? 'profile' : 'profiles'}.`;
  const more = PLAN_IDS.filter((id) => PLANS[id].entitlements.profiles > limit);
  const upgrade = more[0] ?? null;
  if (upgrade === null) {
    return { text: `${covers} No plan covers more: remove a profile to add someone else.`, upgrade };
  }
  const counts = new Set(more.map((id) => PLANS[id].entitlements.profiles));
  const names = listOf(more.map((id) => PLANS[id].name));
  const cover = counts.size === 1 ? `${more.length === 1 ? 'covers' : 'cover'} ${[...counts][0]}` : 'cover more';
  return { text: `${covers} ${names} ${cover}: choose a plan on your billing page.`, upgrade };
}

function cadenceOf(days: number): string {
  if (days === 7) return 'weekly re-scans';
  if (days === 365) return 'a re-check once a year';
  return `a re-scan every ${days} days`;
}

/**
 * What the monitoring panel says to a member whose plan re-scans nothing now: which plans do, and
 * how often, from the plans' entitlements (issue 31: "Your plan does not include monitoring" named
 * none).
 */
export function monitoringAdvice(): string {
  const byCadence = new Map<number, string[]>();
  for (const id of PLAN_IDS) {
    const days = PLANS[id].entitlements.rescanEveryDays;
    if (days !== null) byCadence.set(days, [...(byCadence.get(days) ?? []), PLANS[id].name]);
  }
  if (byCadence.size === 0) return 'No plan re-scans for you yet; you can still re-scan a profile yourself.';
  const offers = [...byCadence.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, names]) => `${listOf(names)} ${names.length === 1 ? 'gives' : 'give'} ${cadenceOf(days)}`);
  return `Nothing is re-scanned for you now: monitoring comes with a plan. ${offers.join('; ')}. Choose a plan on your billing page; you can still re-scan a profile yourself.`;
}
