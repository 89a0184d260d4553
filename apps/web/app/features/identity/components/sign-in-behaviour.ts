import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { LOGIN_NOT_COMPLETED } from '@cleardocket/domain/identity/messages';
import { paths } from '~/config/paths';
import { ApiError } from '~/lib/api-client';
import { LEAVING_PAGE, attachCheckedPlainForm } from '~/lib/form/checked-plain-form';
import { FormFailure } from '~/lib/form/form-failure';
import { signIn } from '../api/sign-in';
import { verifySecondFactor } from '../api/verify-second-factor';
import { toAuthErrorMessage } from './error-message';
import { SignInFormSchema, createCodeFormSchema } from './form-schemas';

/** Recovery codes are longer than the six digits of an authenticator code. */
export const RECOVERY_CODE_MAX_LENGTH = 32;

export type SignInOptions = {
  /** Where a completed sign-in leads: `from` when it is a path of this site, else the page's landing. */
  returnPath: () => string;
  /** Goes to another page: a full page load on the static page, the router's navigation under React. */
  goTo: (href: string) => void;
  /** Runs once the session has begun, before going on (React refreshes the session it holds). */
  onSignedIn?: () => Promise<unknown>;
  calls?: { signIn: typeof signIn; verifySecondFactor: typeof verifySecondFactor };
};

/** Shows one step of the sign-in (`[data-sign-in-step]`) and hides the others. */
function showStep(root: HTMLElement, step: 'password' | 'second-factor'): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-sign-in-step]')) {
    element.hidden = element.dataset.signInStep !== step;
  }
}

/**
 * The sign-in (spec §5), as plain DOM code run by the static sign-in pages and, on the same
 * markup, under React (decision 106): email and password; then, when the account has two-factor,
 * the authenticator or recovery code; an email not yet verified goes to its code, a refused
 * sign-in to its page. A completed sign-in goes on to `returnPath()`.
 */
export function attachSignIn(root: HTMLElement, options: SignInOptions): () => void {
  const passwordForm = root.querySelector<HTMLFormElement>('form[data-sign-in-form]');
  const codeForm = root.querySelector<HTMLFormElement>('form[data-second-factor-form]');
  if (!passwordForm || !codeForm) throw new Error('The sign-in markup lacks one of its forms.');
  const calls = options.calls ?? { signIn, verifySecondFactor };
  const leaveFor = (href: string) => {
    options.goTo(href);
    return LEAVING_PAGE;
  };
  const goOn = async () => {
    await options.onSignedIn?.();
    return leaveFor(options.returnPath());
  };

  const detachPassword = attachCheckedPlainForm(passwordForm, {
    schema: SignInFormSchema,
    fields: ['email', 'password'],
    pendingLabel: 'Signing in…',
    describeError: toAuthErrorMessage,
    send: async (values) => {
      const result = await calls.signIn(values).catch((caught: unknown) => {
        if (caught instanceof ApiError && caught.code === 'sign_in_refused') return null;
        throw caught;
      });
      if (result === null) return leaveFor(paths.unauthorizedSignIn.getHref());
      if (result.status === 'complete') return goOn();
      if (result.status === 'needs_second_factor') {
        showStep(root, 'second-factor');
        codeForm.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
        return;
      }
      if (result.status === 'needs_email_verification' && result.attemptId) {
        window.sessionStorage.setItem(SESSION_STORAGE_KEYS.signUpAttemptId, result.attemptId);
        return leaveFor(paths.verifyEmail.getHref());
      }
      throw new FormFailure(LOGIN_NOT_COMPLETED);
    },
  });
  const detachCode = attachCheckedPlainForm(codeForm, {
    schema: createCodeFormSchema(RECOVERY_CODE_MAX_LENGTH),
    fields: ['code'],
    pendingLabel: 'Checking…',
    describeError: toAuthErrorMessage,
    send: async ({ code }) => {
      await calls.verifySecondFactor({ code });
      return goOn();
    },
  });
  return () => {
    detachPassword();
    detachCode();
  };
}
