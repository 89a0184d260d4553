import { useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { sendPhoneCode, useIdentityMutation, verifyPhone } from '~/features/auth/api/identity';
import { CodeForm } from '~/features/auth/components/code-form';

/** The SMS code step of sign-up (the person is already signed in by the email code). */
export default function VerifyCode() {
  const navigate = useNavigate();
  const mutation = useIdentityMutation(verifyPhone);
  return (
    <>
      <PageMeta
        title="Verify your phone"
        description="Enter the code we texted you."
        path={paths.verifyCode.path}
        noindex
      />
      <CodeForm
        title="Verify your phone"
        intro="We texted a 6-digit code to your phone. It expires in 10 minutes."
        onSubmit={async (code) => {
          await mutation.mutateAsync({ code });
          window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.signUpAttemptId);
          return navigate(paths.dashboardGettingStarted.getHref(), { replace: true });
        }}
        onResend={sendPhoneCode}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
