import { DEFAULT_API_ERROR } from '@cleardocket/domain/errors/api-error';
import type { ApiErrorCode } from '@cleardocket/domain/errors/api-error';

/** A failure a service means to show: it becomes the error shape with its own status and words. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    statusCode?: number,
  ) {
    super(message ?? DEFAULT_API_ERROR[code].message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? DEFAULT_API_ERROR[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
