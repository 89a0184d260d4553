import type { Evidence, TimelineEvent } from '@cleardocket/domain/requests/contract';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const ACTORS = { member: 'You', operator: 'ClearDocket team', system: 'ClearDocket' } as const;
const OUTCOMES: Record<string, string> = {
  captured: 'Page saved (before)',
  removed: 'Removed',
  'still-present': 'Still there',
  unreachable: 'Could not reach the page',
  refused: 'Not fetched (private address)',
  noted: 'Note from our team',
};

/** One removal's timeline, oldest first, with who did what. */
export function RemovalTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Timeline</h3>
      <ol className="grid gap-2 border-l-2 border-ink-200 pl-4">
        {events.map((event) => (
          <li key={event.id}>
            <p className="text-sm text-ink-600">
              {when.format(new Date(event.createdAt))} · {ACTORS[event.actor]}
              {event.toStatus && event.fromStatus
                ? ` · ${event.fromStatus.replace(/-/g, ' ')} → ${event.toStatus.replace(/-/g, ' ')}`
                : ''}
            </p>
            {event.note ? <p>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One removal's evidence: each check of the page, hashed and timed (ARCHITECTURE §7). */
export function RemovalEvidence({ evidence, method }: { evidence: Evidence[]; method: string }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Evidence</h3>
      {evidence.length === 0 ? (
        <p className="text-sm text-ink-700">
          {method === 'google'
            ? 'Google removals are confirmed in Google’s own dashboard.'
            : 'The page is being saved.'}
        </p>
      ) : (
        <ul className="grid gap-2">
          {evidence.map((item) => (
            <li key={item.id} className="rounded-md border border-ink-200 p-3">
              <p className="font-medium">
                {OUTCOMES[item.outcome] ?? item.outcome} · {when.format(new Date(item.fetchedAt))}
                {item.httpStatus ? ` · HTTP ${item.httpStatus}` : ''}
              </p>
              {item.detail ? <p className="text-sm">{item.detail}</p> : null}
              {item.excerpt ? <p className="mt-1 line-clamp-3 text-sm text-ink-700">{item.excerpt}</p> : null}
              {item.sha256 ? (
                <p className="mt-1 break-all font-mono text-xs text-ink-600">SHA-256 {item.sha256}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
