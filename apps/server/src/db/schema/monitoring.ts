import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QueryVariant } from '@cleardocket/domain/monitoring/plan';
import type { MonthlySummary } from '@cleardocket/domain/monitoring/report';
import { users } from './identity';
import { protectedProfiles } from './onboarding';

/**
 * One monitoring re-scan of a profile (issue 17 part 4): on the plan's cadence or on demand, the
 * query variants it searched and the scans it started. A profile's latest run says when it is due.
 */
export const monitoringRuns = pgTable(
  'monitoring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => protectedProfiles.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['schedule', 'demand'] }).notNull(),
    /** The searches made: `{ type, term, variant }` each. */
    queries: jsonb('queries').$type<QueryVariant[]>().notNull(),
    scanIds: jsonb('scan_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('monitoring_runs_profile_created_idx').on(table.profileId, table.createdAt)],
);

/**
 * A member's monthly report (issue 17 part 5): the month's figures as the PDF and email show them,
 * the PDF as a blob (by SHA-256), and when the summary email was queued.
 */
export const monthlyReports = pgTable(
  'monthly_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`, the calendar month (UTC) the report covers. */
    month: text('month').notNull(),
    summary: jsonb('summary').$type<MonthlySummary>().notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('monthly_reports_user_month_idx').on(table.userId, table.month)],
);
