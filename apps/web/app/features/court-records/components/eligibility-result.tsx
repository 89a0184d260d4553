import type { EligibilityOutcome } from '@cleardocket/domain/court-records/contract';
import { LIKELIHOOD_LABELS, REMEDY_LABELS } from '@cleardocket/domain/court-records/labels';
import { cn } from '~/lib/cn';
import { formatDay } from '~/lib/dates';

/** A calendar day (YYYY-MM-DD) is the same day wherever the reader is: read at local noon. */
const formatCalendarDay = (day: string) => formatDay(`${day}T12:00:00`);

const TONE: Record<EligibilityOutcome['likelihood'], string> = {
  likely: 'border-green-600 bg-green-50',
  possibly: 'border-amber-500 bg-amber-50',
  unlikely: 'border-ink-400 bg-ink-50',
};

function waitingText(result: EligibilityOutcome): string {
  if (!result.waitingPeriodEnds) return 'No waiting period is left.';
  const days = result.waitingDaysLeft ?? 0;
  const left = days === 0 ? 'it ends today' : `${days} day${days === 1 ? '' : 's'} from today`;
  return `The waiting period ends on ${formatCalendarDay(result.waitingPeriodEnds)} (${left}).`;
}

/**
 * The pre-check's answer (issue 15 Deliver 1): likely / possibly / unlikely, the remedy, the wait
 * left with its end date, automatic sealing, the reasons, the statutes cited and "not legal advice".
 */
export function EligibilityResult({ result, headingLevel = 2 }: { result: EligibilityOutcome; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-live="polite" className={cn('grid gap-4 rounded-lg border-l-4 p-4 sm:p-6', TONE[result.likelihood])}>
      <Heading className="text-xl font-semibold" data-testid="eligibility-likelihood">
        {LIKELIHOOD_LABELS[result.likelihood]}
        {result.remedy !== 'none' ? ` · ${REMEDY_LABELS[result.remedy]}` : ''}
      </Heading>
      <p>{waitingText(result)}</p>
      <p>
        <span className="font-medium">Automatic sealing: </span>
        {result.automatic.text}
      </p>
      {result.reasons.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5">
          {result.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {result.statutes.length > 0 ? (
        <div className="grid gap-1">
          <p className="font-medium">The law this rests on</p>
          <ul className="grid gap-1">
            {result.statutes.map((statute) => (
              <li key={statute.citation}>
                <a href={statute.url} className="underline" target="_blank" rel="noreferrer">
                  {statute.citation}
                </a>{' '}
                {statute.title}{' '}
                <span className="text-sm text-ink-600">(last checked {formatCalendarDay(statute.lastChecked)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-ink-700">{result.notLegalAdvice}</p>
    </section>
  );
}
