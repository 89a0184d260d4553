import { CATEGORY_MESSAGES, STATUS_MESSAGES } from './catalogue';
import { ApiErrorBodySchema } from './contract';
import type { ApiErrorBody } from './contract';

/**
 * The one shape of every API failure: `{ "error": { "code", "message" } }`.
 * Codes are stable machine words; messages come from the spec's catalogue unless a module has a
 * more specific sentence for the person.
 */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

export type { ApiErrorBody };

/** Whether a parsed body is the error shape (the contract's schema decides). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}

export const DEFAULT_API_ERROR: Record<ApiErrorCode, { status: number; message: string }> = {
  bad_request: { status: 400, message: STATUS_MESSAGES.invalidInput },
  validation_failed: { status: 400, message: CATEGORY_MESSAGES.validation },
  unauthorized: { status: 401, message: CATEGORY_MESSAGES.auth },
  forbidden: { status: 403, message: CATEGORY_MESSAGES.permission },
  not_found: { status: 404, message: CATEGORY_MESSAGES.notFound },
  method_not_allowed: { status: 405, message: CATEGORY_MESSAGES.other },
  conflict: { status: 409, message: CATEGORY_MESSAGES.validation },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: CATEGORY_MESSAGES.validation },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal: { status: 500, message: STATUS_MESSAGES.server },
  unavailable: { status: 503, message: CATEGORY_MESSAGES.api },
};

/** The code that fits an HTTP status when a module did not choose one. */
export function getErrorCodeForStatus(status: number): ApiErrorCode {
  const match = (Object.entries(DEFAULT_API_ERROR) as [ApiErrorCode, { status: number }][]).find(
    ([code, value]) => value.status === status && code !== 'validation_failed' && code !== 'conflict',
  );
  if (match) return match[0];
  return status >= 500 ? 'internal' : 'bad_request';
}

export function makeApiError(code: ApiErrorCode, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? DEFAULT_API_ERROR[code].message } };
}
