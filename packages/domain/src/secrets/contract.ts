import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';

/**
 * The secrets routes' wire (`/api/admin/secrets`, issue 18 item 6): metadata only. A secret's
 * value goes in once and never comes back out over HTTP.
 */
export const SECRET_NAME_PATTERN = /^[A-Z][A-Z0-9_]{1,63}$/;
export const SECRET_SCOPE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

const name = z
  .string()
  .check(z.regex(SECRET_NAME_PATTERN, 'Use capital letters, digits and underscores, like GOOGLE_CSE_KEY.'));
const scope = z
  .string()
  .check(z.regex(SECRET_SCOPE_PATTERN, 'Use lower-case letters, digits and hyphens, like direct or search.'));

export const SecretMetadataSchema = z.object({
  name: z.string(),
  scope: z.string(),
  expiresAt: z.nullable(TimestampSchema),
  expired: z.boolean(),
  /** Which encryption key sealed it (a fingerprint, never the key). */
  keyId: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});

export const SecretListSchema = z.object({
  /** Whether SECRETS_KEY is set; without it nothing can be stored. */
  configured: z.boolean(),
  currentKeyId: z.nullable(z.string()),
  secrets: z.array(SecretMetadataSchema),
});

export const StoreSecretBodySchema = z.object({
  name,
  scope,
  value: z.string().check(z.minLength(1, 'Enter the secret.'), z.maxLength(8192)),
  expiresAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
});

/** The spec's secure-secret call (§7): a name and the scope 'direct'; the answer is metadata. */
export const SecureSecretBodySchema = z.object({ name, scope });
export const SecureSecretSchema = z.object({
  name: z.string(),
  scope: z.string(),
  expiresAt: z.nullable(TimestampSchema),
});

export const SecretNameParamsSchema = z.object({ name });

export const RotatedSecretsSchema = z.object({ rotated: z.number(), currentKeyId: z.string() });
