import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SignedInRedirect } from '~/features/auth/components/signed-in-redirect';
import { SignUpForm } from '~/features/auth/components/sign-up-form';

export default function SignUp() {
  return (
    <>
      <PageMeta
        title="Create your account"
        description="Start removing court records and personal data from the internet."
        path={paths.signup.path}
      />
      <SignedInRedirect landing={paths.dashboard.getHref()} />
      <SignUpForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
