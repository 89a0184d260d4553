import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { LOGIN_NOT_COMPLETED } from '@cleardocket/domain/identity/messages';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { signIn, useIdentityMutation, verifySecondFactor } from '../api/identity';
import { CodeForm } from './code-form';
import { AuthCard } from './auth-card';
import { safeReturnPath, toAuthErrorMessage } from './error-message';

export type SignInFormProps = { title?: string; intro?: string };

export function SignInForm({ title = 'Sign in', intro }: SignInFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const mutation = useIdentityMutation(signIn);
  const secondFactor = useIdentityMutation(verifySecondFactor);
  const goOn = () => void navigate(safeReturnPath(params.get('from'), paths.dashboard.getHref()), { replace: true });

  if (needsSecondFactor) {
    return (
      <CodeForm
        title="Two-factor authentication"
        intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        codeLength={32}
        onSubmit={async (code) => {
          await secondFactor.mutateAsync({ code });
          goOn();
        }}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '' || password === '') {
      setError('Enter your email and password.');
      return;
    }
    try {
      const result = await mutation.mutateAsync({ email, password });
      if (result.status === 'complete') {
        goOn();
      } else if (result.status === 'needs_second_factor') {
        setNeedsSecondFactor(true);
      } else if (result.status === 'needs_email_verification' && result.attemptId) {
        window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
        void navigate(paths.verifyEmail.getHref());
      } else {
        setError(LOGIN_NOT_COMPLETED);
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'sign_in_refused') {
        void navigate(paths.unauthorizedSignIn.getHref());
        return;
      }
      setError(toAuthErrorMessage(caught));
    }
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
          <span>
            New here?{' '}
            <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 underline">
              Create an account
            </Link>
          </span>
        </div>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <FormError message={error} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
