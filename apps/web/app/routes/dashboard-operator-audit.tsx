import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { AuditList } from '~/features/operator/components/audit-list';
import { ConsolePage } from '~/features/operator/components/console-page';

/** The operator console's audit log (admins only). */
export default function DashboardOperatorAudit() {
  return (
    <ConsolePage
      title="Audit log"
      description="What operators did, newest first."
      path={paths.dashboardOperatorAudit.path}
    >
      <AuditList />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
