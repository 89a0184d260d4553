import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsolePage } from '~/features/operator/components/console-page';
import { OperatorConsole } from '~/features/operator/components/operator-console';

/** The operator console (operators only): removal requests that need a person. */
export default function DashboardOperator() {
  return (
    <ConsolePage
      title="Operator console"
      description="Removal requests that need a person."
      path={paths.dashboardOperator.path}
    >
      <OperatorConsole />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
