import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ERROR,
  ERROR_BOUNDARY_TITLES,
  NOT_FOUND_PAGE,
  STATUS_MESSAGES,
  getApplicationErrorMessage,
  getStatusMessage,
} from './catalogue';
import { DEFAULT_API_ERROR, getErrorCodeForStatus, isApiErrorBody, makeApiError } from './api-error';
import { categorizeError, getBoundaryKind } from './classify';

describe('status messages', () => {
  it.each([
    [undefined, STATUS_MESSAGES.offline],
    [0, STATUS_MESSAGES.offline],
    [401, 'Your session may have expired. Please sign in again.'],
    [403, 'Your session may have expired. Please sign in again.'],
    [400, 'Please check your information and try again.'],
    [422, 'Please check your information and try again.'],
    [500, STATUS_MESSAGES.server],
    [503, STATUS_MESSAGES.server],
    [404, STATUS_MESSAGES.unexpected],
    [409, STATUS_MESSAGES.unexpected],
  ])('maps status %s to its catalogue message', (status, message) => {
    expect(getStatusMessage(status)).toBe(message);
  });

  it("prefers the server's message for 400 and 422", () => {
    expect(getStatusMessage(400, 'Email is required')).toBe('Email is required');
    expect(getStatusMessage(422, '  ')).toBe(STATUS_MESSAGES.invalidInput);
    expect(getStatusMessage(500, 'stack trace')).toBe(STATUS_MESSAGES.server);
  });
});

describe('application error screen', () => {
  it('explains a network failure differently from any other', () => {
    expect(getApplicationErrorMessage('network')).toBe(
      'There was a problem connecting to the server. Please check your internet connection and try again.',
    );
    for (const category of ['api', 'auth', 'validation', 'database', 'ui', 'unknown'] as const) {
      expect(getApplicationErrorMessage(category)).toBe(APPLICATION_ERROR.otherMessage);
    }
  });

  it('keeps the spec wording of the not-found page and boundary titles', () => {
    expect(NOT_FOUND_PAGE.message).toBe("The page you're looking for doesn't exist or has been moved.");
    expect(Object.values(ERROR_BOUNDARY_TITLES)).toEqual([
      'Network Error',
      'API Error',
      'Authentication Error',
      'Authorization Error',
      'Validation Error',
      'Database Error',
      'Request Timeout',
      'Not Found',
      'Input Error',
      'Something went wrong',
    ]);
  });
});

describe('API error shape', () => {
  it('builds the one error body with the default message', () => {
    expect(makeApiError('not_found')).toEqual({
      error: { code: 'not_found', message: 'The requested resource was not found.' },
    });
    expect(makeApiError('bad_request', 'Name is required').error.message).toBe('Name is required');
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [429, 'rate_limited'],
    [500, 'internal'],
    [502, 'internal'],
    [418, 'bad_request'],
  ])('names status %i as %s', (status, code) => {
    expect(getErrorCodeForStatus(status)).toBe(code);
  });

  it('gives every code a status of its own class', () => {
    for (const { status } of Object.values(DEFAULT_API_ERROR)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});

describe('error classification', () => {
  it.each([
    [{ isOffline: true }, 'network', 'network'],
    [{ name: 'TypeError' }, 'network', 'network'],
    [{ name: 'TimeoutError' }, 'network', 'timeout'],
    [{ status: 401 }, 'auth', 'authentication'],
    [{ status: 403 }, 'auth', 'authorization'],
    [{ status: 404 }, 'api', 'notFound'],
    [{ status: 422 }, 'validation', 'validation'],
    [{ status: 500 }, 'api', 'api'],
    [{}, 'unknown', 'generic'],
  ] as const)('sorts %o into %s with the %s boundary', (facts, category, kind) => {
    expect(categorizeError(facts)).toBe(category);
    expect(getBoundaryKind(facts)).toBe(kind);
  });
});

describe('isApiErrorBody', () => {
  it.each([
    [{ error: { code: 'x', message: 'y' } }, true],
    [{ error: { code: 'x' } }, false],
    [{ error: 'x' }, false],
    [{ message: 'x' }, false],
    [null, false],
    ['error', false],
  ])('recognises %o: %s', (value, expected) => {
    expect(isApiErrorBody(value)).toBe(expected);
  });
});
