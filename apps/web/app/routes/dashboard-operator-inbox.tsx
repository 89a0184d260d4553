import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsolePage } from '~/features/operator/components/console-page';
import { InboxList } from '~/features/operator/components/inbox-list';

/** The operator console's inbox: the contact form's messages (admins only). */
export default function DashboardOperatorInbox() {
  return (
    <ConsolePage title="Inbox" description="Messages from the contact form." path={paths.dashboardOperatorInbox.path}>
      <InboxList />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
