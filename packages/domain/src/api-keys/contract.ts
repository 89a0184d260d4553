import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_NAME_MESSAGES, API_KEY_SCOPES } from './rules';

/** The API keys routes' wire (`/api/api-keys`, issue 18 item 4). */
export const CreateApiKeyBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, API_KEY_NAME_MESSAGES.required),
      z.maxLength(API_KEY_NAME_MAX_LENGTH, API_KEY_NAME_MESSAGES.tooLong),
    ),
  scope: z.enum(API_KEY_SCOPES),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;

const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, to tell keys apart; never the key. */
  hint: z.string(),
  createdAt: TimestampSchema,
  lastUsedAt: z.nullable(TimestampSchema),
  revokedAt: z.nullable(TimestampSchema),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });

/** The one answer that carries the key itself: shown once, never stored in clear. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });

export const RevokedApiKeySchema = z.object({ key: ApiKeySchema });
