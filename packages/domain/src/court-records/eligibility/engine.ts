import { utc } from '@date-fns/utc';
import { add } from 'date-fns';
import { US_STATE_NAMES } from '../../search/matching/us-states';
import type { AutomaticRule, ClearanceRule, RuleSet, Wait } from './rule-set';
import { RULE_SETS } from './rule-sets';
import type {
  ChargeLevel,
  EligibilityInput,
  EligibilityResult,
  Likelihood,
  OffenceCategory,
  Remedy,
  Statute,
} from './types';
import { utcDay } from '../../dates';

/**
 * The one engine that reads every state's rule set (docs/court-records-eligibility.md). Nothing here
 * knows a state: what a state's law says lives in its file under states/.
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

type Scope = { kind: 'applies'; caveats: string[] } | { kind: 'excluded'; reason: string } | { kind: 'outside' };

/** Whether a rule covers the case, and what about the case the answers leave open. */
function matchScope(rule: ClearanceRule | AutomaticRule, input: EligibilityInput): Scope {
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

const WORDS: Record<ChargeLevel | OffenceCategory, string> = {
  infraction: 'infraction',
  misdemeanor: 'misdemeanor',
  felony: 'felony',
  violent: 'violent offence',
  sex_offence: 'sex offence',
  dui: 'driving under the influence',
  domestic_violence: 'domestic violence',
  drug: 'drug offence',
  property: 'property offence',
  other: 'other offence',
};

function inWords(values: readonly (ChargeLevel | OffenceCategory)[]): string {
  return values.map((value) => WORDS[value]).join(', ');
}

type Timing = { waitEnds: string | null; caveats: string[]; ruledOut: string[]; notes: string[] };

/** The waiting period and what other cases do to it, the same for a petition and automatic sealing. */
function checkTiming(rule: ClearanceRule | AutomaticRule, input: EligibilityInput): Timing {
  const caveats: string[] = [];
  const ruledOut: string[] = [];
  const notes: string[] = [];
  const later = input.otherCases.laterConvictionDates.filter((date) => date > input.dispositionDate).sort();
  let waitEnds: string | null = null;
  let start: string | null = null;
  if (rule.wait) {
    const from = waitStart(rule.wait, input);
    caveats.push(...from.caveats);
    start = from.date;
    const latest = later.at(-1);
    if (rule.laterConviction === 'restarts_wait' && latest && latest > start) {
      notes.push(`The waiting period starts again from your later conviction on ${formatDay(latest)}.`);
      start = latest;
    }
    waitEnds = addWait(start, rule.wait);
  }
  if (rule.laterConviction === 'disqualifies' && later[0]) {
    ruledOut.push(`Your later conviction on ${formatDay(later[0])} rules this out.`);
  }
  if (rule.laterConviction === 'disqualifies_within_wait' && waitEnds !== null) {
    const inside = later.find((date) => date <= (waitEnds ?? date));
    if (inside)
      ruledOut.push(`Your conviction on ${formatDay(inside)} came within the waiting period, which rules this out.`);
  }
  if (rule.laterConviction === 'may_disqualify' && later[0]) {
    caveats.push('A later conviction can count against you here; the court weighs it.');
  }
  if (input.otherCases.pending && rule.pendingCase === 'disqualifies') {
    ruledOut.push('A case still open against you must end first.');
  }
  if (input.otherCases.pending && rule.pendingCase === 'may_disqualify') {
    caveats.push('A case still open against you can hold this up or count against you.');
  }
  return { waitEnds, caveats, ruledOut, notes };
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

function checkAutomatic(
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

function waitStart(wait: Wait, input: EligibilityInput): { date: string; caveats: string[] } {
  const notFinished =
    'If your sentence (including probation and fines) is not finished yet, the waiting period has not started.';
  switch (wait.from) {
    case 'offence':
      return input.offenceDate === null
        ? {
            date: input.dispositionDate,
            caveats: [
              'The waiting period runs from the offence or arrest, which you did not give: we counted from the day the case ended.',
            ],
          }
        : { date: input.offenceDate, caveats: [] };
    case 'disposition':
      return { date: input.dispositionDate, caveats: [] };
    case 'sentence_completed':
      return input.sentenceCompletedDate === null
        ? {
            date: input.dispositionDate,
            caveats: [
              `The waiting period runs from the day the whole sentence was completed, which you did not give: we counted from the day the case ended. ${notFinished}`,
            ],
          }
        : { date: input.sentenceCompletedDate, caveats: [] };
    case 'later_of_disposition_and_sentence':
      if (input.sentenceCompletedDate === null) {
        return { date: input.dispositionDate, caveats: input.disposition === 'convicted' ? [notFinished] : [] };
      }
      return {
        date: input.sentenceCompletedDate > input.dispositionDate ? input.sentenceCompletedDate : input.dispositionDate,
        caveats: [],
      };
  }
}

function addWait(start: string, wait: Wait): string {
  const end = add(
    new Date(`${start}T00:00:00Z`),
    { years: wait.years, months: wait.months, days: wait.days },
    { in: utc },
  );
  return utcDay(end);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-11-25 → "25 November 2026": reasons are read as they are, in any time zone. */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

function compareDates(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '');
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function uniqueStatutes(statutes: Statute[]): Statute[] {
  return statutes.filter(
    (statute, index) => statutes.findIndex((other) => other.citation === statute.citation) === index,
  );
}
