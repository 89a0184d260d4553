import { useNavigate } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { carriedPlan } from '~/features/onboarding/components/carried-plan';
import { OnboardingFrame } from '~/features/onboarding/components/onboarding-frame';
import { PlanChoice } from '~/features/onboarding/components/plan-choice';

export default function OnboardingPricing() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title="Your plan" description="Choose your plan." path={paths.onboardingPricing.path} noindex />
      <OnboardingFrame
        step="pricing"
        title="Choose your plan"
        lead="Every plan starts with a 14-day free trial of monitoring. Cancel in one click at any time."
      >
        {(onboarding) => (
          <PlanChoice
            initial={onboarding.planId ?? carriedPlan()}
            onDone={() => void navigate(paths.onboardingPayment.getHref())}
          />
        )}
      </OnboardingFrame>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
