import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PHONE_CODE_LENGTH } from '@cleardocket/domain/constants';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';
import { createCodeFormSchema } from './form-schemas';

export type CodeFormProps = {
  title: string;
  intro: ReactNode;
  onSubmit: (code: string) => Promise<unknown>;
  onResend?: () => Promise<unknown>;
  /** Longer than 6 where recovery codes are accepted too. */
  codeLength?: number;
  /** Below the form: another way on (the phone step can be left for later). */
  footer?: ReactNode;
};

/** Seconds before another code can be asked for. */
const RESEND_COOLDOWN_SECONDS = 30;

/** A six-digit code entry with resend (email and SMS verification, two-factor sign-in). */
export function CodeForm({ title, intro, onSubmit, onResend, codeLength = PHONE_CODE_LENGTH, footer }: CodeFormProps) {
  const [schema] = useState(() => createCodeFormSchema(codeLength));
  return (
    <AuthCard title={title} intro={intro} footer={footer}>
      <Form
        schema={schema}
        defaultValues={{ code: '' }}
        onSubmit={({ code }) => onSubmit(code)}
        describeError={toAuthErrorMessage}
        className="grid gap-5"
      >
        <TextField
          name="code"
          label="Verification code"
          inputMode={codeLength === PHONE_CODE_LENGTH ? 'numeric' : 'text'}
          autoComplete="one-time-code"
        />
        <SubmitButton pendingLabel="Checking…">Verify</SubmitButton>
        {onResend ? <ResendCode onResend={onResend} /> : null}
      </Form>
    </AuthCard>
  );
}

/** 'Send a new code', then a cooldown; a failure shows as the form's error. */
function ResendCode({ onResend }: { onResend: () => Promise<unknown> }) {
  const form = useFormContext();
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resend = async () => {
    form.clearErrors('root');
    try {
      await onResend();
      setNotice('We sent a new code.');
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (caught) {
      form.setError('root.server', { type: 'server', message: toAuthErrorMessage(caught) });
    }
  };

  return (
    <>
      <Button variant="ghost" onClick={() => void resend()} disabled={cooldown > 0}>
        {cooldown > 0 ? `Send a new code (${cooldown} s)` : 'Send a new code'}
      </Button>
      {notice ? (
        <p role="status" className="text-green-800">
          {notice}
        </p>
      ) : null}
    </>
  );
}
