import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A member's data export made by a job (issue 33 item 5): JSON or a ZIP of CSVs,
 * with its progress (tables done of the total) while it runs and the file once ready (decision 053). Deleted
 * with the account, and by housekeeping a day after it was asked for.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'json' or 'zip'. */
    format: text('format').notNull(),
    /** 'queued', 'running', 'ready' or 'failed'. */
    status: text('status').notNull().default('queued'),
    tablesDone: integer('tables_done').notNull().default(0),
    tablesTotal: integer('tables_total').notNull(),
    file: bytea('file'),
    byteSize: integer('byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('account_exports_user_id_idx').on(table.userId, table.createdAt)],
);
