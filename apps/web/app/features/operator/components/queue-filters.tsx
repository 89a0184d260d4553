import { REMOVAL_METHODS, removalMethodLabel } from '@cleardocket/domain/requests/methods';
import { QUEUE_SORTS, QUEUE_SORT_LABELS } from '@cleardocket/domain/operator/queue';
import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS } from '@cleardocket/domain/requests/status';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import type { QueueFilter } from '../api/operator-api';

const CLAIMED: { value: QueueFilter['claimed']; label: string }[] = [
  { value: 'any', label: 'Anyone' },
  { value: 'mine', label: 'By me' },
  { value: 'unclaimed', label: 'Nobody' },
];
const isClaimed = (value: string): value is QueueFilter['claimed'] => CLAIMED.some((item) => item.value === value);
const isSort = (value: string): value is QueueFilter['sort'] => QUEUE_SORTS.some((sort) => sort === value);

export type QueueFiltersProps = { filter: QueueFilter; onChange: (change: Partial<QueueFilter>) => void };

/** The queue's filters: each change applies at once (a live filter, not a form to submit). */
export function QueueFilters({ filter, onChange }: QueueFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterField label="Status">
        <select
          value={filter.status}
          onChange={(event) => onChange({ status: event.target.value })}
          className={FILTER_CONTROL}
        >
          <option value="">Any open</option>
          {REMOVAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REMOVAL_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Method">
        <select
          value={filter.method}
          onChange={(event) => onChange({ method: event.target.value })}
          className={FILTER_CONTROL}
        >
          <option value="">Any</option>
          {REMOVAL_METHODS.map((method) => (
            <option key={method} value={method}>
              {removalMethodLabel(method)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Claimed">
        <select
          value={filter.claimed}
          onChange={(event) => isClaimed(event.target.value) && onChange({ claimed: event.target.value })}
          className={FILTER_CONTROL}
        >
          {CLAIMED.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Sort">
        <select
          value={filter.sort}
          onChange={(event) => isSort(event.target.value) && onChange({ sort: event.target.value })}
          className={FILTER_CONTROL}
        >
          {QUEUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {QUEUE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </FilterField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={filter.needsCheck}
          onChange={(event) => onChange({ needsCheck: event.target.checked })}
          className="h-4 w-4"
        />
        Only pages we could not check
      </label>
      <FilterField label="Find">
        <input
          type="search"
          value={filter.q}
          maxLength={100}
          placeholder="REM-…, REQ-… or email"
          onChange={(event) => onChange({ q: event.target.value })}
          className={`${FILTER_CONTROL} w-64`}
        />
      </FilterField>
    </div>
  );
}
