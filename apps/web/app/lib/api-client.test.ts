import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('parses the answer with the schema it is given', async () => {
    const fetchImpl = vi.fn(async () => json(200, { count: 3, extra: true }));
    const result = await apiRequest('/api/x', { schema: z.object({ count: z.number() }), fetchImpl });
    expect(result).toEqual({ count: 3 });
  });

  it('retries a network failure three times, waiting 1 s, 2 s, 4 s', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const sleep = vi.fn(async (_ms: number) => undefined);
    const failure = await apiRequest('/api/x', { fetchImpl, sleep }).catch((error: unknown) => error);
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
      apiRequest('/api/x', { method: 'POST', body: {}, fetchImpl, sleep: async () => undefined }),
    ).rejects.toThrow(ApiError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
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
    const error = await apiRequest('/api/x', { fetchImpl: async () => json(status, body) }).catch((e: unknown) => e);
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
    await apiRequest('/api/x', { fetchImpl: async () => json(401, {}) }).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fdashboard%2Fprofile%3Ftab%3Daddresses');
  });
});

describe('server messages', () => {
  it('shows the server’s own words when asked, but never for a 5xx', async () => {
    const body = { error: { code: 'invalid_credentials', message: 'Invalid email or password.' } };
    const error = await apiRequest('/api/x', {
      useServerMessage: true,
      redirectOnUnauthorized: false,
      fetchImpl: async () => json(401, body),
    }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Invalid email or password.');
    const server = await apiRequest('/api/x', {
      useServerMessage: true,
      fetchImpl: async () => json(500, { error: { code: 'internal', message: 'db down at 10.0.0.3' } }),
    }).catch((e: unknown) => e);
    expect((server as ApiError).message).not.toContain('10.0.0.3');
  });
});
