import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { getErrorCodeForStatus, makeApiError } from '@cleardocket/domain/errors/api-error';
import type { ApiErrorBody } from '@cleardocket/domain/errors/api-error';
import { isAppError } from '../lib/app-error';

type FastifyLikeError = { statusCode?: number; code?: string; message?: string };

function readFastifyError(error: unknown): FastifyLikeError {
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  return {
    statusCode: typeof record.statusCode === 'number' ? record.statusCode : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}

/** Node's and PostgreSQL's ways of saying the database cannot be reached (SQLSTATE classes 08, 57P). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * The database is there but takes no more work now: PostgreSQL's "too many clients", which the
 * embedded database's thread also answers when too many statements wait for it (decision 124).
 * (57P03, "cannot connect now", is also a starting or stopping server: unreachable, not busy.)
 */
const BUSY_CODES = new Set(['53300']);

/**
 * Whether `error`, or an error it wraps (Drizzle wraps the driver's), says the database is busy or
 * unreachable; null when it says neither.
 */
function databaseTrouble(error: unknown): 'busy' | 'unreachable' | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = readFastifyError(current);
    if (code && BUSY_CODES.has(code)) return 'busy';
    if (code && (UNREACHABLE_CODES.has(code) || /^(08|57P)/.test(code))) return 'unreachable';
    if (message && UNREACHABLE_MESSAGES.test(message)) return 'unreachable';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether `error` (or what it wraps) says the disk under the blob store is full. */
function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = readFastifyError(current);
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE =
  'ClearDocket cannot save files right now: its storage is full. Nothing was saved; please try again later.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'ClearDocket is briefly unavailable: it cannot reach its database. Nothing you sent was lost; please try again in a minute.';

export const DATABASE_BUSY_MESSAGE =
  'ClearDocket is very busy right now and could not take this request. Nothing you sent was lost; please try again in a few seconds.';

/** Seconds a busy answer asks the client to wait (Retry-After); an unreachable database asks 30. */
const BUSY_RETRY_SECONDS = 5;

/** Turns any thrown value into the one error shape, never leaking internals on a 5xx. */
function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody; busy?: boolean } {
  if (isAppError(error)) {
    return { status: error.statusCode, body: { error: { code: error.code, message: error.message } } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return { status: 400, body: makeApiError('validation_failed', `Validation failed: ${details}`) };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: makeApiError('internal') };
  }
  const trouble = databaseTrouble(error);
  if (trouble === 'busy') return { status: 503, body: makeApiError('unavailable', DATABASE_BUSY_MESSAGE), busy: true };
  if (trouble === 'unreachable') {
    return { status: 503, body: makeApiError('unavailable', DATABASE_UNAVAILABLE_MESSAGE) };
  }
  if (isStorageFull(error)) {
    // The operator's log line (status 503 is logged at error below) carries the code ENOSPC.
    return { status: 503, body: makeApiError('unavailable', STORAGE_FULL_MESSAGE) };
  }
  const facts = readFastifyError(error);
  const status = facts.statusCode && facts.statusCode >= 400 && facts.statusCode < 600 ? facts.statusCode : 500;
  if (facts.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || facts.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, body: makeApiError('bad_request', 'The request body is not valid JSON.') };
  }
  const code = getErrorCodeForStatus(status);
  // Fastify's own 4xx messages are written for developers; the person sees the catalogue's words.
  return { status, body: makeApiError(code) };
}

type PageFallbackOptions = { serve?: 'app' | 'not-found' };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the web plugin: answers a page request that matched no route. `serve: 'app'` sends
     * the app shell (the SPA fallback, 200); `serve: 'not-found'` sends 404 with the path's own
     * prerendered page only if that page is a Page Not Found (a gated developer page), the
     * generic Page Not Found otherwise (plugins/hidden-pages.ts).
     */
    pageFallback:
      ((request: FastifyRequest, reply: FastifyReply, options?: PageFallbackOptions) => FastifyReply | null) | null;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('pageFallback', null);
    fastify.setNotFoundHandler((request, reply) => {
      const page = fastify.pageFallback?.(request, reply);
      if (page) return page;
      return reply.code(404).type('application/json; charset=utf-8').send(makeApiError('not_found'));
    });

    fastify.setErrorHandler((error, request, reply) => {
      const { status, body, busy } = toErrorResponse(error);
      // A busy database turns requests away by design: one warning each, not an error with a stack.
      if (busy) request.log.warn({ errorCode: 'database_busy', status }, 'request turned away: database busy');
      else if (status >= 500) request.log.error({ err: error }, 'request failed');
      // Refusals are the answer working as meant: an operator sees them at debug, not per request.
      else request.log.debug({ errorCode: body.error.code, status }, 'request refused');
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      if (status === 503 && !reply.hasHeader('retry-after')) {
        reply.header('retry-after', String(busy ? BUSY_RETRY_SECONDS : 30));
      }
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
