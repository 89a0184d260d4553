import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useProfiles } from '~/features/protected-profiles/api/get-profiles';
import { SearchScreen } from '~/features/search/components/search-screen';

/** Search in the dashboard (spec §2): scan, see findings with severity and match, act on them. */
export default function DashboardSearch() {
  const profiles = useProfiles();
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Search"
        description="Scan the web for your name, cases and contact details."
        path={paths.dashboardSearch.path}
        noindex
      />
      <SearchScreen profiles={profiles.data?.profiles} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
