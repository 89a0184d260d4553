import { StatusBadge } from '~/components/ui/status-badge';
import type { Removal, RequestDetail } from '@cleardocket/domain/requests/contract';
import { useRequestRuns } from '../api/get-request-runs';
import { RemovalRoute } from './removal-route';
import { RemovalRun } from './removal-run';
import { RemovalEvidence } from './removal-evidence';
import { RemovalTimeline } from './removal-record';
import { RemovalSteps } from './removal-steps';
import { formatDay } from '~/lib/dates';

export type RemovalSectionProps = { removal: Removal; detail: RequestDetail };

/** One site's removal within a takedown request: its deadlines, next step, timeline and evidence. */
export function RemovalSection({ removal, detail }: RemovalSectionProps) {
  // One query per takedown request, shared by its sections (same key).
  const runs = useRequestRuns(removal.takedownRequestId);
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
            ? `They should confirm receipt by ${formatDay(removal.acknowledgeBy)} and `
            : 'They should '}
          answer by {formatDay(removal.respondBy)}.
        </p>
      ) : null}
      <RemovalRoute removal={removal} runs={runs.data} />
      <RemovalRun
        removalId={removal.id}
        removalStatus={removal.status}
        site={removal.siteName ?? removal.domain}
        runs={runs.data}
      />
      <RemovalSteps
        removal={removal}
        letter={detail.letters.find((letter) => letter.removalId === removal.id)}
        latestCheck={detail.evidence
          .filter((item) => item.removalRequestId === removal.id && item.kind === 'verification')
          .at(-1)}
      />
      <RemovalTimeline events={detail.events.filter((event) => event.removalRequestId === removal.id)} />
      <div className="grid gap-2">
        <h3 className="font-semibold">Evidence</h3>
        <RemovalEvidence removal={removal} evidence={detail.evidence} />
      </div>
    </section>
  );
}
