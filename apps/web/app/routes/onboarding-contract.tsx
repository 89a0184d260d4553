import { useNavigate } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useAgreement } from '~/features/agreement/api/get-agreement';
import { AgreementForm } from '~/features/agreement/components/agreement-form';
import { SignedAgreement } from '~/features/agreement/components/signed-agreement';
import { useRefreshOnboarding } from '~/features/onboarding/api/refresh-onboarding';
import { OnboardingFrame } from '~/features/onboarding/components/onboarding-frame';

/** The agreement to sign, or the signed one with its PDF and the way on. */
function ContractStep() {
  const navigate = useNavigate();
  const refresh = useRefreshOnboarding();
  const agreement = useAgreement();
  if (agreement.isPending) return <Spinner label="Loading the agreement" />;
  if (agreement.isError) return <p role="alert">{agreement.error.message}</p>;
  const { status, signature } = agreement.data;
  if (status === 'signed' && signature) {
    return (
      <div className="grid gap-4">
        <SignedAgreement signature={signature} />
        <div>
          <Button onClick={() => void refresh().then(() => navigate(paths.onboardingTrialDashboard.getHref()))}>
            Continue
          </Button>
        </div>
      </div>
    );
  }
  return <AgreementForm agreement={agreement.data} onSigned={() => void refresh()} />;
}

export default function OnboardingContract() {
  return (
    <>
      <PageMeta
        title="Service agreement"
        description="Read and sign the service agreement."
        path={paths.onboardingContract.path}
        noindex
      />
      <OnboardingFrame
        step="contract"
        title="Your service agreement"
        lead="It says what we do for you, what you authorise us to do in your name, the fees and how to cancel."
      >
        {() => <ContractStep />}
      </OnboardingFrame>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
