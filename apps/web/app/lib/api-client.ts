import { HTTP_TIMEOUT_MS } from '@cleardocket/domain/constants';
import { CATEGORY_MESSAGES, STATUS_MESSAGES, getStatusMessage } from '@cleardocket/domain/errors/catalogue';
import type { ErrorCategory } from '@cleardocket/domain/errors/catalogue';
import { categorizeError } from '@cleardocket/domain/errors/classify';
import { ApiErrorBodySchema } from '@cleardocket/domain/errors/contract';
import { NETWORK_RETRY_POLICY, canRetry, getRetryDelayMs } from '@cleardocket/domain/retry';
import { safeParse } from 'zod/v4/core';
import type { $ZodType, output } from 'zod/v4/core';
import { paths } from '~/config/paths';
import { reportError } from './report-error';

/**
 * The one HTTP client (STYLE "Data flow"): JSON, 30 s timeout, network failures retried by the
 * spec's policy on idempotent calls, failures turned into the catalogue's words, 401 → /login.
 * Every call names the domain contract's schema of its answer, and the answer is parsed with it:
 * what the caller gets has been checked, never cast (decision 017).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly category: ErrorCategory,
    /** The server's own text when the person is shown other words (a schema check's issues). */
    readonly details?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's schema check answers 'Validation failed: lastName: Too big: …' (plugins/errors.ts):
 * text for developers. Nobody reads it; a form places its issues on the fields (issue 20).
 */
const SCHEMA_FAILURE = /^Validation failed: /;
const isSchemaFailure = (body: { code: string; message?: string }) =>
  body.code === 'validation_failed' && SCHEMA_FAILURE.test(body.message ?? '');

/** The code of an answer that does not match its contract. */
export const INVALID_RESPONSE_CODE = 'invalid_response';

/** A response schema: any zod schema (classic or mini) from a domain contract. */
export type ResponseSchema = $ZodType;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send a signed-out visitor to /login on 401 (default true). */
  redirectOnUnauthorized?: boolean;
  /** Show the server's own message for any status (identity calls word their failures exactly). */
  useServerMessage?: boolean;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Extra request headers (an API key's Authorization on the MCP test pages). */
  headers?: Record<string, string>;
  /**
   * A create sent with this `Idempotency-Key` (one per user action): the server runs it once, so a
   * network failure is retried with the same key, and "still running" (409) is waited out.
   */
  idempotencyKey?: string;
};
type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
/** The server's answer while the first request with the same key is still running. */
const KEY_IN_USE = 'idempotency_key_in_use';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname === paths.login.path) return;
  window.location.assign(paths.login.getHref(`${pathname}${search}`));
}

/** The parsed JSON body; an empty body (204, or a 201 with nothing to say) is `undefined`. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
}

async function readErrorBody(response: Response): Promise<{ code: string; message?: string }> {
  try {
    const parsed = ApiErrorBodySchema.safeParse(await readJson(response));
    if (parsed.success) return parsed.data.error;
  } catch {
    // Not JSON: the status alone decides the message.
  }
  return { code: 'http_error' };
}

/** An answer outside its contract: reported (the person gets the catalogue's words), then refused. */
function refuseAnswer(path: string, response: Response, problem: string): never {
  reportError(new Error(`${path.split('?')[0]} answered outside its contract (${problem})`), 'api');
  throw new ApiError(CATEGORY_MESSAGES.api, response.status, INVALID_RESPONSE_CODE, 'api');
}

/** The answer, checked against its contract. */
async function readAnswer<S extends ResponseSchema>(path: string, response: Response, schema: S): Promise<output<S>> {
  let data: unknown;
  try {
    data = await readJson(response);
  } catch {
    return refuseAnswer(path, response, 'body: not JSON');
  }
  const parsed = safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.code}`)
    .join('; ');
  return refuseAnswer(path, response, problem);
}

export async function apiRequest<S extends ResponseSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<output<S>> {
  const method = options.method ?? 'GET';
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A Blob (an uploaded file) goes as raw bytes; the server reads its type from the content.
  const payload =
    options.body instanceof Blob ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined)
    headers['content-type'] = payload instanceof Blob ? 'application/octet-stream' : 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const isRetryable = IDEMPOTENT.has(method) || options.idempotencyKey !== undefined;

  let retriesMade = 0;
  for (;;) {
    const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : undefined;
      const isNetwork = name === 'TypeError';
      if (isNetwork && isRetryable && canRetry(retriesMade)) {
        retriesMade += 1;
        await sleep(getRetryDelayMs(retriesMade, NETWORK_RETRY_POLICY));
        continue;
      }
      if (options.signal?.aborted) throw error;
      throw new ApiError(getStatusMessage(0), 0, name === 'TimeoutError' ? 'timeout' : 'network', 'network');
    }

    if (response.ok) return readAnswer(path, response, schema);

    const body = await readErrorBody(response);
    if (response.status === 409 && body.code === KEY_IN_USE && canRetry(retriesMade)) {
      retriesMade += 1;
      await sleep(getRetryDelayMs(retriesMade, NETWORK_RETRY_POLICY));
      continue;
    }
    if (response.status === 401 && (options.redirectOnUnauthorized ?? true)) redirectToLogin();
    if (isSchemaFailure(body)) {
      throw new ApiError(STATUS_MESSAGES.invalidInput, response.status, body.code, 'validation', body.message);
    }
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
  get: <S extends ResponseSchema>(path: string, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <S extends ResponseSchema>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  /** A POST that creates something: one Idempotency-Key for this call, kept across its retries. */
  create: <S extends ResponseSchema>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, {
      ...options,
      method: 'POST',
      body,
      idempotencyKey: options?.idempotencyKey ?? crypto.randomUUID(),
    }),
  put: <S extends ResponseSchema>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PUT', body }),
  patch: <S extends ResponseSchema>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'PATCH', body }),
  delete: <S extends ResponseSchema>(path: string, schema: S, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'DELETE' }),
};
