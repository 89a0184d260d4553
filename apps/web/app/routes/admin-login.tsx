import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SignInForm } from '~/features/auth/components/sign-in-form';

/** The operators' sign-in (/admin; /admin-login leads here). Admin rights come from the account's role. */
export default function AdminLogin() {
  return (
    <>
      <PageMeta
        title="Admin sign in"
        description="Sign in to the ClearDocket operations console."
        path={paths.admin.path}
        noindex
      />
      <SignInForm title="Admin sign in" intro="For ClearDocket staff. Your account must have the admin role." />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
