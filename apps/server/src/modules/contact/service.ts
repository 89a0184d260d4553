import { BRAND } from '@cleardocket/domain/brand';
import type { ContactInput } from '@cleardocket/domain/contact/contact';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/contact';
import { retentionTask } from '../../jobs/housekeeping';
import { insertContactMessage } from './repository';
import type { MailTransport } from '../../providers/messaging/transports';

const CONTACT_RETENTION_DAYS = 180;

/**
 * Stores the message and tells the support team. A filled honeypot gets the same answer and
 * nothing else, so a bot learns nothing.
 */
export async function submitContactMessage(
  db: Db,
  mail: MailTransport,
  input: ContactInput,
): Promise<{ stored: boolean }> {
  if (input.website && input.website.trim() !== '') return { stored: false };
  const id = await insertContactMessage(db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
  });
  await mail.send({
    to: BRAND.emails.support,
    subject: `Contact form: ${input.topic}`,
    text: [`From: ${input.name} <${input.email}>`, `Topic: ${input.topic}`, `Reference: ${id}`, '', input.message].join(
      '\n',
    ),
  });
  return { stored: true };
}

export const contactHousekeeping = retentionTask(
  'contact-messages',
  contactMessages,
  contactMessages.createdAt,
  CONTACT_RETENTION_DAYS,
);
