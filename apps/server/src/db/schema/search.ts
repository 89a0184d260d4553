import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { protectedProfiles } from './onboarding';

const SEARCH_TYPES = ['name', 'company', 'case', 'phone', 'email', 'address'] as const;

/** One scan's view of a result page, kept so the match decision can weigh every scan together. */
export type StoredObservation = {
  title: string;
  snippet: string;
  type: (typeof SEARCH_TYPES)[number];
  term: string;
  seenAt: string;
};
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/**
 * Whose scan or result it is (issue 17 part 2): a family or business profile; null is the member
 * themself, so the rows written before profiles existed need no backfill (decision 036).
 */
const profileId = () => uuid('profile_id').references(() => protectedProfiles.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every result a member's searches found, one row per member, profile and URL: a re-scan updates
 * the row (last seen, classification), never duplicates it (spec §3 "Search result", ARCHITECTURE
 * §6); the same page found for the member and for their spouse is two rows, two decisions.
 */
export const searchResults = pgTable(
  'search_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    profileId: profileId(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    snippet: text('snippet').notNull(),
    source: text('source').notNull(),
    sourceType: text('source_type').notNull(),
    searchTerm: text('search_term').notNull(),
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    category: text('category').notNull(),
    method: text('method'),
    siteName: text('site_name'),
    priority: boolean('priority').notNull().default(false),
    matchScore: smallint('match_score').notNull(),
    matchLabel: text('match_label', { enum: ['likely', 'possible', 'unlikely'] }).notNull(),
    matchReasons: jsonb('match_reasons').$type<string[]>().notNull().default([]),
    /**
     * What every scan that returned this URL showed (one per scan type and term, the latest): the
     * match decision is taken over all of them, so a later scan cannot undo what an earlier one
     * showed (issue 17, decision 015).
     */
    observations: jsonb('observations').$type<StoredObservation[]>().notNull().default([]),
    found: boolean('found').notNull(),
    processed: boolean('processed').notNull().default(false),
    ignored: boolean('ignored').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    /** The member's answer: 'me' or 'not_me'; "Not me" hides the result from alerts and counts. */
    feedback: text('feedback', { enum: ['me', 'not_me'] }),
    /** Set when a later scan for the same term and type no longer returned the URL. */
    goneAt: timestamp('gone_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('search_results_user_profile_url_key').on(table.userId, table.profileId, table.url).nullsNotDistinct(),
    index('search_results_user_term_idx').on(table.userId, table.searchType, table.searchTerm),
  ],
);

/** A result appearing, disappearing or reappearing between scans (ARCHITECTURE §6). */
export const searchResultEvents = pgTable(
  'search_result_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => searchResults.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['appeared', 'disappeared', 'reappeared'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('search_result_events_result_idx').on(table.resultId)],
);

/** One scan of one term and type: queued, then worked by the scan job (spec §4 "Search"). */
export const searchScans = pgTable(
  'search_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    profileId: profileId(),
    searchTerm: text('search_term').notNull(),
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    usedMockData: boolean('used_mock_data').notNull().default(false),
    /** The provider's failure when the scan fell back to simulated data or failed. */
    providerMessage: text('provider_message'),
    fromCache: boolean('from_cache').notNull().default(false),
    resultCount: integer('result_count').notNull().default(0),
    foundCount: integer('found_count').notNull().default(0),
    highCount: integer('high_count').notNull().default(0),
    /** Results of the scan that need the member's answer ("Is this you?", domain search/alerts.ts). */
    reviewCount: integer('review_count').notNull().default(0),
    requestsCreated: integer('requests_created').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('search_scans_user_created_idx').on(table.userId, table.createdAt)],
);

/** The last 50 searches per member (spec §3 "Search history item"). */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    searchTerm: text('search_term').notNull(),
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    resultCount: integer('result_count').notNull(),
    hasResults: boolean('has_results').notNull(),
    usedMockData: boolean('used_mock_data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('search_history_user_created_idx').on(table.userId, table.createdAt)],
);

/** Provider answers per member, term and type: fresh for 10 minutes, at most 50 per member (spec §9). */
export const searchCache = pgTable(
  'search_cache',
  {
    userId: userId(),
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    searchTerm: text('search_term').notNull(),
    provider: text('provider').notNull(),
    usedMockData: boolean('used_mock_data').notNull(),
    providerMessage: text('provider_message'),
    results: jsonb('results').$type<{ url: string; title: string; snippet: string }[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.searchType, table.searchTerm] })],
);

/** The member's search settings and what they told us to recognise them (match score). */
export const searchPreferences = pgTable('search_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  autoCreateRequests: boolean('auto_create_requests').notNull().default(false),
  middleName: text('middle_name'),
  birthYear: smallint('birth_year'),
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  relatives: jsonb('relatives').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The next free request slot per provider: every process takes slots from here (2 per second). */
export const searchProviderSlots = pgTable('search_provider_slots', {
  provider: text('provider').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true, precision: 3 }).notNull(),
});
