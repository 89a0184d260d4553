import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { AnalyticsState } from '~/features/dev-tools/components/analytics-state';

/** Consent state in this browser, and what the tag manager would be sent. */
export default function DevTestAnalytics() {
  return (
    <DeveloperPage
      title="Test analytics"
      description="Consent state in this browser, and what the tag manager would be sent."
      path={paths.devTestAnalytics.path}
    >
      <AnalyticsState />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
