import { utc } from '@date-fns/utc';
import { add } from 'date-fns';
import { utcDay } from '../../dates';
import { formatDay } from './reasons';
import type { AutomaticRule, ClearanceRule, Wait } from './rule-set';
import type { EligibilityInput } from './types';

type Timing = { waitEnds: string | null; caveats: string[]; ruledOut: string[]; notes: string[] };

/** The waiting period and what other cases do to it, the same for a petition and automatic sealing. */
export function checkTiming(rule: ClearanceRule | AutomaticRule, input: EligibilityInput): Timing {
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
