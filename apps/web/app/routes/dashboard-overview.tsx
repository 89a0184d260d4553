import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_DEFAULT_RANGE_DAYS, DASHBOARD_SEVERITY_RANGE } from '@cleardocket/domain/constants';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button, ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useMetrics, useRequests } from '~/features/requests/api/requests';
import type { MetricFilter } from '~/features/requests/api/requests';
import { StatusBadge } from '~/features/requests/components/status-badge';
import { CATEGORY_LABELS } from '~/features/search/components/result-card';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STATUSES = [
  { id: 'pending', label: 'Pending' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'completed', label: 'Completed' },
];
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The dashboard overview (spec §3 "Dashboard metrics"): every figure computed from the member's rows. */
export default function DashboardOverview() {
  const [filter, setFilter] = useState<MetricFilter>({
    from: day(-DASHBOARD_DEFAULT_RANGE_DAYS),
    to: day(0),
    statuses: [],
    caseTypes: [],
    severityMin: DASHBOARD_SEVERITY_RANGE.min,
    severityMax: DASHBOARD_SEVERITY_RANGE.max,
  });
  const metrics = useMetrics(filter);
  const requests = useRequests();
  const m = metrics.data?.metrics;
  const cards = m
    ? [
        { label: 'Findings', value: String(m.totalCases), hint: 'Results that may need action' },
        { label: 'Active requests', value: String(m.activeRequests), hint: 'Pending or in progress' },
        { label: 'Completed requests', value: String(m.completedRequests), hint: 'Every site has answered' },
        { label: 'Success rate', value: `${m.successRate}%`, hint: 'Removed, of those decided' },
        { label: 'Average processing time', value: `${m.avgProcessingTime} days`, hint: 'From request to completion' },
        { label: 'Pending alerts', value: String(m.pendingAlerts), hint: 'Findings without a request yet' },
      ]
    : [];
  const stats = m
    ? [
        { label: 'Content removal progress', value: m.statistics.contentRemovalProgress },
        { label: 'Positive content progress', value: m.statistics.positiveContentProgress },
        { label: 'Search visibility', value: m.statistics.searchVisibility },
      ]
    : [];

  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta title="Overview" description="Your removal progress at a glance." path={paths.dashboard.path} noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">Overview</h1>
        <ButtonLink to={paths.dashboardSearch.getHref()} variant="outline" size="sm">
          Run a search
        </ButtonLink>
      </div>
      <form
        className="flex flex-wrap items-end gap-4 rounded-lg border border-ink-200 bg-white p-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="grid gap-1">
          <span className="font-medium">From</span>
          <input
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(event) => event.target.value && setFilter({ ...filter, from: event.target.value })}
            className="h-10 rounded-md border border-ink-300 px-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">To</span>
          <input
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(event) => event.target.value && setFilter({ ...filter, to: event.target.value })}
            className="h-10 rounded-md border border-ink-300 px-2"
          />
        </label>
        <fieldset className="grid gap-1">
          <legend className="font-medium">Request status</legend>
          <div className="flex gap-3">
            {STATUSES.map((status) => (
              <label key={status.id} className="inline-flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={filter.statuses.includes(status.id)}
                  onChange={(event) =>
                    setFilter({
                      ...filter,
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
        <label className="grid gap-1">
          <span className="font-medium">Case type</span>
          <select
            value={filter.caseTypes[0] ?? ''}
            onChange={(event) => setFilter({ ...filter, caseTypes: event.target.value ? [event.target.value] : [] })}
            className="h-10 rounded-md border border-ink-300 px-2"
          >
            <option value="">All</option>
            {Object.entries(CATEGORY_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">Severity from</span>
          <input
            type="number"
            min={1}
            max={filter.severityMax}
            value={filter.severityMin}
            onChange={(event) =>
              setFilter({ ...filter, severityMin: clamp(Number(event.target.value), 1, filter.severityMax) })
            }
            className="h-10 w-20 rounded-md border border-ink-300 px-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">to</span>
          <input
            type="number"
            min={filter.severityMin}
            max={10}
            value={filter.severityMax}
            onChange={(event) =>
              setFilter({ ...filter, severityMax: clamp(Number(event.target.value), filter.severityMin, 10) })
            }
            className="h-10 w-20 rounded-md border border-ink-300 px-2"
          />
        </label>
      </form>
      {metrics.isError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="font-semibold text-red-900">Failed to fetch metrics</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void metrics.refetch()}>
            Try again
          </Button>
        </div>
      ) : metrics.isLoading ? (
        <Spinner label="Loading your figures" />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Metrics">
            {cards.map((card) => (
              <li key={card.label} className="rounded-lg border border-ink-200 bg-white p-4">
                <p className="text-sm text-ink-700">{card.label}</p>
                <p className="text-3xl font-bold" data-testid={`metric-${card.label}`}>
                  {card.value}
                </p>
                <p className="text-sm text-ink-600">{card.hint}</p>
              </li>
            ))}
          </ul>
          <section aria-labelledby="stats-heading" className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4">
            <h2 id="stats-heading" className="text-lg font-semibold">
              Progress
            </h2>
            {stats.map((stat) => (
              <div key={stat.label} className="grid gap-1">
                <div className="flex justify-between text-sm">
                  <span>{stat.label}</span>
                  <span>{stat.value}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={stat.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={stat.value}
                  className="h-3 overflow-hidden rounded-full bg-ink-100"
                >
                  <div className="h-full rounded-full bg-brand-700" style={{ width: `${stat.value}%` }} />
                </div>
              </div>
            ))}
          </section>
          {metrics.data ? (
            <p className="text-sm text-ink-600">Last updated {when.format(new Date(metrics.data.lastUpdated))}</p>
          ) : null}
        </>
      )}
      <section aria-labelledby="recent-requests" className="grid gap-3">
        <div className="flex items-center justify-between">
          <h2 id="recent-requests" className="text-lg font-semibold">
            Recent requests
          </h2>
          <Link to={paths.dashboardRequests.getHref()} className="font-medium text-brand-700 underline">
            All requests
          </Link>
        </div>
        {requests.isLoading ? <Spinner label="Loading requests" /> : null}
        {requests.data && requests.data.length === 0 ? (
          <p className="text-ink-700">No requests yet. Run a search and create requests from what it finds.</p>
        ) : null}
        <ul className="grid gap-2">
          {(requests.data ?? []).slice(0, 5).map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-ink-200 bg-white p-3"
            >
              <Link to={paths.dashboardRequest.getHref(request.id)} className="font-medium text-brand-700 underline">
                {request.reference}
              </Link>
              <span className="min-w-0 flex-1 truncate text-ink-700">{request.url}</span>
              <StatusBadge status={request.status} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
}

export { RouteErrorBoundary as ErrorBoundary };
