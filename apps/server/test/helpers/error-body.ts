import { expect } from 'vitest';
import { isApiErrorBody } from '@cleardocket/domain/errors/api-error';
import type { ApiErrorBody } from '@cleardocket/domain/errors/api-error';

/** Asserts the one error shape and returns it typed. */
export function expectErrorBody(body: unknown): ApiErrorBody {
  expect(isApiErrorBody(body), JSON.stringify(body)).toBe(true);
  return body as ApiErrorBody;
}
