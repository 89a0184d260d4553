import { Link, useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { landingAfterSignUp } from '~/features/onboarding/components/carried-plan';
import { useIdentityMutation } from '~/features/identity/api/identity-mutation';
import { sendPhoneCode } from '~/features/identity/api/send-phone-code';
import { verifyPhone } from '~/features/identity/api/verify-phone';
import { AuthCard } from '~/features/identity/components/auth-card';
import { CodeForm } from '~/features/identity/components/code-form';
import { ButtonLink } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { useSession } from '~/hooks/use-session';

/** The SMS code step of sign-up (the person is already signed in by the email code). */
export default function VerifyCode() {
  const navigate = useNavigate();
  const mutation = useIdentityMutation(verifyPhone);
  const session = useSession();
  const meta = (
    <PageMeta
      title="Verify your phone"
      description="Enter the code we texted you."
      path={paths.verifyCode.path}
      noindex
    />
  );
  // Nobody texted a visitor who is not signed in: the phone step follows the email code (issue 20).
  if (session.status === 'signed-out') {
    return (
      <>
        {meta}
        <AuthCard
          title="Verify your phone"
          intro="Sign in first: the phone code is sent after your email address is verified."
        >
          <div>
            <ButtonLink to={paths.login.getHref(paths.verifyCode.getHref())}>Sign in</ButtonLink>
          </div>
        </AuthCard>
      </>
    );
  }
  // Until the session is known, claim nothing (a signed-out visitor must never read "We texted"),
  // but the page keeps its headline (it is prerendered in this state).
  if (session.status === 'loading') {
    return (
      <>
        {meta}
        <AuthCard title="Verify your phone">
          <Spinner label="Checking your session" />
        </AuthCard>
      </>
    );
  }
  return (
    <>
      {meta}
      <CodeForm
        title="Verify your phone"
        intro="We texted a 6-digit code to your phone. It expires in 10 minutes."
        onSubmit={async (code) => {
          await mutation.mutateAsync({ code });
          window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.signUpAttemptId);
          return navigate(landingAfterSignUp(paths.dashboardGettingStarted.getHref()), { replace: true });
        }}
        onResend={sendPhoneCode}
        footer={
          <p className="text-sm">
            No text?{' '}
            <Link
              className="font-medium text-brand-700 underline"
              to={landingAfterSignUp(paths.dashboardGettingStarted.getHref())}
              replace
            >
              Continue without verifying
            </Link>
            . Your number stays unverified until you confirm it in Settings.
          </p>
        }
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
