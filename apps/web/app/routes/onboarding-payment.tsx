import { useNavigate } from 'react-router';
import { firstChargeText } from '@cleardocket/domain/membership/trial';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { PlanPayment } from '~/features/membership/components/plan-payment';
import { useRefreshOnboarding } from '~/features/onboarding/api/refresh-onboarding';
import { OnboardingFrame } from '~/features/onboarding/components/onboarding-frame';
import { TrialChoice } from '~/features/onboarding/components/trial-choice';

export default function OnboardingPayment() {
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  const next = () => void refresh().then(() => navigate(paths.onboardingContract.getHref()));
  return (
    <>
      <PageMeta title="Payment" description="Pay for your plan." path={paths.onboardingPayment.path} noindex />
      <OnboardingFrame step="payment" title="Payment">
        {(onboarding) =>
          onboarding.paymentChoice === 'paid' || onboarding.firstCharge ? (
            <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
              {onboarding.firstCharge
                ? `Your card is on file and your free trial continues. ${firstChargeText(onboarding.firstCharge.amountCents, new Date(onboarding.firstCharge.at))}`
                : 'Paid. Your receipt is on your billing page.'}{' '}
              <button type="button" className="font-semibold underline" onClick={next}>
                Continue
              </button>
            </p>
          ) : (
            <div className="grid gap-6">
              {onboarding.planId ? (
                <PlanPayment planId={onboarding.planId} firstChargeAt={onboarding.trialEndsAt} onPaid={next} />
              ) : null}
              {onboarding.trialEndsAt ? <TrialChoice trialEndsAt={onboarding.trialEndsAt} onDone={next} /> : null}
            </div>
          )
        }
      </OnboardingFrame>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
