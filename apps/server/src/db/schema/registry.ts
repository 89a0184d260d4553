import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The route each registry broker's request page offers (issue 30 item 5), as the classifier read it
 * from the page: stored per registry edition and entry, refreshed by the `registry-route-refresh`
 * job. No row means "not yet classified"; nothing here is written by hand.
 */
export const registryRoutes = pgTable(
  'registry_routes',
  {
    edition: text('edition').notNull(),
    brokerId: integer('broker_id').notNull(),
    route: text('route').notNull(),
    reason: text('reason').notNull(),
    /** The page that was classified, after redirects. */
    pageUrl: text('page_url').notNull(),
    classifiedAt: timestamp('classified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.edition, table.brokerId] })],
);
