import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import type { SignUpValidation } from '@cleardocket/domain/identity/sign-up';
import { paths } from '~/config/paths';
import { controlOf } from '~/lib/behaviours/plain-form';
import { LEAVING_PAGE, attachCheckedPlainForm } from '~/lib/form/checked-plain-form';
import { signUp } from '../api/sign-up';
import { toAuthErrorMessage } from './error-message';
import { SignUpFormSchema } from './form-schemas';

export type CheckedSignUp = Extract<SignUpValidation, { ok: true }>['value'];

/** What the visitor already told us (the free assessment's lead). */
export type SignUpPrefill = { firstName: string; lastName: string; email: string };

const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;

export type SignUpOptions = {
  /** Goes to another page: a full page load on the static page, the router's navigation under React. */
  goTo: (href: string) => void;
  send?: typeof signUp;
};

/** Fills the empty fields from `values`; what the person typed meanwhile stays. */
export function fillEmptySignUpFields(form: HTMLFormElement, values: SignUpPrefill): void {
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    const control = controlOf(form, field);
    if (control && control.value === '') control.value = values[field];
  }
}

/** Sends a checked sign-up and goes on to the email code (both sign-up forms). */
export async function sendCheckedSignUp(
  value: CheckedSignUp,
  { goTo, send = signUp }: SignUpOptions,
): Promise<typeof LEAVING_PAGE | void> {
  const result = await send({
    ...value,
    phoneNumber: value.phoneNumber ?? undefined,
    metadata: { signupSource: 'web', onboardingCompleted: false },
  });
  if (!result.attemptId) return;
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
  goTo(paths.verifyEmail.getHref());
  return LEAVING_PAGE;
}

/**
 * The sign-up (spec §5), as plain DOM code run by the static sign-up page and, on the same
 * markup, under React (decision 106): checked by the domain's sign-up rules, sent, and on to the
 * emailed code with the attempt kept in session storage.
 */
export function attachSignUp(form: HTMLFormElement, options: SignUpOptions): () => void {
  return attachCheckedPlainForm(form, {
    schema: SignUpFormSchema,
    fields: SIGN_UP_FIELDS,
    pendingLabel: 'Creating your account…',
    describeError: toAuthErrorMessage,
    send: (value) => sendCheckedSignUp(value, options),
  });
}
