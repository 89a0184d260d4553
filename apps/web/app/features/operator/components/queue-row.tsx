import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { StatusBadge } from '~/components/ui/status-badge';
import { useOperatorAction } from '../api/operator-action';
import type { QueueItem } from '@cleardocket/domain/operator/contract';
import { removalMethodLabel } from '@cleardocket/domain/requests/methods';
import { Deadline, claimText } from './deadline';
import { InternalNotes } from './internal-notes';
import { EvidenceUpload } from './evidence-upload';
import { EvidenceForm, StatusChangeForm } from './queue-row-forms';

/** One removal that needs a person: who has it, and what an operator can do with it. */
export function QueueRow({ item, onHistory }: { item: QueueItem; onHistory: () => void }) {
  const action = useOperatorAction();
  const { removal } = item;
  return (
    <li
      className="grid min-w-0 gap-3 rounded-lg border border-ink-200 bg-white p-4"
      aria-label={`${removal.reference} ${removal.siteName ?? removal.domain}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{removal.reference}</span>
        <span>{removal.siteName ?? removal.domain}</span>
        <StatusBadge status={removal.status} />
        <span className="text-sm text-ink-600">{removalMethodLabel(removal.method)}</span>
        <span className="text-sm wrap-anywhere text-ink-600">
          {item.memberName} · {item.takedownReference}
        </span>
        <span className="text-sm">{claimText(item)}</span>
      </div>
      <p className="text-sm">
        <Deadline deadline={item.deadline} overdue={item.overdue} />
      </p>
      <p className="break-all text-sm text-ink-700">{removal.url}</p>
      <p>
        <Link
          to={paths.dashboardOperatorRequest.getHref(removal.takedownRequestId)}
          className="font-semibold text-brand-700 underline"
        >
          Open {item.takedownReference} as the member sees it
        </Link>
      </p>
      {removal.operatorCheckAt ? (
        <p className="text-sm font-medium text-amber-900">
          Could not check the page after several tries ({removal.checkProblem?.replace(/-/g, ' ') ?? 'unknown'}): open
          it, then record what you see with a status and a note.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!item.claimed ? (
          <Button
            size="sm"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'claim', id: removal.id })}
          >
            Claim
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onHistory}>
          Member&apos;s requests
        </Button>
      </div>
      <section aria-label="Sent to the member" className="grid gap-2 rounded-md border border-ink-200 p-3">
        <h3 className="text-sm font-semibold">
          Sent to the member{' '}
          <span className="font-normal text-ink-700">
            · the status and its note go on their timeline and in a notification; evidence shows on their request
          </span>
        </h3>
        <StatusChangeForm key={removal.status} removalId={removal.id} from={removal.status} />
        <EvidenceForm removalId={removal.id} />
        <EvidenceUpload removalId={removal.id} />
      </section>
      <InternalNotes removalId={removal.id} notes={item.notes} />
    </li>
  );
}
