import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { PwaStatusPanel } from '~/features/pwa/components/pwa-status-panel';

/**
 * /dev/test-pwa (issue 18): the installable app's state in this browser. Behind the developer gate
 * (routes/developer-layout.tsx, docs/dev-routes.md) like every developer page.
 */
export default function DevTestPwa() {
  return (
    <DeveloperPage
      title="Installable app"
      description="The service worker, its caches, the removal steps waiting to be sent, and push — in this browser."
      path={paths.devTestPwa.path}
    >
      <PwaStatusPanel />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
