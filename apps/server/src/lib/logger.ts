import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../env';

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
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function stripQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
}

export function buildLoggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: stripQuery(request.url) };
      },
    },
  };
}
