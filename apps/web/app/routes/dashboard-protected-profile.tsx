import { useParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ProfileFactsPage } from '~/features/protected-profiles/components/profile-facts-page';

/** One protected profile's facts (issue 17): what its scans search for and are judged by. */
export default function DashboardProtectedProfile() {
  const { id = '' } = useParams();
  return (
    <div className="px-4 py-8 sm:px-6">
      <PageMeta
        title="Profile"
        description="The facts a profile's scans search for."
        path={paths.dashboardProtectedProfile.path}
        noindex
      />
      <ProfileFactsPage key={id} id={id} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
