import { CATEGORY_MESSAGES, STATUS_MESSAGES } from '@cleardocket/domain/errors/catalogue';
import { ApiError } from '~/lib/api-client';
import { toFieldErrors } from '~/lib/field-errors';

/**
 * A failure an onSubmit reports on purpose, in words written for the person (a spec text), and
 * optionally one message per field: the form shows it as it is.
 */
export class FormFailure extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FormFailure';
  }
}

/**
 * The server's schema check answers 'Validation failed: path: message; path: message'; the API
 * client shows the catalogue's words and keeps that text as `details`.
 */
const SCHEMA_FAILURE = /^Validation failed: /;
const SCHEMA_ISSUE = /^([\w.]+): (.+)$/;

/** A refusal by the server's schema check (plugins/errors.ts), whose text is for developers. */
const isSchemaFailure = (error: ApiError) =>
  error.code === 'validation_failed' && SCHEMA_FAILURE.test(error.details ?? error.message);

/** The issues of a failed server-side schema check, or [] when the failure is of another kind. */
function schemaIssues(error: ApiError): { path: string[]; message: string }[] {
  if (!isSchemaFailure(error)) return [];
  return (error.details ?? error.message)
    .replace(SCHEMA_FAILURE, '')
    .split('; ')
    .flatMap((part) => {
      const match = SCHEMA_ISSUE.exec(part);
      return match?.[1] && match[2] ? [{ path: match[1].split('.'), message: match[2] }] : [];
    });
}

/**
 * Server field errors mapped onto the form's fields. The server's schema messages are written for
 * developers, so a field gets the catalogue's words, never the raw validation text.
 */
export function toServerFieldErrors(error: unknown, fieldNames: readonly string[]): Record<string, string> {
  if (error instanceof FormFailure) return error.fieldErrors;
  if (!(error instanceof ApiError)) return {};
  const fields = toFieldErrors<string>(schemaIssues(error));
  return Object.fromEntries(
    Object.keys(fields)
      .filter((field) => fieldNames.includes(field))
      .map((field) => [field, CATEGORY_MESSAGES.validation]),
  );
}

/**
 * The form-level message of a failed submit, in the catalogue's words (spec §8): the API client's
 * message for an API failure, except raw schema text; a generic sentence for anything else (a
 * bug's message is not for the person).
 */
export function toFormErrorMessage(error: unknown): string {
  if (error instanceof FormFailure) return error.message;
  if (error instanceof ApiError) {
    return isSchemaFailure(error) ? STATUS_MESSAGES.invalidInput : error.message;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return CATEGORY_MESSAGES.network;
  return CATEGORY_MESSAGES.other;
}

/** Whether a failure was expected (the server or the form said no) rather than a bug to report. */
export function isExpectedFailure(error: unknown): boolean {
  return error instanceof FormFailure || error instanceof ApiError;
}
