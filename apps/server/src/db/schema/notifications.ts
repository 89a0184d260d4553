import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** One row per notification; the in-app list reads these (spec §3 "Notification"). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['info', 'success', 'warning', 'error'] }).notNull(),
    link: text('link'),
    /** False when the member turned in-app off for the category: delivered elsewhere only. */
    isInApp: boolean('is_in_app').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx').on(table.userId, table.isRead),
  ],
);

/** A member's channels per category (spec §3 "Notification preference"). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
    sms: boolean('sms').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] })],
);

/**
 * One row per notification and outside channel: the job that sends it claims the row, so a
 * retried or restarted job never sends twice what was already sent.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * An email or SMS being sent by a worker until then (issue 31): the send happens after this is
     * committed, outside any transaction, and no other run sends the delivery while it holds.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** A push delivery's subscriptions already sent to: a retry sends only to the others (issue 32). */
    pushedTo: jsonb('pushed_to').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_user_idx').on(table.userId),
  ],
);

/** A browser's Web Push subscription (one per endpoint), for the push channel. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
