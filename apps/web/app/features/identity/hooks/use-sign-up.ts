import { useNavigate } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import type { SignUpValidation } from '@cleardocket/domain/identity/sign-up';
import { paths } from '~/config/paths';
import { useIdentityMutation } from '../api/identity-mutation';
import { signUp } from '../api/sign-up';

export type CheckedSignUp = Extract<SignUpValidation, { ok: true }>['value'];

/** Sends a checked sign-up and goes on to the email code (both sign-up forms). */
export function useSignUp() {
  const navigate = useNavigate();
  const mutation = useIdentityMutation(signUp);
  return async (value: CheckedSignUp) => {
    const result = await mutation.mutateAsync({
      ...value,
      phoneNumber: value.phoneNumber ?? undefined,
      metadata: { signupSource: 'web', onboardingCompleted: false },
    });
    if (!result.attemptId) return;
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
    void navigate(paths.verifyEmail.getHref());
  };
}
