import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { searchResults } from './search';

/** Spec §3 "Takedown request": one per finding, grouping one removal request per site or URL. */
export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'REQ-' plus up to 4 digits, unique per member. */
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'completed'] })
      .notNull()
      .default('pending'),
    type: text('type', { enum: ['google-removal', 'both', 'others'] })
      .notNull()
      .default('both'),
    searchTerm: text('search_term'),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    resultId: uuid('result_id').references(() => searchResults.id, { onDelete: 'set null' }),
    submittedDate: timestamp('submitted_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('takedown_requests_user_reference_idx').on(table.userId, table.reference),
    index('takedown_requests_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** One site or URL of a takedown request, worked through its method until a verdict. */
export const removalRequests = pgTable(
  'removal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takedownRequestId: uuid('takedown_request_id')
      .notNull()
      .references(() => takedownRequests.id, { onDelete: 'cascade' }),
    /** 'REM-' plus 6 digits. */
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    siteName: text('site_name'),
    /** web-form, email, search-then-form, google, court-order, … (site catalogue). */
    method: text('method').notNull(),
    status: text('status').notNull().default('not-started'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('removal_requests_user_reference_idx').on(table.userId, table.reference),
    index('removal_requests_takedown_idx').on(table.takedownRequestId),
  ],
);
