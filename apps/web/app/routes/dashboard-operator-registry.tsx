import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsolePage } from '~/features/operator/components/console-page';
import { RegistryTable } from '~/features/operator/components/registry-table';

/** The operator console's registry catalogue: every registered broker and the route its page offers. */
export default function DashboardOperatorRegistry() {
  return (
    <ConsolePage
      title="Broker registry"
      description="Every broker in California's data broker registry, and the route its request page offers, read from the page each week."
      path={paths.dashboardOperatorRegistry.path}
    >
      <RegistryTable />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
