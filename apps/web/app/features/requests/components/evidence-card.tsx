import { use } from 'react';
import { EvidenceFileUrl } from './evidence-file-url';
import type { Evidence } from '@cleardocket/domain/requests/contract';
import { formatMoment } from '~/lib/dates';

/** What each outcome means to the member, in plain words. */
export const OUTCOME_LABELS: Record<string, string> = {
  captured: 'Page saved',
  removed: 'Removed',
  'still-listed': 'Still listed',
  'could-not-check': 'We could not check this page',
  noted: 'Note from our team',
};

export type EvidenceCardProps = { title: string; evidence: Evidence };

/** One side of before/after: the screenshot and the page text, each with its SHA-256 and time. */
export function EvidenceCard({ title, evidence }: EvidenceCardProps) {
  const evidenceFileUrl = use(EvidenceFileUrl);
  const headingId = `evidence-${evidence.id}`;
  const moved = evidence.finalUrl && evidence.finalUrl !== evidence.url ? evidence.finalUrl : null;
  return (
    <article aria-labelledby={headingId} className="grid content-start gap-2 rounded-md border border-ink-200 p-3">
      <h4 id={headingId} className="font-semibold">
        {title}: {OUTCOME_LABELS[evidence.outcome] ?? evidence.outcome}
      </h4>
      <p className="text-sm text-ink-700">
        {formatMoment(evidence.fetchedAt)}
        {evidence.httpStatus ? ` · HTTP ${evidence.httpStatus}` : ''}
      </p>
      {evidence.detail ? <p className="text-sm">{evidence.detail}</p> : null}
      {moved ? <p className="break-all text-sm text-ink-700">Ended at {moved}</p> : null}
      {evidence.screenshotSha256 && evidence.screenshotAt ? (
        <figure className="grid gap-1">
          <a href={evidenceFileUrl(evidence.id, 'screenshot')} target="_blank" rel="noopener noreferrer">
            <img
              src={evidenceFileUrl(evidence.id, 'screenshot')}
              alt={`Screenshot of the page, ${title.toLowerCase()}, taken ${formatMoment(evidence.screenshotAt)}`}
              width={1280}
              height={1000}
              loading="lazy"
              className="h-auto w-full rounded border border-ink-200"
            />
          </a>
          <figcaption className="break-all font-mono text-xs text-ink-600">
            Screenshot SHA-256 {evidence.screenshotSha256} · {formatMoment(evidence.screenshotAt)}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-ink-700">No screenshot: the page did not load.</p>
      )}
      {evidence.excerpt && evidence.sha256 ? (
        <div className="grid gap-1">
          {/* It scrolls, so it takes the keyboard's focus (arrow keys scroll it) and has a name. */}
          <div
            role="region"
            aria-label={`Page text, ${title.toLowerCase()}`}
            tabIndex={0}
            className="max-h-40 overflow-y-auto whitespace-pre-wrap rounded bg-ink-50 p-2 text-sm text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {evidence.excerpt}
          </div>
          <p className="break-all font-mono text-xs text-ink-600">
            Text SHA-256 {evidence.sha256} · {formatMoment(evidence.fetchedAt)} ·{' '}
            <a
              href={evidenceFileUrl(evidence.id, 'text')}
              target="_blank"
              rel="noopener noreferrer"
              className="font-sans text-brand-700 underline"
            >
              Full page text
            </a>
          </p>
        </div>
      ) : null}
    </article>
  );
}
