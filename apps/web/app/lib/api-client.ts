import { HTTP_TIMEOUT_MS } from '@cleardocket/domain/constants';
import { isApiErrorBody } from '@cleardocket/domain/errors/api-error';
import { getStatusMessage } from '@cleardocket/domain/errors/catalogue';
import type { ErrorCategory } from '@cleardocket/domain/errors/catalogue';
import { categorizeError } from '@cleardocket/domain/errors/classify';
import { NETWORK_RETRY_POLICY, canRetry, getRetryDelayMs } from '@cleardocket/domain/retry';
import { paths } from '~/config/paths';

/**
 * The one HTTP client (STYLE "Data flow"): JSON, 30 s timeout, network failures retried by the
 * spec's policy on idempotent calls, failures turned into the catalogue's words, 401 → /login.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly category: ErrorCategory,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer (a zod schema, or anything with `parse`): no cast across the boundary. */
  schema?: { parse: (data: unknown) => T };
  signal?: AbortSignal;
  /** Send a signed-out visitor to /login on 401 (default true). */
  redirectOnUnauthorized?: boolean;
  /** Show the server's own message for any status (identity calls word their failures exactly). */
  useServerMessage?: boolean;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname === paths.login.path) return;
  window.location.assign(paths.login.getHref(`${pathname}${search}`));
}

async function readErrorBody(response: Response): Promise<{ code: string; message?: string }> {
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) return body.error;
  } catch {
    // Not JSON: the status alone decides the message.
  }
  return { code: 'http_error' };
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let retriesMade = 0;
  for (;;) {
    const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : undefined;
      const isNetwork = name === 'TypeError';
      if (isNetwork && IDEMPOTENT.has(method) && canRetry(retriesMade)) {
        retriesMade += 1;
        await sleep(getRetryDelayMs(retriesMade, NETWORK_RETRY_POLICY));
        continue;
      }
      if (options.signal?.aborted) throw error;
      throw new ApiError(getStatusMessage(0), 0, name === 'TimeoutError' ? 'timeout' : 'network', 'network');
    }

    if (response.ok) {
      if (response.status === 204) return undefined as T;
      const data: unknown = await response.json();
      return options.schema ? options.schema.parse(data) : (data as T);
    }

    const body = await readErrorBody(response);
    if (response.status === 401 && (options.redirectOnUnauthorized ?? true)) redirectToLogin();
    const useServer = options.useServerMessage && body.message && response.status < 500;
    throw new ApiError(
      useServer ? (body.message ?? '') : getStatusMessage(response.status, body.message),
      response.status,
      body.code,
      categorizeError({ status: response.status }),
    );
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
