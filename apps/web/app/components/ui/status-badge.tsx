import { REMOVAL_STATUS_LABELS } from '@cleardocket/domain/requests/status';
import type { RemovalStatus, TakedownStatus } from '@cleardocket/domain/requests/status';
import { cn } from '~/lib/cn';

const TAKEDOWN_LABELS: Record<TakedownStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};
const TONE: Record<string, string> = {
  removed: 'bg-green-100 text-green-900',
  completed: 'bg-green-100 text-green-900',
  'needs-escalation': 'bg-red-100 text-red-900',
  rejected: 'bg-red-100 text-red-900',
  submitted: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-amber-100 text-amber-900',
};

export function StatusBadge({ status }: { status: RemovalStatus | TakedownStatus }) {
  const label =
    status in TAKEDOWN_LABELS
      ? TAKEDOWN_LABELS[status as TakedownStatus]
      : REMOVAL_STATUS_LABELS[status as RemovalStatus];
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-sm font-semibold', TONE[status] ?? 'bg-ink-100 text-ink-800')}>
      {label}
    </span>
  );
}
