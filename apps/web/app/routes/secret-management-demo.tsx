import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SecretManagement } from '~/features/secrets/components/secret-management';

/** Secrets encrypted at rest (issue 18 item 6): admins, and anyone in development. */
export default function SecretManagementDemo() {
  return (
    <section className="mx-auto grid max-w-4xl gap-2 px-4 py-10">
      <PageMeta
        title="Secret management"
        description="Secrets stored encrypted at rest."
        path={paths.secretManagementDemo.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Secret management</h1>
      <p className="max-w-prose text-ink-700">
        Provider keys and other secrets, encrypted at rest with AES-256-GCM under the server’s SECRETS_KEY, with expiry
        and key rotation. Every change is in the operator audit log.
      </p>
      <SecretManagement />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
