import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { staticPage } from '~/lib/static-page';
import { SignedInRedirect } from '~/features/identity/components/signed-in-redirect';
import { SignInForm } from '~/features/identity/components/sign-in-form';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/106). */
export const handle = staticPage('sign-in');

/** /login, /login-legacy and /auth (the spec's identity-provider path) are one sign-in page. */
export default function Login() {
  return (
    <>
      <PageMeta title="Sign in" description="Sign in to your ClearDocket account." path={paths.login.path} noindex />
      <SignedInRedirect landing={paths.dashboard.getHref()} />
      <SignInForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
