import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { StoreInspector } from '~/features/dev-tools/components/store-inspector';

/** The app's client state (Zustand stores) and server state (the query cache), live. */
export default function ReduxExample() {
  return (
    <DeveloperPage
      title="Client state store"
      description="The app's client state (Zustand stores) and server state (the query cache), live."
      path={paths.reduxExample.path}
    >
      <StoreInspector />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
