import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Fixed-window counters for rate limits, shared by every process (ARCHITECTURE §1). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_at_idx').on(table.expiresAt)],
);

/**
 * Errors the web app reports (the spec's error-reporting service, kept here: ARCHITECTURE §8).
 * No user id: a report must never become a way to tie personal data to a crash.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    errorCode: text('error_code'),
    path: text('path'),
    context: jsonb('context').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_created_at_idx').on(table.createdAt)],
);
