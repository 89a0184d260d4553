import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { useOutbox } from '~/features/outbox/api/get-outbox';
import { OutboxMessages } from '~/features/outbox/components/outbox-messages';

/** The outbox: every email and SMS not sent for real (development, and operators in production). */
export default function DevOutbox() {
  const outbox = useOutbox();
  return (
    <DeveloperPage
      title="Outbox"
      description="Email and text messages the app would have sent. It refreshes every 5 seconds."
      path={paths.devOutbox.path}
    >
      <OutboxMessages outbox={outbox} />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
