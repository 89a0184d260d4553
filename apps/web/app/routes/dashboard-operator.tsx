import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { OperatorConsole } from '~/features/operator/components/operator-console';
import { OperatorGate } from '~/features/operator/components/operator-gate';

/** The operator console (operators only): removal requests that need a person. */
export default function DashboardOperator() {
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Operator console"
        description="Removal requests that need a person."
        path={paths.dashboardOperator.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Operator console</h1>
      <OperatorGate>
        <OperatorConsole />
      </OperatorGate>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
