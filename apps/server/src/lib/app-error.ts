import { DEFAULT_API_ERROR } from '@cleardocket/domain/errors/api-error';
import type { ApiErrorCode } from '@cleardocket/domain/errors/api-error';

/** A failure a service means to show: it becomes the error shape with its own status and words. */
export class AppError extends Error {
  readonly statusCode: number;

  /** `code` is one of the API codes, or a module's own (the spec's sign-up codes) with a status. */
  constructor(
    readonly code: ApiErrorCode | (string & {}),
    message?: string,
    statusCode?: number,
  ) {
    const known = code in DEFAULT_API_ERROR ? DEFAULT_API_ERROR[code as ApiErrorCode] : undefined;
    super(message ?? known?.message ?? DEFAULT_API_ERROR.bad_request.message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? known?.status ?? 400;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
