import type { RuleSet } from './rule-set';
import { CA } from './states/ca';
import { FL } from './states/fl';
import { IL } from './states/il';
import { NY } from './states/ny';
import { PA } from './states/pa';
import { TX } from './states/tx';

/** Every state's rule set by its two-letter code; one file per state under states/. */
export const RULE_SETS: Readonly<Record<string, RuleSet>> = Object.fromEntries(
  [CA, FL, IL, NY, PA, TX].map((ruleSet) => [ruleSet.code, ruleSet]),
);
