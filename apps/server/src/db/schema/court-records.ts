import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EligibilityAnswers, EligibilityOutcome } from '@cleardocket/domain/court-records/contract';
import { users } from './identity';
import { protectedProfiles } from './onboarding';
import { searchResults } from './search';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A court case of the member's (or of a business they act for), issue 15: its number, caption and
 * court, the last eligibility check, and (court_case_findings) every page where it appears online.
 */
export const courtCases = pgTable(
  'court_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    protectedProfileId: uuid('protected_profile_id').references(() => protectedProfiles.id, { onDelete: 'set null' }),
    caseNumber: text('case_number').notNull(),
    /** Letters and digits of the number in lower case (domain caseNumberKey): one row per case. */
    caseKey: text('case_key').notNull(),
    caption: text('caption').notNull(),
    court: text('court').notNull(),
    state: text('state').notNull(),
    caseType: text('case_type', { enum: ['criminal', 'eviction', 'civil'] }).notNull(),
    eligibilityInput: jsonb('eligibility_input').$type<EligibilityAnswers>(),
    eligibilityResult: jsonb('eligibility_result').$type<EligibilityOutcome>(),
    checkedAt: ts('checked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('court_cases_user_key_idx').on(table.userId, table.caseKey)],
);

/** A finding (search result) linked to a case: by its case number, or by the member. */
export const courtCaseFindings = pgTable(
  'court_case_findings',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => courtCases.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => searchResults.id, { onDelete: 'cascade' }),
    userId: userId(),
    linkedBy: text('linked_by', { enum: ['case-number', 'member'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.resultId] })],
);

/** The partner attorneys' directory, kept by operators. */
export const partnerAttorneys = pgTable('partner_attorneys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  firm: text('firm'),
  email: text('email').notNull(),
  phone: text('phone'),
  states: jsonb('states').$type<string[]>().notNull(),
  practiceAreas: jsonb('practice_areas').$type<string[]>().notNull(),
  fees: text('fees').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  capacity: integer('capacity').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A member's case referred to an attorney with their consent (text, version and time kept). */
export const attorneyReferrals = pgTable(
  'attorney_referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => courtCases.id, { onDelete: 'cascade' }),
    attorneyId: uuid('attorney_id')
      .notNull()
      .references(() => partnerAttorneys.id, { onDelete: 'restrict' }),
    status: text('status', {
      enum: ['sent', 'contacted', 'consultation', 'petition_filed', 'granted', 'denied'],
    }).notNull(),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentedAt: ts('consented_at').notNull(),
    consentIp: text('consent_ip'),
    /** When the member withdrew the attorney's links: every link of the referral is refused since. */
    linkRevokedAt: ts('link_revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('attorney_referrals_user_idx').on(table.userId),
    index('attorney_referrals_attorney_idx').on(table.attorneyId),
  ],
);

/** Each use of an attorney's signed link (issue 32): what was done, when and from which address. */
export const attorneyLinkUses = pgTable(
  'attorney_link_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => attorneyReferrals.id, { onDelete: 'cascade' }),
    attorneyId: uuid('attorney_id').notNull(),
    /** 'read', 'status' or 'order'. */
    action: text('action', { enum: ['read', 'status', 'order'] }).notNull(),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (table) => [index('attorney_link_uses_referral_idx').on(table.referralId, table.at)],
);

/** Every step of a referral: who set it (member, operator, attorney) and their note. */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => attorneyReferrals.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['sent', 'contacted', 'consultation', 'petition_filed', 'granted', 'denied'],
    }).notNull(),
    actor: text('actor', { enum: ['member', 'operator', 'attorney'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('referral_events_referral_idx').on(table.referralId, table.createdAt)],
);

/**
 * A case's files in the blob store (by SHA-256): the petition packet the product writes and the
 * court's order uploaded by the member or the attorney (with the order's kind and date).
 */
export const courtDocuments = pgTable(
  'court_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => courtCases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['petition_packet', 'order'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by', { enum: ['member', 'attorney', 'system'] }).notNull(),
    referralId: uuid('referral_id').references(() => attorneyReferrals.id, { onDelete: 'set null' }),
    orderKind: text('order_kind', { enum: ['sealing', 'expungement', 'dismissal'] }),
    orderedOn: text('ordered_on'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('court_documents_case_idx').on(table.caseId, table.createdAt)],
);
