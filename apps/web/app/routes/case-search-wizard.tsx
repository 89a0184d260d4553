import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { CaseSearchWizard } from '~/features/search/components/case-search-wizard';

export default function CaseSearchWizardRoute() {
  return (
    <>
      <PageMeta
        title="Case search wizard"
        description="A guided scan for your name, cases and contact details."
        path={paths.caseSearchWizard.path}
        noindex
      />
      <CaseSearchWizard findingsHref={`${paths.dashboardSearch.getHref()}?view=alerts`} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
