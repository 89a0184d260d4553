import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DevStatusPanel } from '~/features/dev-tools/components/dev-status-panel';
import { DeveloperIndex } from '~/features/dev-tools/components/developer-index';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';

/** The developer tools' index, with what the server says about itself. */
export default function Dev() {
  return (
    <DeveloperPage
      title="Developer tools"
      description="Tools for checking the running app: search, sign-up, analytics, the outbox."
      path={paths.dev.path}
    >
      <DevStatusPanel />
      <DeveloperIndex group="dev" current={paths.dev.path} />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
