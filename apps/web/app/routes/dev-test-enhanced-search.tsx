import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { SearchProbeTool } from '~/features/dev-tools/components/search-probe';

/** A query classified as a scan would: severity, kind of site, removal method and the match decision. */
export default function DevTestEnhancedSearch() {
  return (
    <DeveloperPage
      title="Test enhanced search"
      description="A query classified as a scan would: severity, kind of site, removal method and the match decision."
      path={paths.devTestEnhancedSearch.path}
    >
      <SearchProbeTool classify />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
