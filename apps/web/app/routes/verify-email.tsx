import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { PageMeta } from '~/components/seo/page-meta';
import { ButtonLink } from '~/components/ui/button';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { landingAfterSignUp } from '~/features/onboarding/components/carried-plan';
import { useIdentityMutation } from '~/features/identity/api/identity-mutation';
import { resendEmailCode } from '~/features/identity/api/resend-email-code';
import { verifyEmail } from '~/features/identity/api/verify-email';
import { AuthCard } from '~/features/identity/components/auth-card';
import { CodeForm } from '~/features/identity/components/code-form';
import { toast } from '~/lib/toast';

const readAttemptId = (): string | null => window.sessionStorage.getItem(SESSION_STORAGE_KEYS.signUpAttemptId);
const ignoreChanges = () => () => undefined;

/**
 * The sign-up attempt kept in session storage; undefined while hydrating the prerendered page,
 * which was written without it (reading it during that first render made React's hydration
 * fail, error #418, now that the static sign-up page arrives here by a full page load).
 */
const useAttemptId = () => useSyncExternalStore(ignoreChanges, readAttemptId, () => undefined);

export default function VerifyEmail() {
  const navigate = useNavigate();
  const mutation = useIdentityMutation(verifyEmail);
  const attemptId = useAttemptId();
  const meta = (
    <PageMeta
      title="Verify your email"
      description="Enter the code we emailed you."
      path={paths.verifyEmail.path}
      noindex
    />
  );
  if (attemptId === undefined) {
    // The prerendered page and its hydration: the heading only, until session storage is read.
    return (
      <>
        {meta}
        <AuthCard title="Verify your email">{null}</AuthCard>
      </>
    );
  }
  if (!attemptId) {
    return (
      <>
        {meta}
        <AuthCard
          title="Verify your email"
          intro="Start by creating an account or signing in; we then email you a code."
        >
          <ButtonLink to={paths.signup.getHref()}>Create an account</ButtonLink>
          <ButtonLink to={paths.login.getHref()} variant="outline">
            Sign in
          </ButtonLink>
        </AuthCard>
      </>
    );
  }
  return (
    <>
      {meta}
      <CodeForm
        title="Verify your email"
        intro="We emailed you a 6-digit code. It expires in 10 minutes."
        onSubmit={async (code) => {
          const result = await mutation.mutateAsync({ attemptId, code });
          if (result.status === 'needs_phone_verification') return navigate(paths.verifyCode.getHref());
          // No SMS service: the sign-up went on without the phone code, and the member is told why.
          if (result.message) toast({ title: 'Phone not verified', description: result.message });
          window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.signUpAttemptId);
          return navigate(landingAfterSignUp(paths.dashboardGettingStarted.getHref()), { replace: true });
        }}
        onResend={() => resendEmailCode({ attemptId })}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
