import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { OnboardingFrame } from '~/features/onboarding/components/onboarding-frame';
import { OnboardingSummary } from '~/features/onboarding/components/onboarding-summary';

export default function OnboardingTrialDashboard() {
  return (
    <>
      <PageMeta
        title="You are set up"
        description="Your plan and your first steps."
        path={paths.onboardingTrialDashboard.path}
        noindex
      />
      <OnboardingFrame
        step="trial-dashboard"
        title="You are set up"
        lead="Start with a scan: we look for your records across people-search sites, court records and search engines."
      >
        {(onboarding) => <OnboardingSummary onboarding={onboarding} />}
      </OnboardingFrame>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
