import type { RuleSet } from './rule-set';
import { CA } from './states/ca';
import { CO } from './states/co';
import { CT } from './states/ct';
import { DE } from './states/de';
import { FL } from './states/fl';
import { GA } from './states/ga';
import { IL } from './states/il';
import { MI } from './states/mi';
import { MN } from './states/mn';
import { NC } from './states/nc';
import { NJ } from './states/nj';
import { NY } from './states/ny';
import { OH } from './states/oh';
import { OK } from './states/ok';
import { PA } from './states/pa';
import { TX } from './states/tx';
import { UT } from './states/ut';
import { VA } from './states/va';

/** Every state's rule set by its two-letter code; one file per state under states/. */
export const RULE_SETS: Readonly<Record<string, RuleSet>> = Object.fromEntries(
  [CA, CO, CT, DE, FL, GA, IL, MI, MN, NC, NJ, NY, OH, OK, PA, TX, UT, VA].map((ruleSet) => [ruleSet.code, ruleSet]),
);
