import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../env';
import { serializeError } from './error-serializer';

/**
 * Personal data never reaches the logs (ARCHITECTURE §9): headers that carry credentials, any field
 * that names a person or a secret, and query strings (they can carry emails or tokens).
 */
const SENSITIVE_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'verificationCode',
  'phoneCode',
  'otp',
  'secret',
  'email',
  'emailAddress',
  'phone',
  'phoneNumber',
  'firstName',
  'lastName',
  'fullName',
  'personName',
  'address',
  'street',
  'dateOfBirth',
  // Free text that names a person or their case (issue 32 item 3): a mail's subject and body, a
  // search term, a case number or caption, a note.
  'subject',
  'body',
  'text',
  'term',
  'searchTerm',
  'query',
  'caseNumber',
  'caption',
  'note',
];

/** Keys whose values are never written, at any depth, compared without case. */
const SENSITIVE_KEYS = new Set(
  [...SENSITIVE_FIELDS, 'cookie', 'authorization', 'x-api-key', 'set-cookie'].map((key) => key.toLowerCase()),
);
const CENSOR = '[redacted]';
const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` with every sensitive key's value replaced, at any depth (deeper than 8 levels
 * is dropped whole). Only plain objects and arrays are walked; an object with nothing to hide is
 * returned as it is, so a log line pays for no copy. Class instances (a request, an error) are
 * left to their serializers, which write only safe fields.
 */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return CENSOR;
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = redactSensitive(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return CENSOR;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const next = SENSITIVE_KEYS.has(key.toLowerCase()) ? CENSOR : redactSensitive(item, depth + 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

function stripQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
}

export function buildLoggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Redaction by key at any depth, instead of pino's path redaction: its wildcard paths cost more
    // than the rest of an authenticated read together (bench/unread.ts).
    formatters: { log: (object) => redactSensitive(object) as Record<string, unknown> },
    serializers: {
      err: (error: Error) => serializeError(error, redactSensitive),
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: stripQuery(request.url) };
      },
    },
  };
}
