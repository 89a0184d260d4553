import { z } from 'zod';
import { TimestampSchema } from '../wire';

/** The outbox route's wire (`GET /api/outbox`): email and SMS stored instead of sent. */
export const OutboxQuerySchema = z.object({
  recipient: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: TimestampSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxSchema = z.object({ messages: z.array(OutboxMessageSchema) });
