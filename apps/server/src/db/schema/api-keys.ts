import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Members' API keys (issue 18 item 4; docs/api-keys.md). The key itself is never stored: only its
 * SHA-256 (the key is 256 random bits, so a fast hash is enough: decision 031) and its first
 * characters to tell keys apart. The activity columns coalesce uses into one log entry per window.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' or 'write'. */
    scope: text('scope').notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: text('key_hash').notNull(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    useCount: integer('use_count').notNull().default(0),
    /** The user_activity row counting this window's uses, and when the window began. */
    activityId: uuid('activity_id'),
    activityWindowStart: timestamp('activity_window_start', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_idx').on(table.keyHash),
    index('api_keys_user_id_idx').on(table.userId, table.createdAt),
  ],
);
