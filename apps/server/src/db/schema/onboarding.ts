import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProfileFacts } from '@cleardocket/domain/protected-profiles/facts';
import type { FamilyRelation, ProfileKind } from '@cleardocket/domain/protected-profiles/profiles';
import { users } from './identity';

/**
 * The people and businesses a member acts for (issue 16's relationship step; issue 17 adds their
 * facts): the member themself, a family member with the consent the member gave, or a business.
 */
export const protectedProfiles = pgTable(
  'protected_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProfileKind>().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    relation: text('relation').$type<FamilyRelation>(),
    /** The consent text the member agreed to for a family member, and when. */
    consentText: text('consent_text'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * What the member told us about them (issue 17 part 1, domain protected-profiles/facts.ts); read
     * through `factsOf`, so a fact added later needs no backfill. For "myself", the account and the
     * search settings hold the rest.
     */
    facts: jsonb('facts').$type<Partial<ProfileFacts>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('protected_profiles_user_idx').on(table.userId)],
);

/** Where a member is in the onboarding funnel: what they chose; the rest is read from the source. */
export const onboardingProgress = pgTable('onboarding_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileId: uuid('profile_id').references(() => protectedProfiles.id, { onDelete: 'set null' }),
  planId: text('plan_id'),
  /** `trial`: chose to start with the free trial and pay later ('paid' is read from the subscription). */
  paymentChoice: text('payment_choice').$type<'trial'>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
