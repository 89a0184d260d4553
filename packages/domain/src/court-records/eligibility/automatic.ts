import { formatDay, unique } from './reasons';
import type { AutomaticRule, RuleSet } from './rule-set';
import { matchScope } from './scope';
import { checkTiming } from './timing';
import type { EligibilityInput, EligibilityResult, Statute } from './types';

/** Whether the state seals the case on its own (automatic sealing), and from when. */
export function checkAutomatic(
  ruleSet: RuleSet,
  input: EligibilityInput,
  today: string,
): { result: EligibilityResult['automatic']; statutes: Statute[] } {
  let ruledOut: { result: EligibilityResult['automatic']; statutes: Statute[] } | null = null;
  for (const rule of ruleSet.automatic) {
    const scope = matchScope(rule, input);
    if (scope.kind !== 'applies') continue;
    const timing = checkTiming(rule, input);
    if (timing.ruledOut.length > 0) {
      ruledOut ??= {
        result: { provided: false, text: [rule.text, ...timing.ruledOut].join(' ') },
        statutes: rule.statutes,
      };
      continue;
    }
    const when = automaticWhen(rule, timing.waitEnds, today);
    const caveats = unique([...scope.caveats, ...timing.caveats]);
    return { result: { provided: true, text: [rule.text, when, ...caveats].join(' ') }, statutes: rule.statutes };
  }
  return ruledOut ?? { result: { provided: false, text: ruleSet.noAutomaticText }, statutes: [] };
}

/** When automatic sealing would reach the case: after its wait, and not before the state starts. */
function automaticWhen(rule: AutomaticRule, waitEnds: string | null, today: string): string {
  const starts = rule.startsOn && rule.startsOn > today ? rule.startsOn : null;
  if (waitEnds !== null && waitEnds > today) {
    const from = `For this case that would be from ${formatDay(waitEnds)}.`;
    return starts && starts > waitEnds ? `${from} The state starts doing this on ${formatDay(starts)}.` : from;
  }
  if (starts) {
    return `This case should qualify, but the state starts doing this on ${formatDay(starts)}; until then, a petition is the way.`;
  }
  return 'This case should qualify already; if it still shows, the court or the state agency has not done it yet.';
}
