import { US_STATE_NAMES } from '../../search/matching/us-states';
import { checkAutomatic } from './automatic';
import { formatDay, unique } from './reasons';
import type { ClearanceRule } from './rule-set';
import { RULE_SETS } from './rule-sets';
import { matchScope } from './scope';
import { checkTiming } from './timing';
import type { EligibilityInput, EligibilityResult, Likelihood, Remedy, Statute } from './types';

/**
 * The one engine that reads every state's rule set (docs/court-records-eligibility.md). Nothing here
 * knows a state: what a state's law says lives in its file under states/. Whether a rule covers the
 * case is scope.ts, its waiting period timing.ts, automatic sealing automatic.ts.
 */

export const NOT_LEGAL_ADVICE =
  'This is general information, not legal advice. Only a court can decide whether your record is sealed or expunged; an attorney licensed in your state can tell you what applies to your case.';

export const ELIGIBILITY_STATES: readonly { code: string; name: string }[] = Object.values(RULE_SETS)
  .map((ruleSet) => ({ code: ruleSet.code, name: ruleSet.name }))
  .sort((a, b) => a.name.localeCompare(b.name));

type Evaluation = {
  rank: number; // 0 likely, 1 possibly, 2 still waiting, 3 ruled out
  likelihood: Likelihood;
  remedy: Remedy;
  waitingPeriodEnds: string | null;
  reasons: string[];
  statutes: Statute[];
};

export function checkEligibility(input: EligibilityInput, today: string): EligibilityResult {
  const ruleSet = RULE_SETS[input.state];
  if (!ruleSet) return withoutRules(input.state);
  const automatic = checkAutomatic(ruleSet, input, today);
  const excluded: { reason: string; statutes: Statute[] }[] = [];
  const evaluations: Evaluation[] = [];
  for (const rule of ruleSet.rules) {
    const scope = matchScope(rule, input);
    if (scope.kind === 'excluded') excluded.push({ reason: scope.reason, statutes: rule.statutes });
    if (scope.kind === 'applies') evaluations.push(evaluate(rule, scope.caveats, input, today));
  }
  const best = evaluations.sort((a, b) => a.rank - b.rank || compareDates(a.waitingPeriodEnds, b.waitingPeriodEnds))[0];
  if (best) {
    return {
      likelihood: best.likelihood,
      remedy: best.remedy,
      waitingPeriodEnds: best.waitingPeriodEnds,
      automatic: automatic.result,
      reasons: best.reasons,
      statutes: uniqueStatutes([...best.statutes, ...automatic.statutes]),
      notLegalAdvice: NOT_LEGAL_ADVICE,
    };
  }
  if (input.caseType !== 'criminal' && !ruleSet.rules.some((rule) => rule.caseTypes?.includes(input.caseType))) {
    return {
      ...withoutRules(input.state),
      automatic: automatic.result,
      reasons: [
        `ClearDocket has no rules for ${input.caseType} records in ${ruleSet.name} yet. An attorney licensed there can tell you whether this record can be sealed.`,
      ],
    };
  }
  return {
    likelihood: 'unlikely',
    remedy: 'none',
    waitingPeriodEnds: null,
    automatic: automatic.result,
    reasons: unique([...excluded.map((entry) => entry.reason), ruleSet.noRuleText]),
    statutes: uniqueStatutes([
      ...excluded.flatMap((entry) => entry.statutes),
      ...ruleSet.statutes,
      ...automatic.statutes,
    ]),
    notLegalAdvice: NOT_LEGAL_ADVICE,
  };
}

function withoutRules(state: string): EligibilityResult {
  const name = US_STATE_NAMES[state] ?? 'this state';
  return {
    likelihood: 'possibly',
    remedy: 'none',
    waitingPeriodEnds: null,
    automatic: { provided: false, text: `ClearDocket does not know yet whether ${name} seals records on its own.` },
    reasons: [
      `ClearDocket has no rules for ${name} yet. An attorney licensed there can tell you whether this record can be sealed or expunged.`,
    ],
    statutes: [],
    notLegalAdvice: NOT_LEGAL_ADVICE,
  };
}

function evaluate(rule: ClearanceRule, scopeCaveats: string[], input: EligibilityInput, today: string): Evaluation {
  const timing = checkTiming(rule, input);
  const base = { remedy: rule.remedy, statutes: rule.statutes };
  if (timing.ruledOut.length > 0) {
    return {
      ...base,
      rank: 3,
      likelihood: 'unlikely',
      waitingPeriodEnds: null,
      reasons: [rule.summary, ...timing.ruledOut],
    };
  }
  const caveats = unique([...scopeCaveats, ...timing.caveats, ...(rule.caveats ?? [])]);
  const outcome = caveats.length > 0 ? 'possibly' : rule.outcome;
  if (timing.waitEnds !== null && timing.waitEnds > today) {
    return {
      ...base,
      rank: 2,
      likelihood: 'unlikely',
      waitingPeriodEnds: timing.waitEnds,
      reasons: [
        rule.summary,
        ...timing.notes,
        `Not yet: the waiting period ends on ${formatDay(timing.waitEnds)}. From then on it is ${outcome === 'likely' ? 'likely' : 'possible'}.`,
        ...caveats,
      ],
    };
  }
  const waited = timing.waitEnds === null ? [] : ['The waiting period is over.'];
  return {
    ...base,
    rank: outcome === 'likely' ? 0 : 1,
    likelihood: outcome,
    waitingPeriodEnds: null,
    reasons: [rule.summary, ...timing.notes, ...waited, ...caveats],
  };
}

function compareDates(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '');
}

function uniqueStatutes(statutes: Statute[]): Statute[] {
  return statutes.filter(
    (statute, index) => statutes.findIndex((other) => other.citation === statute.citation) === index,
  );
}
