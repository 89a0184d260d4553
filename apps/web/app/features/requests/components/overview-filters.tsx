import { DASHBOARD_DEFAULT_RANGE_DAYS, DASHBOARD_SEVERITY_RANGE } from '@cleardocket/domain/constants';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import type { MetricFilter } from '../api/get-metrics';
import { utcDay } from '@cleardocket/domain/dates';
import { addDays } from 'date-fns';

const STATUSES = [
  { id: 'pending', label: 'Pending' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'completed', label: 'Completed' },
];
const day = (offset: number) => utcDay(addDays(new Date(), offset));

/** The default range: the last 30 days, every status, case type and severity. */
export function defaultMetricFilter(): MetricFilter {
  return {
    from: day(-DASHBOARD_DEFAULT_RANGE_DAYS),
    to: day(0),
    statuses: [],
    caseTypes: [],
    severityMin: DASHBOARD_SEVERITY_RANGE.min,
    severityMax: DASHBOARD_SEVERITY_RANGE.max,
  };
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
}

type DateFilterProps = { label: string; value: string; min?: string; max?: string; onChange: (day: string) => void };

/** A day of the range; clearing the input keeps the day it had. */
function DateFilter({ label, value, min, max, onChange }: DateFilterProps) {
  return (
    <FilterField label={label}>
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className={FILTER_CONTROL}
      />
    </FilterField>
  );
}

export type OverviewFiltersProps = {
  filter: MetricFilter;
  onChange: (filter: MetricFilter) => void;
  /** The case types to choose from, by id (the search feature's categories, passed in by the route). */
  caseTypes: Record<string, string>;
};

/** The overview's filters (spec §3 "Dashboard metrics"): each change applies at once, nothing to submit. */
export function OverviewFilters({ filter, onChange, caseTypes }: OverviewFiltersProps) {
  const set = (change: Partial<MetricFilter>) => onChange({ ...filter, ...change });
  const { min, max } = DASHBOARD_SEVERITY_RANGE;
  return (
    <form
      className="flex flex-wrap items-end gap-4 rounded-lg border border-ink-200 bg-white p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <DateFilter label="From" value={filter.from} max={filter.to} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={filter.to} min={filter.from} onChange={(to) => set({ to })} />
      <fieldset className="grid gap-1">
        <legend className="font-medium">Request status</legend>
        <div className="flex gap-3">
          {STATUSES.map((status) => (
            <label key={status.id} className="inline-flex items-center gap-1">
              <input
                type="checkbox"
                checked={filter.statuses.includes(status.id)}
                onChange={(event) =>
                  set({
                    statuses: event.target.checked
                      ? [...filter.statuses, status.id]
                      : filter.statuses.filter((item) => item !== status.id),
                  })
                }
              />
              {status.label}
            </label>
          ))}
        </div>
      </fieldset>
      <FilterField label="Case type">
        <select
          value={filter.caseTypes[0] ?? ''}
          onChange={(event) => set({ caseTypes: event.target.value ? [event.target.value] : [] })}
          className={FILTER_CONTROL}
        >
          <option value="">All</option>
          {Object.entries(caseTypes).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label="Severity from">
        <input
          type="number"
          min={min}
          max={filter.severityMax}
          value={filter.severityMin}
          onChange={(event) => set({ severityMin: clamp(Number(event.target.value), min, filter.severityMax) })}
          className={`${FILTER_CONTROL} w-20`}
        />
      </FilterField>
      <FilterField label="to">
        <input
          type="number"
          min={filter.severityMin}
          max={max}
          value={filter.severityMax}
          onChange={(event) => set({ severityMax: clamp(Number(event.target.value), filter.severityMin, max) })}
          className={`${FILTER_CONTROL} w-20`}
        />
      </FilterField>
    </form>
  );
}
