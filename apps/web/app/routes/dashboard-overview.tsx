import { useState } from 'react';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { DropTask } from '~/features/drop/components/drop-task';
import { useMetrics } from '~/features/requests/api/get-metrics';
import { MetricsPanel } from '~/features/requests/components/metrics-panel';
import { OverviewCharts } from '~/features/requests/components/overview-charts';
import { OverviewFilters, defaultMetricFilter } from '~/features/requests/components/overview-filters';
import { RecentRequests } from '~/features/requests/components/recent-requests';
import { CATEGORY_LABELS } from '@cleardocket/domain/search/labels';

/** The dashboard overview (spec §3 "Dashboard metrics"): every figure computed from the member's rows. */
export default function DashboardOverview() {
  const [filter, setFilter] = useState(defaultMetricFilter);
  const metrics = useMetrics(filter);
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta title="Overview" description="Your removal progress at a glance." path={paths.dashboard.path} noindex />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold">Overview</h1>
        <ButtonLink to={paths.dashboardSearch.getHref()} variant="outline" size="sm">
          Run a search
        </ButtonLink>
      </div>
      <OverviewFilters filter={filter} onChange={setFilter} caseTypes={CATEGORY_LABELS} />
      <MetricsPanel
        data={metrics.data}
        isLoading={metrics.isLoading}
        isError={metrics.isError}
        onRetry={() => void metrics.refetch()}
      />
      {metrics.isError ? null : <OverviewCharts charts={metrics.data?.charts} />}
      <DropTask />
      <RecentRequests />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
