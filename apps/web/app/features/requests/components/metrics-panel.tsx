import type { DashboardMetrics } from '@cleardocket/domain/requests/metrics';
import { attentionSummary } from '@cleardocket/domain/search/alerts';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';

/** What a figure shows before there is anything to compute it from (decision 019). */
const NO_DATA_YET = 'No data yet';

const orNoData = (value: number | null, unit: string) => (value === null ? NO_DATA_YET : `${value}${unit}`);

function cardsOf(m: DashboardMetrics) {
  return [
    { label: 'Findings', value: String(m.totalCases), hint: 'Results that are yours' },
    {
      label: 'Need you to confirm',
      value: String(m.needsReview),
      hint: 'Results that may be you: tell us on the search page ("Is this you?")',
    },
    { label: 'Active requests', value: String(m.activeRequests), hint: 'Pending or in progress' },
    { label: 'Completed requests', value: String(m.completedRequests), hint: 'Every site has answered' },
    {
      label: 'Success rate',
      value: orNoData(m.successRate, '%'),
      hint: m.successRate === null ? 'Shown once a site has answered' : 'Removed, of those decided',
    },
    {
      label: 'Average processing time',
      value: orNoData(m.avgProcessingTime, ' days'),
      hint: m.avgProcessingTime === null ? 'Shown once a request is complete' : 'From request to completion',
    },
    { label: 'Pending alerts', value: String(m.pendingAlerts), hint: 'Findings without a request yet' },
  ];
}

function statsOf(m: DashboardMetrics) {
  return [
    { label: 'Content removal progress', value: m.statistics.contentRemovalProgress },
    { label: 'Positive content progress', value: m.statistics.positiveContentProgress },
    { label: 'Search visibility', value: m.statistics.searchVisibility },
  ];
}

export type MetricsPanelProps = {
  data: { metrics: DashboardMetrics; lastUpdated: string } | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** The overview's figures, every one computed from the member's rows (spec §3 "Dashboard metrics"). */
export function MetricsPanel({ data, isLoading, isError, onRetry }: MetricsPanelProps) {
  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
        <p className="font-semibold text-red-900">Failed to fetch metrics</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isLoading) return <Spinner label="Loading your figures" />;
  const summary = data
    ? attentionSummary({ alerts: data.metrics.pendingAlerts, review: data.metrics.needsReview })
    : null;
  return (
    <>
      {summary && summary.tone !== 'clear' ? (
        <p
          role="status"
          data-testid="dashboard-attention"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900"
        >
          {summary.text}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Metrics">
        {(data ? cardsOf(data.metrics) : []).map((card) => (
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
        {(data ? statsOf(data.metrics) : []).map((stat) =>
          stat.value === null ? (
            <div key={stat.label} className="flex justify-between text-sm">
              <span>{stat.label}</span>
              <span className="text-ink-600">{NO_DATA_YET}</span>
            </div>
          ) : (
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
          ),
        )}
      </section>
      {data ? <p className="text-sm text-ink-600">Last updated {formatMoment(data.lastUpdated)}</p> : null}
    </>
  );
}
