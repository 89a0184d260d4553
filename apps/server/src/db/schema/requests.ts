import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Identifiers } from '@cleardocket/domain/requests/identifiers';
import { users } from './identity';
import { searchResults } from './search';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Spec §3 "Takedown request": one per finding, grouping one removal request per site or URL. */
export const takedownRequests = pgTable(
  'takedown_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'REQ-' plus up to 4 digits, unique per member. */
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'completed'] })
      .notNull()
      .default('pending'),
    type: text('type', { enum: ['google-removal', 'both', 'others'] })
      .notNull()
      .default('both'),
    searchTerm: text('search_term'),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    resultId: uuid('result_id').references(() => searchResults.id, { onDelete: 'set null' }),
    submittedDate: timestamp('submitted_date', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('takedown_requests_user_reference_idx').on(table.userId, table.reference),
    // The member's list, newest first (created_at desc, id desc): a page is read off the index in
    // order instead of sorting all of a member's requests for each page (bench/load.ts).
    index('takedown_requests_user_created_id_idx').on(table.userId, table.createdAt, table.id),
  ],
);

/** One site or URL of a takedown request, worked through its method until a verdict. */
export const removalRequests = pgTable(
  'removal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takedownRequestId: uuid('takedown_request_id')
      .notNull()
      .references(() => takedownRequests.id, { onDelete: 'cascade' }),
    /** 'REM-' plus 6 digits. */
    reference: text('reference').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    siteName: text('site_name'),
    /** web-form, email, search-then-form, google, court-order, … (site catalogue). */
    method: text('method').notNull(),
    status: text('status').notNull().default('not-started'),
    /** The site's catalogue category, opt-out page and address, copied when the request is made. */
    category: text('category'),
    optOutUrl: text('opt_out_url'),
    optOutEmail: text('opt_out_email'),
    /** Google removals only: which of Google's routes (domain requests/google.ts). */
    googleRoute: text('google_route', {
      enum: ['personal-information', 'exploitative-removal', 'outdated-content', 'court-order'],
    }),
    submittedAt: ts('submitted_at'),
    acknowledgedAt: ts('acknowledged_at'),
    decidedAt: ts('decided_at'),
    /** Legal clocks (domain deadlines.ts), set when the request is submitted. */
    acknowledgeBy: ts('acknowledge_by'),
    respondBy: ts('respond_by'),
    extended: boolean('extended').notNull().default(false),
    /** The member's explicit authorisation of the emailed letter, and the letter itself. */
    authorisedAt: ts('authorised_at'),
    letterSubject: text('letter_subject'),
    letterBody: text('letter_body'),
    emailSentAt: ts('email_sent_at'),
    /** A run sending the letter through a mail server holds it until then (decision 133). */
    letterSendingUntil: ts('letter_sending_until'),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: ts('claimed_at'),
    lastCheckedAt: ts('last_checked_at'),
    /** Could-not-check answers in a row, the next try (backoff) and why the last one failed. */
    checkFailures: integer('check_failures').notNull().default(0),
    nextCheckAt: ts('next_check_at'),
    checkProblem: text('check_problem'),
    /** Set when the retries ran out: the operator console shows the request until a check succeeds. */
    operatorCheckAt: ts('operator_check_at'),
    /** A removed listing found again on its re-list check, and the request filed for it then. */
    relistedAt: ts('relisted_at'),
    relistedFromId: uuid('relisted_from_id').references((): AnyPgColumn => removalRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('removal_requests_user_reference_idx').on(table.userId, table.reference),
    index('removal_requests_takedown_idx').on(table.takedownRequestId),
    index('removal_requests_status_idx').on(table.status),
  ],
);

/** Every change of a removal request: who, when, from what to what, and why (the timeline). */
export const removalEvents = pgTable(
  'removal_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ['member', 'operator', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('removal_events_removal_idx').on(table.removalRequestId, table.createdAt)],
);

/** A page snapshot: text, its SHA-256 and time; before (at creation) and after (verification). */
export const removalEvidence = pgTable(
  'removal_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    /** operator-upload: a screenshot or letter from the site; business-answer: a DRP status as sent (decision 061). */
    kind: text('kind', {
      enum: ['snapshot', 'verification', 'operator-note', 'operator-upload', 'business-answer'],
    }).notNull(),
    /** snapshot: captured | could-not-check; verification: removed | still-listed | could-not-check. */
    outcome: text('outcome', { enum: ['captured', 'removed', 'still-listed', 'could-not-check', 'noted'] }).notNull(),
    /** Why: the verdict's reason code (gone-status, challenge, redirected-home, …). */
    reason: text('reason'),
    url: text('url').notNull(),
    /** Where the page ended after redirects, as the browser saw it. */
    finalUrl: text('final_url'),
    httpStatus: integer('http_status'),
    /** The page's visible text; `sha256` is its hash, and the same bytes are in the blob store. */
    text: text('text'),
    sha256: text('sha256'),
    /** The PNG screenshot in the blob store, and when it was taken. */
    screenshotSha256: text('screenshot_sha256'),
    screenshotAt: ts('screenshot_at'),
    /** On a snapshot: the member's names and details the page showed (what a verification looks for). */
    identifiers: jsonb('identifiers').$type<Identifiers>(),
    detail: text('detail'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('removal_evidence_removal_idx').on(table.removalRequestId, table.fetchedAt),
    index('removal_evidence_sha256_idx').on(table.sha256),
    index('removal_evidence_screenshot_idx').on(table.screenshotSha256),
  ],
);

/** What operators did, on whose request (issue 5 "every operator action in an audit log"). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member whose request (or account) it was; null for an action on no member's row (an inbox message). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id').references(() => removalRequests.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_audit_created_idx').on(table.createdAt),
    index('operator_audit_admin_idx').on(table.adminId, table.createdAt),
  ],
);

/**
 * Notes operators keep on a removal, for each other: never shown or sent to the member (no
 * member route reads this table); the member's data export lists them as operator notes
 * (docs/decisions/025).
 */
export const operatorNotes = pgTable(
  'operator_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member whose request it is (export and deletion find the notes by it). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_notes_removal_idx').on(table.removalRequestId, table.createdAt)],
);
