import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@cleardocket/domain/membership/entitlements';
import { users } from './identity';
import { removalRequests } from './requests';

export type InvoiceStatus = 'paid' | 'open' | 'failed' | 'void';

/** A card as the member sees it; `token` is the provider's payment-method id, never a card number. */
export type StoredPaymentMethod = { brand: string; last4: string; expMonth: number; expYear: number; token: string };

/**
 * One subscription per member (issue 16): the plan, its state (trialing, active, past_due, paused,
 * canceled), the paid period, and what the member scheduled for its end. A new member's row is a
 * trial (decision 020).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id'),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    provider: text('provider').notNull().default('sandbox'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pauseAtPeriodEnd: boolean('pause_at_period_end').notNull().default(false),
    premiumLinks: integer('premium_links').notNull().default(0),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    paymentMethod: jsonb('payment_method').$type<StoredPaymentMethod>(),
    /** Failed renewal attempts in a row, and when the next one is due (dunning). */
    dunningAttempts: integer('dunning_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    /** The creation time of the newest provider event applied: an older event arriving later is ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_idx').on(table.providerSubscriptionId),
    index('subscriptions_period_end_idx').on(table.currentPeriodEnd),
  ],
);

/** Invoices and receipts: one per charge attempt, amounts in integer cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_user_number_idx').on(table.userId, table.number),
    uniqueIndex('invoices_provider_invoice_idx').on(table.providerInvoiceId),
    index('invoices_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A purchase on its way: a sandbox card payment waiting for authentication, or a Stripe Checkout
 * Session waiting for its webhook. Completing it twice does nothing the second time.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status').notNull(),
    paymentMethod: jsonb('payment_method').$type<StoredPaymentMethod>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('checkouts_provider_session_idx').on(table.providerSessionId),
    index('checkouts_user_idx').on(table.userId),
  ],
);

/** Provider events already applied, by their id: a replayed webhook is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A removal worked under the premium terms (issue 16): one of the links the member bought, its
 * start and the end of its 45-day guarantee; its state follows from the removal's verdict.
 */
export const premiumLinks = pgTable(
  'premium_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    guaranteeEndsAt: timestamp('guarantee_ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('premium_links_removal_idx').on(table.removalRequestId),
    index('premium_links_user_idx').on(table.userId),
  ],
);
