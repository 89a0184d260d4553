import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { WebVitalsPanel } from '~/features/dev-tools/components/web-vitals-panel';

/** Live web vitals of this page, measured by the web-vitals library. */
export default function PerformanceExample() {
  return (
    <DeveloperPage
      title="Performance"
      description="Live web vitals of this page, measured by the web-vitals library."
      path={paths.performanceExample.path}
    >
      <WebVitalsPanel />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
