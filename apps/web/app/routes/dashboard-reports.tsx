import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useMonitoring } from '~/features/monitoring/api/get-monitoring';
import { useReports } from '~/features/monitoring/api/get-reports';
import { MonitoringPanel } from '~/features/monitoring/components/monitoring-panel';
import { ReportList } from '~/features/monitoring/components/report-list';

/** Monthly reports (issue 17 part 5) with their figures and PDFs, and monitoring's cadence and re-scan now (part 4). */
export default function DashboardReports() {
  const reports = useReports();
  const monitoring = useMonitoring();
  return (
    <div className="grid gap-6 px-4 py-8 sm:px-6">
      <PageMeta
        title="Monthly reports"
        description="Your monthly reports: findings, removals and each site's status."
        path={paths.dashboardReports.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Monthly reports</h1>
      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <p role="alert">{reports.error.message}</p>
      ) : (
        <ReportList reports={reports.data.reports} />
      )}
      {monitoring.isPending ? (
        <Spinner />
      ) : monitoring.isError ? (
        <p role="alert">{monitoring.error.message}</p>
      ) : (
        <MonitoringPanel status={monitoring.data} />
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
