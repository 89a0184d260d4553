import type { RuleSet } from './rule-set';
import { CA } from './states/ca';

/** Every state's rule set by its two-letter code; one file per state under states/. */
export const RULE_SETS: Readonly<Record<string, RuleSet>> = Object.fromEntries(
  [CA].map((ruleSet) => [ruleSet.code, ruleSet]),
);
