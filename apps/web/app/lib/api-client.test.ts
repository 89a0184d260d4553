import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SessionSchema } from '@cleardocket/domain/identity/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { ApiError, INVALID_RESPONSE_CODE, apiRequest } from './api-client';

const Count = z.object({ count: z.number() });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('parses the answer with the schema it is given, dropping what the contract does not name', async () => {
    const fetchImpl = vi.fn(async () => json(200, { count: 3, extra: true }));
    const result = await apiRequest('/api/x', Count, { fetchImpl });
    expect(result).toEqual({ count: 3 });
  });

  it('reads an empty answer (204) as no content', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', NoContentSchema, { method: 'DELETE', fetchImpl })).resolves.toBeUndefined();
  });

  it('retries a network failure three times, waiting 1 s, 2 s, 4 s', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const sleep = vi.fn(async (_ms: number) => undefined);
    const failure = await apiRequest('/api/x', Count, { fetchImpl, sleep }).catch((error: unknown) => error);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(
      "We're having trouble connecting. Please check your internet connection and try again.",
    );
  });

  it('does not repeat a POST that may have reached the server', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      apiRequest('/api/x', Count, { method: 'POST', body: {}, fetchImpl, sleep: async () => undefined }),
    ).rejects.toThrow(ApiError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('sends a create with one Idempotency-Key, kept across its network retries and a "still running" answer', async () => {
    const keys: (string | null)[] = [];
    const answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(409, { error: { code: 'idempotency_key_in_use', message: 'still running' } }),
      () => json(201, { count: 1 }),
    ];
    const fetchImpl = vi.fn(async (_path: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const answer = answers[keys.length - 1];
      if (!answer) throw new Error('called too often');
      return answer();
    });
    const result = await apiRequest('/api/x', Count, {
      method: 'POST',
      body: {},
      idempotencyKey: 'key-1',
      fetchImpl: fetchImpl as typeof fetch,
      sleep: async () => undefined,
    });
    expect(result).toEqual({ count: 1 });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it.each([
    [422, { error: { code: 'validation_failed', message: 'Email is required' } }, 'Email is required'],
    [400, { nothing: true }, 'Please check your information and try again.'],
    [403, { error: { code: 'forbidden', message: 'x' } }, 'Your session may have expired. Please sign in again.'],
    [
      500,
      { error: { code: 'internal', message: 'stack' } },
      "We're experiencing some technical difficulties. Our team has been notified and is working on a solution.",
    ],
    [
      404,
      { error: { code: 'not_found', message: 'x' } },
      'Something unexpected happened. Please try again or contact support if the problem persists.',
    ],
  ])('maps a %i answer to the catalogue message', async (status, body, message) => {
    const error = await apiRequest('/api/x', Count, { fetchImpl: async () => json(status, body) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(status);
  });

  it('sends a signed-out visitor to /login with the current path as from', async () => {
    window.history.replaceState(null, '', '/dashboard/profile?tab=addresses');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/dashboard/profile',
      search: '?tab=addresses',
      assign,
    });
    await expect(apiRequest('/api/x', Count, { fetchImpl: async () => json(401, {}) })).rejects.toThrow(ApiError);
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fdashboard%2Fprofile%3Ftab%3Daddresses');
  });
});

describe('server messages', () => {
  it('shows the server’s own words when asked, but never for a 5xx', async () => {
    const body = { error: { code: 'invalid_credentials', message: 'Invalid email or password.' } };
    const error = await apiRequest('/api/x', Count, {
      useServerMessage: true,
      redirectOnUnauthorized: false,
      fetchImpl: async () => json(401, body),
    }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Invalid email or password.');
    const server = await apiRequest('/api/x', Count, {
      useServerMessage: true,
      fetchImpl: async () => json(500, { error: { code: 'internal', message: 'db down at 10.0.0.3' } }),
    }).catch((e: unknown) => e);
    expect((server as ApiError).message).not.toContain('10.0.0.3');
  });
});

describe('answers outside the contract', () => {
  it('never lets the server’s raw schema text reach a person, even where its own words are asked for', async () => {
    const raw = 'Validation failed: lastName: Too big: expected string to have <=100 characters';
    const fetchImpl = vi.fn(async () => json(400, { error: { code: 'validation_failed', message: raw } }));
    for (const useServerMessage of [false, true]) {
      const failure = await apiRequest('/api/x', Count, { method: 'POST', fetchImpl, useServerMessage }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).message).toBe('Please check your information and try again.');
      // Kept for a form, which places each issue on its field in its own words.
      expect((failure as ApiError).details).toBe(raw);
    }
  });

  it('rejects a malformed answer with the catalogue’s words and reports it', async () => {
    const sent = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', sent);
    // The session user says `role` instead of `isAdmin`: the very mismatch the contract removes.
    const malformed = {
      user: {
        id: 'u1',
        email: 'a@example.com',
        firstName: 'A',
        lastName: 'B',
        emailVerified: true,
        phoneNumber: null,
        phoneNumberVerified: false,
        twoFactorEnabled: false,
        role: 'admin',
      },
    };
    const error = await apiRequest('/api/identity/session', SessionSchema, {
      fetchImpl: async () => json(200, malformed),
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Server error. Please try again later.',
      status: 200,
      code: INVALID_RESPONSE_CODE,
      category: 'api',
    });
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0] ?? [];
    expect(url).toBe('/api/error-reports');
    const report: unknown = JSON.parse(String(init?.body));
    expect(report).toMatchObject({ category: 'api', severity: 'high' });
    expect(report).toHaveProperty('message', expect.stringContaining('user.isAdmin'));
  });

  it('rejects an answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    const fetchImpl = async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(apiRequest('/api/x', Count, { fetchImpl })).rejects.toMatchObject({ code: INVALID_RESPONSE_CODE });
  });
});
