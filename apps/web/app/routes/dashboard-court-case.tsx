import { useParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CasePage } from '~/features/court-records/components/case-page';

/** One court case: where it appears, eligibility, attorney, petition, order and removals. */
export default function DashboardCourtCase() {
  const { id = '' } = useParams();
  return (
    <div className="px-4 py-8 sm:px-6">
      <PageMeta
        title="Court case"
        description="A court case and where it appears online."
        path={paths.dashboardCourtRecords.path}
        noindex
      />
      <CasePage id={id} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
