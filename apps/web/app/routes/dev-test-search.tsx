import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { SearchDiagnosticsPanel } from '~/features/dev-tools/components/search-diagnostics';
import { SearchProbeTool } from '~/features/dev-tools/components/search-probe';

/** The search provider, its configuration, the shared rate limit's state and a raw query. */
export default function DevTestSearch() {
  return (
    <DeveloperPage
      title="Test search"
      description="The provider scans use, whether its configuration is valid, the shared rate limit, and a raw query with its timings. Nothing is stored."
      path={paths.devTestSearch.path}
    >
      <SearchDiagnosticsPanel />
      <SearchProbeTool classify={false} />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
