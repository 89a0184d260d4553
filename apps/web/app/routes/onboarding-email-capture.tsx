import { useEffect } from 'react';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { SignedInRedirect } from '~/features/identity/components/signed-in-redirect';
import { SignUpForm } from '~/features/identity/components/sign-up-form';
import { useOwnLead } from '~/features/marketing/api/own-lead';
import { markOnboardingSignUp } from '~/features/onboarding/components/carried-plan';
import { StepList } from '~/features/onboarding/components/onboarding-frame';

/** Step 1: the account. The email (and phone) codes follow, then the funnel goes on. */
export default function OnboardingEmailCapture() {
  // A visitor coming from the free assessment types nothing again (issue 16 step 1).
  const lead = useOwnLead();
  useEffect(markOnboardingSignUp, []);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <PageMeta
        title="Your account"
        description="Create your ClearDocket account."
        path={paths.onboardingEmailCapture.path}
        noindex
      />
      <SignedInRedirect landing={paths.onboarding.getHref()} />
      <StepList step="email-capture" reached="email-capture" />
      <SignUpForm title="Create your account" prefill={lead.data} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
