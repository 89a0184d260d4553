import { StatusBadge } from '~/components/ui/status-badge';
import type { Removal, RequestDetail } from '@cleardocket/domain/requests/contract';
import { RemovalEvidence, RemovalTimeline } from './removal-record';
import { RemovalSteps } from './removal-steps';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export type RemovalSectionProps = { removal: Removal; detail: RequestDetail };

/** One site's removal within a takedown request: its deadlines, next step, timeline and evidence. */
export function RemovalSection({ removal, detail }: RemovalSectionProps) {
  return (
    <section
      aria-labelledby={`removal-${removal.id}`}
      className="grid gap-4 rounded-lg border border-ink-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`removal-${removal.id}`} className="text-xl font-semibold">
          {removal.siteName ?? removal.domain}
        </h2>
        <StatusBadge status={removal.status} />
        <span className="text-sm text-ink-600">{removal.reference}</span>
      </div>
      {removal.respondBy && ['submitted', 'acknowledged'].includes(removal.status) ? (
        <p className="text-sm text-ink-700">
          {removal.acknowledgeBy
            ? `They should confirm receipt by ${day.format(new Date(removal.acknowledgeBy))} and `
            : 'They should '}
          answer by {day.format(new Date(removal.respondBy))}.
        </p>
      ) : null}
      <RemovalSteps removal={removal} letter={detail.letters.find((letter) => letter.removalId === removal.id)} />
      <RemovalTimeline events={detail.events.filter((event) => event.removalRequestId === removal.id)} />
      <RemovalEvidence
        evidence={detail.evidence.filter((item) => item.removalRequestId === removal.id)}
        method={removal.method}
      />
    </section>
  );
}
