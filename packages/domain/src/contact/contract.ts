import * as z from 'zod/mini';

/** The contact route's wire (`POST /api/contact`); the body is the form's `ContactInputSchema` (contact.ts). */
export const ContactReceiptSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
