import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { StatusBadge } from '~/components/ui/status-badge';
import { useOperatorAction } from '../api/operator';
import type { QueueItem } from '@cleardocket/domain/operator/contract';
import { removalMethodLabel } from '@cleardocket/domain/requests/methods';
import { EvidenceForm, StatusChangeForm } from './queue-row-forms';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One removal that needs a person: who has it, and what an operator can do with it. */
export function QueueRow({ item, onHistory }: { item: QueueItem; onHistory: () => void }) {
  const action = useOperatorAction();
  const { removal } = item;
  return (
    <li
      className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4"
      aria-label={`${removal.reference} ${removal.siteName ?? removal.domain}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{removal.reference}</span>
        <span>{removal.siteName ?? removal.domain}</span>
        <StatusBadge status={removal.status} />
        <span className="text-sm text-ink-600">
          {removalMethodLabel(removal.method)}
          {removal.respondBy ? ` · due ${day.format(new Date(removal.respondBy))}` : ''}
        </span>
        <span className="text-sm text-ink-600">
          {item.memberName} · {item.takedownReference}
        </span>
        <span className="text-sm">
          {item.claimedByMe ? 'Claimed by you' : item.claimed ? 'Claimed by a colleague' : 'Unclaimed'}
        </span>
      </div>
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
      <StatusChangeForm key={removal.status} removalId={removal.id} from={removal.status} />
      <EvidenceForm removalId={removal.id} />
    </li>
  );
}
