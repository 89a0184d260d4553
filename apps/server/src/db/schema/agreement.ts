import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Signatures of the service agreement (issue 16 step 5): which version, the SHA-256 of the exact
 * text signed, the name typed, the boxes ticked, when and from where, and the signed PDF (a blob,
 * by its SHA-256). A new version of the agreement means a new row; old rows stay as the record.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** SHA-256 (hex) of the UTF-8 of agreementText(version), as printed in the PDF. */
    textSha256: text('text_sha256').notNull(),
    typedName: text('typed_name').notNull(),
    /** The consent boxes' ids, each ticked. */
    consents: jsonb('consents').$type<string[]>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed PDF in the blob store. */
    pdfSha256: text('pdf_sha256').notNull(),
    pdfSize: integer('pdf_size').notNull(),
  },
  (table) => [index('agreement_signatures_user_idx').on(table.userId, table.signedAt)],
);
