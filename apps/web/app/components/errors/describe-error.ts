import { CATEGORY_MESSAGES } from '@cleardocket/domain/errors/catalogue';
import type { ErrorFacts } from '@cleardocket/domain/errors/classify';
import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '~/lib/api-client';

/** What a boundary can say about any thrown value, without casts. */
export function describeError(error: unknown): { message: string; facts: ErrorFacts } {
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (error instanceof ApiError) {
    return { message: error.message, facts: { status: error.status, code: error.code, isOffline } };
  }
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === 'string' && error.data ? error.data : error.statusText || CATEGORY_MESSAGES.other;
    return { message, facts: { status: error.status, isOffline } };
  }
  if (error instanceof Error) {
    return { message: error.message || CATEGORY_MESSAGES.other, facts: { name: error.name, isOffline } };
  }
  return { message: CATEGORY_MESSAGES.other, facts: { isOffline } };
}
