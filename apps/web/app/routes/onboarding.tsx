import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ONBOARDING_STEPS, STEP_TITLES } from '@cleardocket/domain/onboarding/steps';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useOnboarding } from '~/features/onboarding/api/get-onboarding';
import { carryPlan } from '~/features/onboarding/components/carried-plan';
import { STEP_PATHS } from '~/features/onboarding/components/step-path';
import { useSession } from '~/hooks/use-session';

/** A signed-in member resumes at the step they left; the server knows which. */
function Resume() {
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <Spinner label="Loading your progress" />;
  if (onboarding.isError) return <p role="alert">{onboarding.error.message}</p>;
  return <Navigate to={STEP_PATHS[onboarding.data.step]} replace />;
}

/** The funnel's start (spec §2 "Onboarding"): what happens, then the account. */
export default function OnboardingStart() {
  const session = useSession();
  const location = useLocation();
  useEffect(() => carryPlan(location.search), [location.search]);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <PageMeta
        title="Get started"
        description="Set up your protection in a few minutes."
        path={paths.onboarding.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Get started with ClearDocket</h1>
      {session.status === 'signed-in' ? (
        <Resume />
      ) : session.status === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <p className="text-ink-700">
            Six short steps. You can leave at any point and pick up where you stopped when you sign in again.
          </p>
          <ol className="grid list-inside list-decimal gap-1">
            {ONBOARDING_STEPS.map((step) => (
              <li key={step}>{STEP_TITLES[step]}</li>
            ))}
          </ol>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.onboardingEmailCapture.getHref()} size="lg">
              Create my account
            </ButtonLink>
            <ButtonLink to={paths.login.getHref(paths.onboarding.getHref())} size="lg" variant="outline">
              I already have an account
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
