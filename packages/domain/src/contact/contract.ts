import * as z from 'zod/mini';
import { CONSOLE_PAGE } from '../constants';
import { TimestampSchema, pageQuery } from '../wire';

/** The contact route's wire (`POST /api/contact`); the body is the form's `ContactInputSchema` (contact.ts). */
export const ContactReceiptSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** The operator console's inbox (`/api/admin/inbox*`, admins only): contact messages, newest first. */
export const InboxQuerySchema = z.object({
  state: z._default(z.enum(['open', 'handled', 'all']), 'open'),
  ...pageQuery(CONSOLE_PAGE),
});

const InboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
  handledAt: z.nullable(TimestampSchema),
  /** The operator who marked it handled (null when open, or their account is gone). */
  handledBy: z.nullable(z.string()),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxPageSchema = z.object({
  messages: z.array(InboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const InboxMessageResponseSchema = z.object({ message: InboxMessageSchema });
