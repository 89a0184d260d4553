import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { protectedProfiles } from './onboarding';

/**
 * The consent behind a family member's or business's profile (issue 32 item 4), as the product can
 * verify it: the adult (or the business) confirms by a link sent to their own email (`email-link`),
 * or the member attests a role that lets them act without it (a parent of a minor, a guardian, a
 * power of attorney, a business's owner or officer) and an operator can review it (`attestation`).
 * A profile is scanned only while its latest consent is `confirmed` or `attested`.
 */
export const profileConsents = pgTable(
  'profile_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => protectedProfiles.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email-link', 'attestation'] }).notNull(),
    /** The attested role; null for an email link. */
    role: text('role', { enum: ['parent-of-minor', 'guardian', 'power-of-attorney', 'business-officer'] }),
    /** The address the confirmation link went to (the person's own). */
    email: text('email'),
    /** SHA-256 of the link's token; cleared once used. */
    tokenHash: text('token_hash'),
    /** The words the member attested, stored as shown. */
    statement: text('statement'),
    status: text('status', { enum: ['pending', 'confirmed', 'attested', 'rejected'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profile_consents_profile_idx').on(table.profileId, table.createdAt),
    index('profile_consents_user_idx').on(table.userId),
    index('profile_consents_token_idx').on(table.tokenHash),
  ],
);
