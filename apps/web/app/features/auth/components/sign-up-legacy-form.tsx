import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { splitFullName } from '@cleardocket/domain/identity/normalise';
import { validateSignUp } from '@cleardocket/domain/identity/sign-up';
import type { SignUpField } from '@cleardocket/domain/identity/sign-up';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { signUp, useIdentityMutation } from '../api/identity';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';

/**
 * The classic one-form sign-up: one "Full name" field, split into first and last name by the
 * spec's rule (first word, then the rest); everything else is the same flow as /signup.
 */
export function SignUpLegacyForm() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SignUpField | 'fullName', string>>>({});
  const mutation = useIdentityMutation(signUp);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const names = splitFullName(fullName);
    const validation = validateSignUp({ ...names, email, password });
    if (!validation.ok) {
      const { firstName, lastName, ...rest } = validation.errors;
      setErrors({ ...rest, fullName: firstName ?? (lastName ? 'Enter your first and last name' : undefined) });
      return;
    }
    setErrors({});
    const result = await mutation
      .mutateAsync({
        ...validation.value,
        phoneNumber: undefined,
        metadata: { signupSource: 'web', onboardingCompleted: false },
      })
      .catch(() => null);
    if (result?.attemptId) {
      window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
      void navigate(paths.verifyEmail.getHref());
    }
  };

  return (
    <AuthCard title="Sign up">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <FormError message={mutation.isError ? toAuthErrorMessage(mutation.error) : null} />
        <Field
          label="Full name"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={errors.fullName}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <Button type="submit" disabled={mutation.isPending}>
          Sign up
        </Button>
      </form>
    </AuthCard>
  );
}
