import { isAPIError } from 'better-auth/api';
import { AppError } from '../../lib/app-error';

/** Better Auth's error code of a thrown value, if it is one of its API errors. */
export function getAuthErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body: unknown = error.body;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
}

/** Codes entered wrongly, too late or too often, in the words a person can act on. */
export function toCodeError(error: unknown): AppError {
  const code = getAuthErrorCode(error);
  if (code === undefined && error instanceof AppError) return error;
  return codeErrorOf(code);
}

/** The member-facing error for one of Better Auth's code failures (`OTP_EXPIRED`, …); any other reads as a wrong code. */
export function codeErrorOf(code: string | undefined): AppError {
  switch (code) {
    case 'OTP_EXPIRED':
      return new AppError('code_expired', 'This code has expired. Please request a new one.', 400);
    case 'TOO_MANY_ATTEMPTS':
      return new AppError('too_many_attempts', 'Too many incorrect codes. Please request a new code.', 429);
    default:
      return new AppError('invalid_code', 'Invalid verification code', 400);
  }
}
