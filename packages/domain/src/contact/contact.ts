import { z } from 'zod';

export const CONTACT_TOPICS = [
  'General question',
  'Removal help',
  'Sealing or expungement',
  'Billing',
  'Privacy request',
] as const;

export const ContactInputSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name').max(200),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose a topic' }),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(5000, 'Please keep it under 5,000 characters'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const CONTACT_CONFIRMATION =
  'Thank you — your message has reached our support team. We answer within one business day.';
