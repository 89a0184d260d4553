import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A free assessment's lead (issue 16 step 1, decision 022): a visitor's name, email and consent,
 * their answers and one teaser scan. No user: it belongs to whoever holds its token (only the
 * token's SHA-256 is kept). Deleted when it expires, or once it became a member's first scan.
 */
export const assessmentLeads = pgTable(
  'assessment_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    city: text('city'),
    state: text('state'),
    caseNumber: text('case_number'),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    answers: jsonb('answers').$type<{ kinds: string[]; outcome: string; places: string[]; state: string }>().notNull(),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The address the consent came from (evidence of consent; deleted with the lead). */
    consentIp: text('consent_ip').notNull(),
    /** `unverified` until the visitor enters the code sent to the email: nothing is searched before (issue 32 item 4). */
    status: text('status', { enum: ['unverified', 'queued', 'running', 'done', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    usedMockData: boolean('used_mock_data').notNull().default(false),
    /** The account that signed up with this lead's token and email; the findings move once it is verified. */
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('assessment_leads_expires_idx').on(table.expiresAt),
    index('assessment_leads_claimed_idx').on(table.claimedBy),
  ],
);

/** What a lead's scan found, classified with the lead's facts; tied to the lead, never to a user. */
export const assessmentLeadResults = pgTable(
  'assessment_lead_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => assessmentLeads.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    snippet: text('snippet').notNull(),
    source: text('source').notNull(),
    searchTerm: text('search_term').notNull(),
    searchType: text('search_type', { enum: ['name', 'case'] }).notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    category: text('category').notNull(),
    method: text('method'),
    siteName: text('site_name'),
    priority: boolean('priority').notNull().default(false),
    matchScore: smallint('match_score').notNull(),
    matchLabel: text('match_label', { enum: ['likely', 'possible', 'unlikely'] }).notNull(),
    matchReasons: jsonb('match_reasons').$type<string[]>().notNull().default([]),
    found: boolean('found').notNull(),
  },
  (table) => [index('assessment_lead_results_lead_idx').on(table.leadId)],
);
