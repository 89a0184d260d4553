import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { validateSignUp } from '@cleardocket/domain/identity/sign-up';
import type { SignUpField } from '@cleardocket/domain/identity/sign-up';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { signUp, useIdentityMutation } from '../api/identity';
import { AuthCard } from './auth-card';
import { toAuthErrorMessage } from './error-message';

export type SignUpFormProps = { title?: string };

const EMPTY = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' };

export function SignUpForm({ title = 'Create your account' }: SignUpFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const mutation = useIdentityMutation(signUp);

  const update = (field: SignUpField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const validation = validateSignUp(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    const result = await mutation
      .mutateAsync({
        ...validation.value,
        phoneNumber: validation.value.phoneNumber ?? undefined,
        metadata: { signupSource: 'web', onboardingCompleted: false },
      })
      .catch(() => null);
    if (result?.attemptId) {
      window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
      void navigate(paths.verifyEmail.getHref());
    }
  };

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
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <FormError message={mutation.isError ? toAuthErrorMessage(mutation.error) : null} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={update('firstName')}
            error={errors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={update('lastName')}
            error={errors.lastName}
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <Field
          label="Mobile phone (optional)"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          hint="US numbers. We text a code to confirm it."
          value={values.phoneNumber}
          onChange={update('phoneNumber')}
          error={errors.phoneNumber}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords."
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
