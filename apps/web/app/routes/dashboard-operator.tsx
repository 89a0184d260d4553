import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';
import { ConsoleNav } from '~/features/operator/components/console-nav';
import { OperatorConsole } from '~/features/operator/components/operator-console';

/** The operator console (admins only): removal requests that need a person. */
export default function DashboardOperator() {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.isAdmin;
  if (!isAdmin) {
    return (
      <div className="px-6 py-8">
        <h1 className="text-2xl font-bold">Operator console</h1>
        <p className="mt-2">This page is for the ClearDocket operations team.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 px-6 py-8">
      <PageMeta
        title="Operator console"
        description="Removal requests that need a person."
        path={paths.dashboardOperator.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Operator console</h1>
      <ConsoleNav />
      <OperatorConsole />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
