import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { EligibilityAnswers, EligibilityOutcome } from '@cleardocket/domain/court-records/contract';
import { checkEligibility, ELIGIBILITY_STATES } from '@cleardocket/domain/court-records/eligibility/index';
import { utcDay } from '@cleardocket/domain/dates';

/* The eligibility pre-check (the rules are the domain's: court-records/eligibility) */

const todayUtc = (now = new Date()) => utcDay(now);

export const eligibilityStates = () => ({ states: [...ELIGIBILITY_STATES] });

/** Runs the domain's rules for today and adds the days left of any wait. */
export function runCheck(input: EligibilityAnswers, now = new Date()): EligibilityOutcome {
  const today = todayUtc(now);
  const result = checkEligibility(input, today);
  const waitingDaysLeft = result.waitingPeriodEnds
    ? Math.max(0, differenceInCalendarDays(parseISO(result.waitingPeriodEnds), parseISO(today)))
    : null;
  return { ...result, waitingDaysLeft, checkedOn: today };
}
