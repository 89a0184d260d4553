import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { LOGIN_NOT_COMPLETED } from '@cleardocket/domain/identity/messages';
import { paths } from '~/config/paths';
import { ApiError } from '~/lib/api-client';
import { Form } from '~/lib/form/form';
import { FormFailure } from '~/lib/form/form-failure';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useIdentityMutation } from '../api/identity-mutation';
import { signIn } from '../api/sign-in';
import { verifySecondFactor } from '../api/verify-second-factor';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { safeReturnPath, toAuthErrorMessage } from './error-message';
import { SignInFormSchema } from './form-schemas';

export type SignInFormProps = {
  title?: string;
  intro?: string;
  /** Where a completed sign-in leads when the address names no `from` (the operators' console for /admin). */
  landing?: string;
  /** Whether to offer "Create an account" (not on the operators' sign-in: staff accounts are made by an admin). */
  offerSignUp?: boolean;
};

/** Recovery codes are longer than the six digits of an authenticator code. */
const RECOVERY_CODE_MAX_LENGTH = 32;

export function SignInForm({
  title = 'Sign in',
  intro,
  landing = paths.dashboard.getHref(),
  offerSignUp = true,
}: SignInFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const mutation = useIdentityMutation(signIn);
  const secondFactor = useIdentityMutation(verifySecondFactor);
  const goOn = () => void navigate(safeReturnPath(params.get('from'), landing), { replace: true });

  if (needsSecondFactor) {
    return (
      <CodeForm
        title="Two-factor authentication"
        intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        codeLength={RECOVERY_CODE_MAX_LENGTH}
        onSubmit={async (code) => {
          await secondFactor.mutateAsync({ code });
          goOn();
        }}
      />
    );
  }

  const submit = async (values: { email: string; password: string }) => {
    try {
      const result = await mutation.mutateAsync(values);
      if (result.status === 'complete') return goOn();
      if (result.status === 'needs_second_factor') return setNeedsSecondFactor(true);
      if (result.status === 'needs_email_verification' && result.attemptId) {
        window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
        return void navigate(paths.verifyEmail.getHref());
      }
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.code === 'sign_in_refused')) throw caught;
      return void navigate(paths.unauthorizedSignIn.getHref());
    }
    throw new FormFailure(LOGIN_NOT_COMPLETED);
  };

  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <div className="grid gap-2">
          <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 underline">
            Forgot your password?
          </Link>
          {offerSignUp ? (
            <span>
              New here?{' '}
              <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 underline">
                Create an account
              </Link>
            </span>
          ) : null}
        </div>
      }
    >
      <Form
        schema={SignInFormSchema}
        defaultValues={{ email: '', password: '' }}
        onSubmit={submit}
        describeError={toAuthErrorMessage}
        className="grid gap-5"
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField name="password" label="Password" />
        <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
      </Form>
    </AuthCard>
  );
}
