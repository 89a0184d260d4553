import type { TimelineEvent } from '@cleardocket/domain/requests/contract';
import { formatMoment } from '~/lib/dates';

const ACTORS = { member: 'You', operator: 'ClearDocket team', system: 'ClearDocket' } as const;
/** One removal's timeline, oldest first, with who did what. */
export function RemovalTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Timeline</h3>
      <ol className="grid gap-2 border-l-2 border-ink-200 pl-4">
        {events.map((event) => (
          <li key={event.id}>
            <p className="text-sm text-ink-600">
              {formatMoment(event.createdAt)} · {ACTORS[event.actor]}
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
