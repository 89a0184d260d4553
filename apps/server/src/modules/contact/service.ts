import { BRAND } from '@cleardocket/domain/brand';
import type { ContactInput } from '@cleardocket/domain/contact/contact';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema/contact';
import { retentionTask } from '../../jobs/housekeeping';
import type { InboxMessage } from '@cleardocket/domain/contact/contract';
import { AppError } from '../../lib/app-error';
import { renderEmail } from '../../lib/email/render-email';
import { recordAdminAction } from '../audit/service';
import { findInboxMessage, insertContactMessage, pageInbox, setHandled } from './repository';
import type { InboxFilter, InboxRow } from './repository';
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
  const rendered = await renderEmail({
    preview: `${input.topic}, from ${input.name}`,
    heading: `Contact form: ${input.topic}`,
    blocks: [
      {
        kind: 'facts',
        items: [
          { label: 'From', value: `${input.name} <${input.email}>` },
          { label: 'Topic', value: input.topic },
          { label: 'Reference', value: id },
        ],
      },
      { kind: 'paragraph', text: input.message },
    ],
    footer: { reason: `Sent by the contact form of the ${BRAND.name} website.` },
  });
  await mail.send({ to: BRAND.emails.support, subject: `Contact form: ${input.topic}`, ...rendered });
  return { stored: true };
}

export const contactHousekeeping = retentionTask(
  'contact-messages',
  contactMessages,
  contactMessages.createdAt,
  CONTACT_RETENTION_DAYS,
);

/* ---------- the operator console's inbox (issue 20, admins only) ---------- */

function toInboxMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledAt ? (row.handledBy ?? row.handledByEmail) : null,
  };
}

export async function listInbox(db: Db, filter: InboxFilter) {
  const { rows, total } = await pageInbox(db, filter);
  return { messages: rows.map(toInboxMessage), total, page: filter.page, pageSize: filter.pageSize };
}

/** Marks a message handled (or open again); both are written to the operator audit log. */
export async function markInboxMessage(db: Db, adminId: string, id: string, handled: boolean): Promise<InboxMessage> {
  const found = await findInboxMessage(db, id);
  if (!found) throw new AppError('not_found', 'Message not found', 404);
  if ((found.handledAt !== null) === handled) return toInboxMessage(found);
  await setHandled(db, id, handled ? adminId : null);
  await recordAdminAction(db, {
    adminId,
    memberId: null,
    action: handled ? 'inbox-handled' : 'inbox-reopened',
    details: { contactMessageId: id, topic: found.topic },
  });
  const updated = await findInboxMessage(db, id);
  if (!updated) throw new AppError('not_found', 'Message not found', 404);
  return toInboxMessage(updated);
}
