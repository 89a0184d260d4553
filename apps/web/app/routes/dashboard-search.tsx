import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SearchScreen } from '~/features/search/components/search-screen';

/** Search in the dashboard (spec §2): scan, see findings with severity and match, act on them. */
export default function DashboardSearch() {
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Search"
        description="Scan the web for your name, cases and contact details."
        path={paths.dashboardSearch.path}
        noindex
      />
      <SearchScreen />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
