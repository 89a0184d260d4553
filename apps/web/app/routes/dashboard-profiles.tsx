import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ProfilesPage } from '~/features/protected-profiles/components/profiles-page';

/** The people and businesses the member protects (issue 17). */
export default function DashboardProfiles() {
  return (
    <div className="px-4 py-8 sm:px-6">
      <PageMeta
        title="Who we protect"
        description="The people and businesses your scans are for."
        path={paths.dashboardProfiles.path}
        noindex
      />
      <ProfilesPage />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
