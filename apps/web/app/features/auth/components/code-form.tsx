import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SIGN_UP_MESSAGES, isValidCode } from '@cleardocket/domain/identity/sign-up';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';

export type CodeFormProps = {
  title: string;
  intro: ReactNode;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
  /** Longer than 6 where recovery codes are accepted too. */
  codeLength?: number;
};

/** Seconds before another code can be asked for. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A six-digit code entry with resend (email and SMS verification). */
export function CodeForm({ title, intro, onSubmit, onResend, codeLength = 6 }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (codeLength === 6 ? !isValidCode(code) : code.trim() === '') {
      setFieldError(SIGN_UP_MESSAGES.code);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (caught) {
      setError(toAuthErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setError(null);
    try {
      await onResend();
      setNotice('We sent a new code.');
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (caught) {
      setError(toAuthErrorMessage(caught));
    }
  };

  return (
    <AuthCard title={title} intro={intro}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <FormError message={error} />
        {notice ? (
          <p role="status" className="text-green-800">
            {notice}
          </p>
        ) : null}
        <Field
          label="Verification code"
          name="code"
          inputMode={codeLength === 6 ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          maxLength={codeLength}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" disabled={isBusy}>
          {isBusy ? 'Checking…' : 'Verify'}
        </Button>
        {onResend ? (
          <Button variant="ghost" onClick={() => void resend()} disabled={cooldown > 0}>
            {cooldown > 0 ? `Send a new code (${cooldown} s)` : 'Send a new code'}
          </Button>
        ) : null}
      </form>
    </AuthCard>
  );
}
