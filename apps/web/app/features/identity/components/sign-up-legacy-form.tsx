import { Form } from '~/lib/form/form';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSignUp } from '../hooks/use-sign-up';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';
import { SignUpLegacyFormSchema } from './form-schemas';

/**
 * The classic one-form sign-up: one "Full name" field, split into first and last name by the
 * spec's rule (first word, then the rest); everything else is the same flow as /signup.
 */
export function SignUpLegacyForm() {
  const signUpWith = useSignUp();
  return (
    <AuthCard title="Sign up">
      <Form
        schema={SignUpLegacyFormSchema}
        defaultValues={{ fullName: '', email: '', password: '' }}
        onSubmit={signUpWith}
        describeError={toAuthErrorMessage}
        className="grid gap-5"
      >
        <TextField name="fullName" label="Full name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField name="password" label="Password" isNew />
        <SubmitButton>Sign up</SubmitButton>
      </Form>
    </AuthCard>
  );
}
