import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsolePage } from '~/features/operator/components/console-page';
import { MembersList } from '~/features/operator/components/members-list';

/** The operator console's members (admins only). */
export default function DashboardOperatorMembers() {
  return (
    <ConsolePage
      title="Members"
      description="Every member: find one, see their requests, suspend or reinstate."
      path={paths.dashboardOperatorMembers.path}
    >
      <MembersList />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
