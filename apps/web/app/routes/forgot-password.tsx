import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { ForgotPasswordForm } from '~/features/identity/components/forgot-password-form';

export default function ForgotPassword() {
  return (
    <>
      <PageMeta
        title="Reset your password"
        description="Reset your ClearDocket password with a code sent to your email."
        path={paths.forgotPassword.path}
        noindex
      />
      <ForgotPasswordForm />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
