import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Secrets stored encrypted at rest (issue 18 item 6; docs/api-keys.md "Secrets"): AES-256-GCM under
 * SECRETS_KEY, sealed as `iv.tag.ciphertext` (base64url) with the fingerprint of the key that
 * sealed it, so a rotation knows what to re-seal.
 */
export const secrets = pgTable('secrets', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  scope: text('scope').notNull(),
  sealed: text('sealed').notNull(),
  keyId: text('key_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
