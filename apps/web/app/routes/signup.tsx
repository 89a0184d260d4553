import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { staticPage } from '~/lib/static-page';
import { SignedInRedirect } from '~/features/identity/components/signed-in-redirect';
import { SignUpForm } from '~/features/identity/components/sign-up-form';
import { useOwnLead } from '~/features/marketing/api/own-lead';

/** Prerendered and shipped with its own small script instead of React (docs/decisions/106). */
export const handle = staticPage('sign-up');

export default function SignUp() {
  // A visitor coming from the free assessment types nothing again (issue 16 step 1).
  const lead = useOwnLead();
  return (
    <>
      <PageMeta
        title="Create your account"
        description="Start removing court records and personal data from the internet."
        path={paths.signup.path}
      />
      <SignedInRedirect landing={paths.dashboard.getHref()} />
      <SignUpForm prefill={lead.data} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
