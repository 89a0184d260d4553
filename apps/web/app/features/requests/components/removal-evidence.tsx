import type { Evidence, Removal } from '@cleardocket/domain/requests/contract';
import { EvidenceCard, OUTCOME_LABELS } from './evidence-card';
import { formatMoment } from '~/lib/dates';

export type RemovalEvidenceProps = { removal: Removal; evidence: Evidence[] };

/** A page the last check could not see: said plainly, with what happens next. Never a verdict. */
function NotCheckedYet({ removal, latest }: { removal: Removal; latest: Evidence }) {
  return (
    <div role="status" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">We could not check this page yet</p>
      {latest.detail ? <p className="text-sm">{latest.detail}</p> : null}
      <p className="text-sm">
        {removal.operatorCheckAt
          ? 'Our team will look at it by hand. Your request stays open until the page is checked.'
          : removal.nextCheckAt
            ? `We will try again around ${formatMoment(removal.nextCheckAt)}. Your request stays open meanwhile.`
            : 'Your request stays open until the page is checked.'}
      </p>
    </div>
  );
}

/**
 * The evidence of one removal: the page as saved when the request was made (before) beside the
 * latest check (after), each with its screenshot and text, hashes and times; then every check.
 */
export function RemovalEvidence({ removal, evidence }: RemovalEvidenceProps) {
  const mine = evidence.filter((item) => item.removalRequestId === removal.id);
  const snapshots = mine.filter((item) => item.kind === 'snapshot');
  const before = snapshots.filter((item) => item.outcome === 'captured').at(0) ?? snapshots.at(-1);
  const after = mine.filter((item) => item.kind === 'verification').at(-1);
  const notes = mine.filter((item) => item.kind === 'operator-note');
  // The team's notes are listed once, above; "every check" is the pages we looked at.
  const checks = mine.filter((item) => item.kind !== 'operator-note');
  if (mine.length === 0) {
    return (
      <p className="text-sm text-ink-700">
        {removal.method === 'google'
          ? 'Google removals are confirmed in Google’s own dashboard.'
          : 'The page is being saved.'}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {after?.outcome === 'could-not-check' ? <NotCheckedYet removal={removal} latest={after} /> : null}
      {before || after ? (
        <div className="grid gap-3 md:grid-cols-2">
          {before ? (
            <EvidenceCard title="Before" evidence={before} />
          ) : (
            <p className="text-sm">No page was saved before.</p>
          )}
          {after ? (
            <EvidenceCard title="After" evidence={after} />
          ) : (
            <p className="text-sm text-ink-700">Not checked again yet.</p>
          )}
        </div>
      ) : null}
      {notes.length > 0 ? (
        <ul aria-label="Notes from our team" className="grid gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-ink-200 p-3 text-sm">
              <span className="font-medium">Note from our team</span> · {formatMoment(note.fetchedAt)}
              {note.detail ? <span className="block">{note.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {checks.length > 0 ? (
        <details className="rounded-md border border-ink-200 p-3">
          <summary className="cursor-pointer font-medium">Every check ({checks.length})</summary>
          <ul className="mt-2 grid gap-2">
            {checks.map((item) => (
              <li key={item.id} className="text-sm">
                <span className="font-medium">{OUTCOME_LABELS[item.outcome] ?? item.outcome}</span> ·{' '}
                {formatMoment(item.fetchedAt)}
                {item.httpStatus ? ` · HTTP ${item.httpStatus}` : ''}
                {item.detail ? ` · ${item.detail}` : ''}
                {item.sha256 ? (
                  <span className="block break-all font-mono text-xs text-ink-600">Text SHA-256 {item.sha256}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
