import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, PlainTextField, usePlainForm } from '~/components/ui/plain-form-parts';
import { paths } from '~/config/paths';
import { maxLengthOf } from '~/lib/form/schema-fields';
import { AuthCard } from './auth-card';
import { SignUpFormSchema } from './form-schemas';
import { attachSignUp, fillEmptySignUpFields } from './sign-up-behaviour';
import type { SignUpPrefill } from './sign-up-behaviour';

export type SignUpFormProps = {
  title?: string;
  /** What the visitor already told us (the free assessment's lead): filled into fields still empty. */
  prefill?: SignUpPrefill | null;
};

const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords.';

type Field = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password';

/** A control's id, name and the schema's limit, written into the markup so the static page has them too. */
const control = (field: Field) => ({
  id: `sign-up-${field}`,
  name: field,
  maxLength: maxLengthOf(SignUpFormSchema, field),
});

/**
 * The sign-up form's markup. Its behaviour (sign-up-behaviour.ts) is plain DOM code, attached
 * here under React and by the static sign-up page's script (decision 106).
 */
export function SignUpForm({ title = 'Create your account', prefill }: SignUpFormProps) {
  const navigate = useNavigate();
  const formRef = usePlainForm((form) => attachSignUp(form, { goTo: (href) => void navigate(href) }), [navigate]);
  useEffect(() => {
    if (formRef.current && prefill) fillEmptySignUpFields(formRef.current, prefill);
  }, [formRef, prefill]);

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
      <form ref={formRef} data-sign-up-form method="post" noValidate className="grid gap-5">
        <FormErrorSlot />
        <div className="grid gap-5 sm:grid-cols-2">
          <PlainTextField {...control('firstName')} label="First name" autoComplete="given-name" />
          <PlainTextField {...control('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <PlainTextField {...control('email')} label="Email" type="email" autoComplete="email" />
        <PlainTextField
          {...control('phoneNumber')}
          label="Mobile phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="Only for text alerts; you can add it later. US numbers. We text a code to confirm it."
        />
        <PlainTextField
          {...control('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <Button type="submit">Create account</Button>
      </form>
    </AuthCard>
  );
}
