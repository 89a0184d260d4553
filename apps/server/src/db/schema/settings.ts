import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values the app generates once and every process shares (the session signing secret, VAPID keys). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
