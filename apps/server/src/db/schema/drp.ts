import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { removalRequests } from './requests';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Businesses that take Data Rights Protocol requests (docs/drp.md): a route of the catalogue, found
 * by discovery on the site's own host, with the pair-wise token it gave our agent.
 */
export const drpBusinesses = pgTable('drp_businesses', {
  /** The site's host, as removal requests name it. */
  domain: text('domain').primaryKey(),
  businessId: text('business_id').notNull(),
  name: text('name'),
  apiBase: text('api_base').notNull(),
  actions: jsonb('actions').$type<string[]>().notNull(),
  verifications: jsonb('verifications').$type<string[]>().notNull(),
  /** The Bearer token of 2.05; null until the pair-wise set-up succeeded. */
  token: text('token'),
  tokenAt: ts('token_at'),
  discoveredAt: ts('discovered_at').notNull().defaultNow(),
});

/** One exercise request sent for one removal request, followed to a final state. */
export const drpRequests = pgTable(
  'drp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    exercise: text('exercise', { enum: ['deletion', 'sale:opt_out'] }).notNull(),
    /** The business's id for the request (3.03 request_id). */
    requestId: text('request_id').notNull(),
    /** The secret part of our status-callback address; it names this request and nothing else. */
    callbackToken: text('callback_token').notNull(),
    state: text('state').notNull(),
    reason: text('reason'),
    processingDetails: text('processing_details'),
    userVerificationUrl: text('user_verification_url'),
    expectedBy: ts('expected_by'),
    lastStatusAt: ts('last_status_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drp_requests_callback_idx').on(table.callbackToken),
    index('drp_requests_removal_idx').on(table.removalRequestId),
    index('drp_requests_state_idx').on(table.state),
  ],
);

/**
 * California's DROP (Delete Request and Opt-out Platform): the member files one request there
 * themselves; we record when, to run the brokers' 90-day clock (docs/drop.md).
 */
export const dropFilings = pgTable('drop_filings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  filedAt: ts('filed_at').notNull(),
  /** The reference DROP showed the member, if they copied it. */
  confirmation: text('confirmation'),
  recordedAt: ts('recorded_at').notNull().defaultNow(),
});
