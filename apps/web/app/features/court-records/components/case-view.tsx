import type { CourtCase } from '@cleardocket/domain/court-records/contract';
import { APPEARANCE_STATUS_LABELS, CASE_TYPE_LABELS } from '@cleardocket/domain/court-records/labels';
import { REFERRAL_STATUS_LABELS } from '@cleardocket/domain/court-records/referrals';
import { cn } from '~/lib/cn';
import { formatMoment } from '~/lib/dates';
import { AttorneyLinkAccess } from './attorney-link-access';

const STATUS_TONE: Record<CourtCase['appearances'][number]['status'], string> = {
  online: 'bg-red-50 text-red-800',
  removal_in_progress: 'bg-amber-50 text-amber-900',
  removed: 'bg-green-50 text-green-800',
  not_removed: 'bg-ink-100 text-ink-800',
};

export function CaseFacts({ court }: { court: CourtCase }) {
  return (
    <p className="text-ink-700">
      Case {court.caseNumber} · {court.court} · {court.state} · {CASE_TYPE_LABELS[court.caseType]}
    </p>
  );
}

/** Every page where the case appears online, with where each stands (issue 15 Deliver 5). */
export function Appearances({ court }: { court: CourtCase }) {
  if (court.appearances.length === 0) {
    return (
      <p className="text-ink-700">
        None of your findings names this case yet. Run a search for the case number and the pages that print it are
        linked here.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {court.goneEverywhere ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 font-medium text-green-900">
          The case is gone from every page where we found it.
        </p>
      ) : null}
      <ul className="grid gap-3" aria-label="Pages where the case appears">
        {court.appearances.map((page) => (
          <li key={page.resultId} className="grid gap-1 rounded-lg border border-ink-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{page.siteName ?? new URL(page.url).hostname}</span>
              <span
                className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', STATUS_TONE[page.status])}
                data-testid="appearance-status"
              >
                {APPEARANCE_STATUS_LABELS[page.status]}
              </span>
            </div>
            <p className="break-words">{page.title}</p>
            <p className="break-all text-sm text-ink-600">{page.url}</p>
            {page.removals.length > 0 ? (
              <ul className="text-sm text-ink-700">
                {page.removals.map((removal) => (
                  <li key={removal.id}>
                    {removal.reference}: {removal.method === 'google' ? 'Google' : (removal.siteName ?? removal.domain)}{' '}
                    — {removal.status.replace(/-/g, ' ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type ReferralsProps = {
  court: CourtCase;
  /** The member's own page: the attorney's link, its uses and the button that withdraws it. */
  isMemberView?: boolean;
};

/** Each referral and its steps, newest step last. */
export function Referrals({ court, isMemberView = false }: ReferralsProps) {
  if (court.referrals.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {court.referrals.map((referral) => (
        <li key={referral.id} className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
          <p className="font-semibold">
            {referral.attorney.name}
            {referral.attorney.firm ? `, ${referral.attorney.firm}` : ''}:{' '}
            <span data-testid="referral-status">{REFERRAL_STATUS_LABELS[referral.status]}</span>
          </p>
          <ol className="grid gap-1 text-sm text-ink-700">
            {referral.events.map((event) => (
              <li key={`${event.status}-${event.createdAt}`}>
                {formatMoment(event.createdAt)}: {REFERRAL_STATUS_LABELS[event.status]}
                {event.note ? ` — ${event.note}` : ''}
              </li>
            ))}
          </ol>
          <details className="text-sm text-ink-600">
            <summary>The consent you gave ({formatMoment(referral.consentedAt)})</summary>
            <p className="mt-1">{referral.consentText}</p>
          </details>
          {isMemberView ? <AttorneyLinkAccess referralId={referral.id} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function Documents({ court }: { court: CourtCase }) {
  if (court.documents.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {court.documents.map((doc) => (
        <li key={doc.id} className="grid gap-0.5">
          <a href={doc.url} className="font-medium underline">
            {doc.kind === 'order' ? 'Court order' : 'Petition packet'} ({formatMoment(doc.createdAt)})
          </a>
          <span className="break-all text-xs text-ink-600">SHA-256 {doc.sha256}</span>
        </li>
      ))}
    </ul>
  );
}
