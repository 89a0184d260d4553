import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The outbox: every email and SMS the product sends when no real transport is configured
 * (ARCHITECTURE §8). Development and admin users read it to finish sign-up locally.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /**
     * The member a message to someone else is about (an attorney's referral, a removal letter to a
     * site, a consent request): it goes when the member's account is deleted (issue 32).
     */
    aboutUserId: uuid('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient),
    index('outbox_messages_created_at_idx').on(table.createdAt),
    index('outbox_messages_about_user_idx').on(table.aboutUserId),
  ],
);
