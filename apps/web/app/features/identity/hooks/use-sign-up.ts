import { useNavigate } from 'react-router';
import { useIdentityMutation } from '../api/identity-mutation';
import { signUp } from '../api/sign-up';
import { sendCheckedSignUp } from '../components/sign-up-behaviour';
import type { CheckedSignUp } from '../components/sign-up-behaviour';

/** Sends a checked sign-up and goes on to the email code (the one-form sign-up under React). */
export function useSignUp() {
  const navigate = useNavigate();
  const mutation = useIdentityMutation(signUp);
  return (value: CheckedSignUp) =>
    sendCheckedSignUp(value, { goTo: (href) => void navigate(href), send: mutation.mutateAsync });
}
