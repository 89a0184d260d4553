import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { isValidCode, SIGN_UP_MESSAGES } from '@cleardocket/domain/identity/sign-up';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { forgotPassword, resetPassword } from '../api/identity';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';

/** Reset by emailed code: ask for the email, then the code and a new password. */
export function ForgotPasswordForm() {
  const [step, setStep] = useState<'email' | 'code' | 'done'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(toAuthErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setError('Enter your email address.');
    void run(async () => {
      const answer = await forgotPassword({ email });
      setMessage(answer.message ?? null);
      setStep('code');
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidCode(code)) return setError(SIGN_UP_MESSAGES.code);
    void run(async () => {
      const answer = await resetPassword({ email, code, password });
      setMessage(answer.message ?? null);
      setStep('done');
    });
  };

  if (step === 'done') {
    return (
      <AuthCard title="Password changed" intro={message}>
        <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" intro={step === 'email' ? 'We will email you a 6-digit code.' : message}>
      {step === 'email' ? (
        <form noValidate onSubmit={requestCode} className="grid gap-5">
          <FormError message={error} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={isBusy}>
            Send code
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={reset} className="grid gap-5">
          <FormError message={error} />
          <Field
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters. Avoid common passwords."
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={isBusy}>
            Change password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
