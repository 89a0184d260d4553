import { useState } from 'react';
import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS, REMOVAL_TRANSITIONS } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { useMemberHistory, useOperatorAction, useOperatorQueue } from '~/features/operator/api/operator';
import type { QueueFilter, QueueItem } from '~/features/operator/api/operator';
import { RunnerTasks } from '~/features/operator/components/runner-tasks';
import { StatusBadge } from '~/features/requests/components/status-badge';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const METHODS = [
  'web-form',
  'search-then-form',
  'account-required',
  'email',
  'court-order',
  'manual-review',
  'none-known',
  'google',
];

/** The operator console (admins only): removal requests that need a person. */
export default function DashboardOperator() {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  const [filter, setFilter] = useState<QueueFilter>({ status: '', method: '', claimed: 'any', q: '', page: 1 });
  // Any change of filter starts again at the first page.
  const refine = (change: Partial<QueueFilter>) => setFilter({ ...filter, page: 1, ...change });
  const [memberId, setMemberId] = useState<string | null>(null);
  const queue = useOperatorQueue(filter);
  if (!isAdmin) {
    return (
      <div className="px-6 py-8">
        <h1 className="text-2xl font-bold">Operator console</h1>
        <p className="mt-2">This page is for the ClearDocket operations team.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Operator console"
        description="Removal requests that need a person."
        path={paths.dashboardOperator.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Operator console</h1>
      <RunnerTasks />
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1">
          <span className="font-medium">Status</span>
          <select
            value={filter.status}
            onChange={(event) => refine({ status: event.target.value })}
            className="h-10 rounded-md border border-ink-300 px-2"
          >
            <option value="">Any open</option>
            {REMOVAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REMOVAL_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">Method</span>
          <select
            value={filter.method}
            onChange={(event) => refine({ method: event.target.value })}
            className="h-10 rounded-md border border-ink-300 px-2"
          >
            <option value="">Any</option>
            {METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">Claimed</span>
          <select
            value={filter.claimed}
            onChange={(event) => refine({ claimed: event.target.value as QueueFilter['claimed'] })}
            className="h-10 rounded-md border border-ink-300 px-2"
          >
            <option value="any">Anyone</option>
            <option value="mine">By me</option>
            <option value="unclaimed">Nobody</option>
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">Find</span>
          <input
            type="search"
            value={filter.q}
            maxLength={100}
            placeholder="REM-…, REQ-… or email"
            onChange={(event) => refine({ q: event.target.value })}
            className="h-10 w-64 rounded-md border border-ink-300 px-2"
          />
        </label>
      </div>
      {queue.isLoading ? <Spinner label="Loading the queue" /> : null}
      {queue.data && queue.data.total === 0 ? (
        <p className="text-ink-700">
          {filter.q.trim() ? 'Nothing in the queue matches.' : 'Nothing needs a person right now.'}
        </p>
      ) : null}
      <ul className="grid gap-3" aria-label="Queue">
        {(queue.data?.queue ?? []).map((item) => (
          <QueueRow key={item.removal.id} item={item} onHistory={() => setMemberId(item.memberId)} />
        ))}
      </ul>
      {queue.data && queue.data.total > 0 ? (
        <QueuePager
          page={queue.data.page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}
      {memberId ? <MemberHistory memberId={memberId} onClose={() => setMemberId(null)} /> : null}
    </div>
  );
}

function QueuePager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Queue pages" className="flex flex-wrap items-center gap-3">
      <p className="text-ink-700" aria-live="polite">
        {first <= total ? `${first}–${last} of ${total}` : `Page ${page} is past the last of ${total}`}
      </p>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

function QueueRow({ item, onHistory }: { item: QueueItem; onHistory: () => void }) {
  const action = useOperatorAction();
  const { removal } = item;
  const moves = REMOVAL_TRANSITIONS[removal.status];
  const [status, setStatus] = useState<RemovalStatus | ''>('');
  const [note, setNote] = useState('');
  const [evidence, setEvidence] = useState('');
  const label = `${removal.reference} ${removal.siteName ?? removal.domain}`;
  return (
    <li className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4" aria-label={label}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">{removal.reference}</span>
        <span>{removal.siteName ?? removal.domain}</span>
        <StatusBadge status={removal.status} />
        <span className="text-sm text-ink-600">
          {removal.method}
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
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!status || !note.trim()) return;
          action.mutate({ kind: 'status', id: removal.id, status, note }, { onSuccess: () => setNote('') });
        }}
      >
        <label className="grid gap-1">
          <span className="text-sm font-medium">New status</span>
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as RemovalStatus)}
            className="h-9 rounded-md border border-ink-300 px-2"
          >
            <option value="">Choose</option>
            {moves.map((move) => (
              <option key={move} value={move}>
                {REMOVAL_STATUS_LABELS[move]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid min-w-64 flex-1 gap-1">
          <span className="text-sm font-medium">Note for the timeline</span>
          <input
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="h-9 rounded-md border border-ink-300 px-2"
          />
        </label>
        <Button size="sm" type="submit" disabled={action.isPending || !status || !note.trim()}>
          Change status
        </Button>
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!evidence.trim()) return;
          action.mutate({ kind: 'evidence', id: removal.id, note: evidence }, { onSuccess: () => setEvidence('') });
        }}
      >
        <label className="grid min-w-64 flex-1 gap-1">
          <span className="text-sm font-medium">Evidence (confirmation number, reply received…)</span>
          <input
            value={evidence}
            onChange={(event) => setEvidence(event.target.value)}
            className="h-9 rounded-md border border-ink-300 px-2"
          />
        </label>
        <Button size="sm" variant="outline" type="submit" disabled={action.isPending || !evidence.trim()}>
          Attach evidence
        </Button>
      </form>
    </li>
  );
}

function MemberHistory({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const history = useMemberHistory(memberId);
  return (
    <section aria-labelledby="member-history" className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="member-history" className="text-lg font-semibold">
          Member&apos;s requests
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {history.isLoading ? <Spinner /> : null}
      <ul className="grid gap-1">
        {(history.data?.requests ?? []).map((request) => (
          <li key={request.id} className="text-sm">
            <span className="font-semibold">{request.reference}</span> ({request.status.replace(/_/g, ' ')}){' '}
            {request.url} — {request.removals.map((removal) => `${removal.domain}: ${removal.status}`).join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
