import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { EligibilityCheck } from '~/features/court-records/components/eligibility-check';

/** The eligibility pre-check (issue 15): can this case be sealed or expunged, and when. */
export default function DashboardCourtRecordsCheck() {
  return (
    <div className="grid gap-6 px-4 py-8 sm:px-6">
      <PageMeta
        title="Can your record be sealed?"
        description="Check whether a court case can be sealed or expunged."
        path={paths.dashboardCourtRecordsCheck.path}
        noindex
      />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">Can your record be sealed?</h1>
        <p className="max-w-prose text-ink-700">
          Answer a few questions about the case. We check them against the state’s sealing and expungement laws and tell
          you what they say, with the law cited.
        </p>
      </div>
      <EligibilityCheck />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
