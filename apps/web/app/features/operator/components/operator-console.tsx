import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useOperatorQueue } from '../api/get-queue';
import type { QueueFilter } from '../api/operator-api';
import { MemberHistory } from './member-history';
import { QueueFilters } from './queue-filters';
import { QueueMetrics } from './queue-metrics';
import { QueuePager } from './queue-pager';
import { QueueRow } from './queue-row';
import { QueueTable } from './queue-table';
import { RunnerTasks } from './runner-tasks';

const FIRST_PAGE: QueueFilter = {
  status: '',
  method: '',
  claimed: 'any',
  needsCheck: false,
  q: '',
  sort: 'deadline',
  page: 1,
};

type View = 'cards' | 'table';

/**
 * The operator console's queue (admins only): removal requests that need a person. On a wide
 * screen it can show as a table with bulk actions; a phone always has the cards.
 */
export function OperatorConsole() {
  const [filter, setFilter] = useState<QueueFilter>(FIRST_PAGE);
  const [view, setView] = useState<View>('cards');
  const [memberId, setMemberId] = useState<string | null>(null);
  const queue = useOperatorQueue(filter);
  const items = queue.data?.queue ?? [];
  const cards = (
    <ul className={`grid gap-3 ${view === 'table' ? 'lg:hidden' : ''}`} aria-label="Queue">
      {items.map((item) => (
        <QueueRow key={item.removal.id} item={item} onHistory={() => setMemberId(item.memberId)} />
      ))}
    </ul>
  );
  return (
    <>
      <QueueMetrics />
      <RunnerTasks />
      {/* Any change of filter starts again at the first page. */}
      <QueueFilters filter={filter} onChange={(change) => setFilter({ ...filter, page: 1, ...change })} />
      <div className="hidden items-center gap-2 lg:flex" role="group" aria-label="Show the queue as">
        {(['cards', 'table'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? 'secondary' : 'outline'}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option === 'cards' ? 'Cards' : 'Table'}
          </Button>
        ))}
      </div>
      {queue.isLoading ? <Spinner label="Loading the queue" /> : null}
      {queue.data && queue.data.total === 0 ? (
        <p className="text-ink-700">
          {filter.q.trim() ? 'Nothing in the queue matches.' : 'Nothing needs a person right now.'}
        </p>
      ) : null}
      {view === 'table' && items.length > 0 ? (
        <div className="hidden lg:block">
          {/* A new page or filter starts with nothing chosen. */}
          <QueueTable key={JSON.stringify(filter)} items={items} />
        </div>
      ) : null}
      {cards}
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
