import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSignUp } from '../hooks/use-sign-up';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';
import { SignUpFormSchema } from './form-schemas';

type Prefill = { firstName: string; lastName: string; email: string };

export type SignUpFormProps = {
  title?: string;
  /** What the visitor already told us (the free assessment's lead): filled into fields still empty. */
  prefill?: Prefill | null;
};

/** Fills the empty fields from `values` when they arrive; what the person typed meanwhile stays. */
function FillEmptyFields({ values }: { values: Prefill | null | undefined }) {
  const form = useFormContext<Prefill>();
  useEffect(() => {
    if (!values) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (form.getValues(field) === '') form.setValue(field, values[field]);
    }
  }, [form, values]);
  return null;
}

const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords.';

export function SignUpForm({ title = 'Create your account', prefill }: SignUpFormProps) {
  const signUpWith = useSignUp();
  return (
    <AuthCard
      title={title}
      intro="Everything you tell us is encrypted and used only to find and remove records about you."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      <Form
        schema={SignUpFormSchema}
        defaultValues={{ firstName: '', lastName: '', email: '', phoneNumber: '', password: '' }}
        onSubmit={signUpWith}
        describeError={toAuthErrorMessage}
        className="grid gap-5"
      >
        <FillEmptyFields values={prefill} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="First name" autoComplete="given-name" />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField
          name="phoneNumber"
          label="Mobile phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="Only for text alerts; you can add it later. US numbers. We text a code to confirm it."
        />
        <PasswordField name="password" label="Password" isNew hint={PASSWORD_HINT} />
        <SubmitButton pendingLabel="Creating your account…">Create account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
