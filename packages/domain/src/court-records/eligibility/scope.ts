import { inWords } from './reasons';
import type { AutomaticRule, ClearanceRule } from './rule-set';
import type { EligibilityInput } from './types';

export type Scope = { kind: 'applies'; caveats: string[] } | { kind: 'excluded'; reason: string } | { kind: 'outside' };

/** Whether a rule covers the case, and what about the case the answers leave open. */
export function matchScope(rule: ClearanceRule | AutomaticRule, input: EligibilityInput): Scope {
  if (!(rule.caseTypes ?? ['criminal']).includes(input.caseType)) return { kind: 'outside' };
  if (!rule.dispositions.includes(input.disposition)) return { kind: 'outside' };
  if (rule.dispositionOnOrAfter && input.dispositionDate < rule.dispositionOnOrAfter) return { kind: 'outside' };
  const caveats: string[] = [];
  if (input.caseType !== 'criminal') return { kind: 'applies', caveats };
  if (rule.chargeLevels) {
    if (input.chargeLevel === null) {
      caveats.push(`This covers only some charge levels (${inWords(rule.chargeLevels)}), and you did not say which.`);
    } else if (!rule.chargeLevels.includes(input.chargeLevel)) {
      return { kind: 'outside' };
    }
  }
  const category = input.offenceCategory;
  if (rule.offenceCategories) {
    if (category === null) {
      caveats.push(
        `This covers only some kinds of offence (${inWords(rule.offenceCategories)}), and you did not say which.`,
      );
    } else if (!rule.offenceCategories.includes(category)) {
      return { kind: 'outside' };
    }
  }
  if (category === null) {
    if (rule.excludedCategories?.length || rule.categoryCaveats) {
      caveats.push('Some kinds of offence are left out of this, and you did not say what the offence was.');
    }
  } else if (rule.excludedCategories?.includes(category)) {
    return { kind: 'excluded', reason: rule.exclusionReason ?? 'The law leaves this kind of offence out.' };
  } else {
    const caveat = rule.categoryCaveats?.[category];
    if (caveat) caveats.push(caveat);
  }
  return { kind: 'applies', caveats };
}
