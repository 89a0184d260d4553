/**
 * Errors as they go to the logs, with no personal data whatever failed (issue 13 item 6): a failed
 * query's parameters, PostgreSQL's "Failing row contains (…)" and "Key (email)=(…)" details, the
 * values PostgreSQL quotes in its messages, and any email address are left out. What an operator
 * needs stays: the type, the SQLSTATE code, the table, column and constraint, the SQL text, the
 * stack, and the causes.
 */
export type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

/** Properties that carry the values of a failed statement. */
const DROPPED = new Set(['params', 'parameters', 'detail', 'where', 'hint', 'internalQuery', 'raw', 'cause']);
const EMAIL = /[^\s@"'()<>,;:/]+@[^\s@"'()<>,;:/]+\.[a-z]{2,}/gi;
const QUOTED = /"[^"\n]*"/g;
const MAX_CAUSES = 4;

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Drizzle's wrapper: `Failed query: <sql>\nparams: <values>`. */
function isFailedQuery(error: Record<string, unknown>): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** An error from PostgreSQL (node-postgres or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

function safeMessage(error: Error & Record<string, unknown>): string {
  if (isFailedQuery(error)) return `Failed query: ${String(error.query)}`;
  // PostgreSQL quotes the offending value ("invalid input syntax for type uuid: "…""); the
  // identifiers it also quotes are kept in the table, column and constraint fields.
  const message = isDatabaseError(error) ? error.message.replace(QUOTED, '"…"') : error.message;
  return message.replace(EMAIL, '[email]');
}

/** `redact` hides sensitive keys in the error's other properties (lib/logger.ts redactSensitive). */
export function serializeError(
  error: unknown,
  redact: (value: unknown) => unknown = (value) => value,
  depth = 0,
): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: '(not an error)', stack: '' };
  const message = safeMessage(error);
  const result: SerializedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message).replace(EMAIL, '[email]'),
  };
  for (const key of Object.keys(error)) {
    if (DROPPED.has(key) || key in result) continue;
    const value = error[key];
    result[key] = typeof value === 'string' ? value.replace(EMAIL, '[email]') : redact(value);
  }
  if (isErrorLike(error.cause) && depth < MAX_CAUSES) result.cause = serializeError(error.cause, redact, depth + 1);
  return result;
}
