import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ConsolePage } from '~/features/operator/components/console-page';
import { OutboxReader } from '~/features/outbox/components/outbox-reader';

/** The operator console's outbox: every email and SMS the app stored instead of sending (admins only). */
export default function DashboardOperatorOutbox() {
  return (
    <ConsolePage
      title="Outbox"
      description="Email and text messages the app stored instead of sending."
      path={paths.dashboardOperatorOutbox.path}
    >
      <OutboxReader />
    </ConsolePage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
