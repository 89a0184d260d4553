import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';

/** The outbox route's wire (`GET /api/outbox`): email and SMS stored instead of sent. */
export const OutboxQuerySchema = z.object({
  recipient: z.optional(z.string().check(z.maxLength(254))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});

const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: TimestampSchema,
});

export const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) });
