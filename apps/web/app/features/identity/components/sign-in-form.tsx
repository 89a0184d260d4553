import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormErrorSlot, PlainTextField } from '~/components/ui/plain-form-parts';
import { paths } from '~/config/paths';
import { sessionQueryKey } from '~/hooks/use-session';
import { maxLengthOf } from '~/lib/form/schema-fields';
import { AuthCard } from './auth-card';
import { safeReturnPath } from './error-message';
import { SignInFormSchema } from './form-schemas';
import { RECOVERY_CODE_MAX_LENGTH, attachSignIn } from './sign-in-behaviour';

export type SignInFormProps = {
  title?: string;
  intro?: string;
  /** Where a completed sign-in leads when the address names no `from` (the operators' console for /admin). */
  landing?: string;
  /** Whether to offer "Create an account" (not on the operators' sign-in: staff accounts are made by an admin). */
  offerSignUp?: boolean;
};

/**
 * The sign-in page's markup: the password step, and the two-factor step hidden until the server
 * asks for it. Its behaviour (sign-in-behaviour.ts) is plain DOM code, attached here under React
 * and by the static sign-in page's script, which reads the landing from `data-landing` (decision 106).
 */
export function SignInForm({
  title = 'Sign in',
  intro,
  landing = paths.dashboard.getHref(),
  offerSignUp = true,
}: SignInFormProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnPath = useRef('');
  returnPath.current = safeReturnPath(params.get('from'), landing);

  useEffect(() => {
    if (!rootRef.current) return undefined;
    return attachSignIn(rootRef.current, {
      returnPath: () => returnPath.current,
      goTo: (href) => void navigate(href, { replace: true }),
      onSignedIn: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
  }, [navigate, queryClient]);

  return (
    <div ref={rootRef} data-sign-in data-landing={landing}>
      <div data-sign-in-step="password">
        <AuthCard title={title} intro={intro} footer={<SignInLinks offerSignUp={offerSignUp} />}>
          <form data-sign-in-form method="post" noValidate className="grid gap-5">
            <FormErrorSlot />
            <PlainTextField
              id="sign-in-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={maxLengthOf(SignInFormSchema, 'email')}
            />
            <PlainTextField
              id="sign-in-password"
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              maxLength={maxLengthOf(SignInFormSchema, 'password')}
            />
            <Button type="submit">Sign in</Button>
          </form>
        </AuthCard>
      </div>
      <div data-sign-in-step="second-factor" hidden>
        <AuthCard
          title="Two-factor authentication"
          intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        >
          <form data-second-factor-form method="post" noValidate className="grid gap-5">
            <FormErrorSlot />
            <PlainTextField
              id="sign-in-code"
              name="code"
              label="Verification code"
              inputMode="text"
              autoComplete="one-time-code"
              maxLength={RECOVERY_CODE_MAX_LENGTH}
            />
            <Button type="submit">Verify</Button>
          </form>
        </AuthCard>
      </div>
    </div>
  );
}

function SignInLinks({ offerSignUp }: { offerSignUp: boolean }) {
  return (
    <div className="grid gap-2">
      <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 underline">
        Forgot your password?
      </Link>
      {offerSignUp ? (
        <span>
          New here?{' '}
          <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 underline">
            Create an account
          </Link>
        </span>
      ) : null}
    </div>
  );
}
