import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { DeveloperPage } from '~/features/dev-tools/components/developer-page';
import { SecretManagement } from '~/features/secrets/components/secret-management';

/** Secrets encrypted at rest (issue 18 item 6): admins, and anyone in development. */
export default function SecretManagementDemo() {
  return (
    <DeveloperPage
      title="Secret management"
      description="Secrets stored encrypted at rest: metadata only, never a value."
      path={paths.secretManagementDemo.path}
    >
      <p className="max-w-prose text-ink-700">
        Provider keys and other secrets, encrypted at rest with AES-256-GCM under the server’s SECRETS_KEY, with expiry
        and key rotation. Every change is in the operator audit log.
      </p>
      <SecretManagement />
    </DeveloperPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
