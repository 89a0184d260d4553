import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';
import { ForgotPasswordEmailSchema, ResetPasswordFormSchema } from './form-schemas';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; message: string | null }
  | { name: 'done'; message: string | null };

/** Reset by emailed code: ask for the email, then the code and a new password. */
export function ForgotPasswordForm() {
  const [step, setStep] = useState<Step>({ name: 'email' });

  if (step.name === 'done') {
    return (
      <AuthCard title="Password changed" intro={step.message}>
        <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  if (step.name === 'email') {
    return (
      <AuthCard title="Reset your password" intro="We will email you a 6-digit code.">
        <Form
          schema={ForgotPasswordEmailSchema}
          defaultValues={{ email: '' }}
          onSubmit={async ({ email }) => {
            const answer = await forgotPassword({ email });
            setStep({ name: 'code', email, message: answer.message ?? null });
          }}
          describeError={toAuthErrorMessage}
          className="grid gap-5"
        >
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton>Send code</SubmitButton>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" intro={step.message}>
      <Form
        schema={ResetPasswordFormSchema}
        defaultValues={{ code: '', password: '' }}
        onSubmit={async ({ code, password }) => {
          const answer = await resetPassword({ email: step.email, code, password });
          setStep({ name: 'done', message: answer.message ?? null });
        }}
        describeError={toAuthErrorMessage}
        className="grid gap-5"
      >
        <TextField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" />
        <PasswordField
          name="password"
          label="New password"
          isNew
          hint="At least 8 characters. Avoid common passwords."
        />
        <SubmitButton>Change password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
