import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { staticPage } from '~/lib/static-page';
import { SignedInRedirect } from '~/features/identity/components/signed-in-redirect';
import { SignInForm } from '~/features/identity/components/sign-in-form';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/106). */
export const handle = staticPage('sign-in');

/**
 * The operators' sign-in (/admin; /admin-login leads here): it lands on the operators' console
 * (issue 20). Admin rights come from the account's role.
 */
export default function AdminLogin() {
  return (
    <>
      <PageMeta
        title="Admin sign in"
        description="Sign in to the ClearDocket operations console."
        path={paths.admin.path}
        noindex
      />
      <SignedInRedirect landing={paths.dashboardOperator.getHref()} />
      <SignInForm
        title="Admin sign in"
        intro="For ClearDocket staff. Your account must have the admin role and two-factor authentication."
        landing={paths.dashboardOperator.getHref()}
        offerSignUp={false}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
