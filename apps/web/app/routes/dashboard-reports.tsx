import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useReports } from '~/features/reports/api/reports';
import { ReportList } from '~/features/reports/components/report-list';

/** Monthly reports (issue 17 part 5): every month's report with its figures and PDF. */
export default function DashboardReports() {
  const reports = useReports();
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
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
