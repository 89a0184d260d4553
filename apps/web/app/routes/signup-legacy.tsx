import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SignUpLegacyForm } from '~/features/identity/components/sign-up-legacy-form';

export default function SignUpLegacy() {
  return (
    <>
      <PageMeta
        title="Sign up"
        description="Create your ClearDocket account."
        path={paths.signupLegacy.path}
        canonicalPath={paths.signup.path}
        noindex
      />
      <SignUpLegacyForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
