import { useState } from 'react';
import { Spinner } from '~/components/ui/spinner';
import { useOperatorQueue } from '../api/operator';
import type { QueueFilter } from '../api/operator';
import { MemberHistory } from './member-history';
import { QueueFilters } from './queue-filters';
import { QueuePager } from './queue-pager';
import { QueueRow } from './queue-row';
import { RunnerTasks } from './runner-tasks';

const FIRST_PAGE: QueueFilter = { status: '', method: '', claimed: 'any', needsCheck: false, q: '', page: 1 };

/** The operator console's queue (admins only): removal requests that need a person. */
export function OperatorConsole() {
  const [filter, setFilter] = useState<QueueFilter>(FIRST_PAGE);
  const [memberId, setMemberId] = useState<string | null>(null);
  const queue = useOperatorQueue(filter);
  return (
    <>
      <RunnerTasks />
      {/* Any change of filter starts again at the first page. */}
      <QueueFilters filter={filter} onChange={(change) => setFilter({ ...filter, page: 1, ...change })} />
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
    </>
  );
}
