import { SIGN_UP_ERRORS } from '@cleardocket/domain/identity/messages';
import { ApiError } from '~/lib/api-client';
import { toFormErrorMessage } from '~/lib/form/form-failure';

/** What a failed identity call tells the person: the server's words, or the catalogue's. */
export function toAuthErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'timeout') return SIGN_UP_ERRORS.timeout.message;
  return toFormErrorMessage(error);
}

/** Only same-site paths are followed after sign-in (no open redirect through `from`). */
export function safeReturnPath(from: string | null, fallback: string): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  return from;
}
