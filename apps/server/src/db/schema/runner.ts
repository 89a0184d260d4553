import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { removalRequests } from './requests';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The member's authorisation to act as their agent for opt-outs (issue 14 §1): the exact text and
 * its version, when and from where it was given, and when it was revoked. At most one is active.
 */
export const agentAuthorisations = pgTable(
  'agent_authorisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    mode: text('mode', { enum: ['file-for-me', 'ask-each-time'] }).notNull(),
    humanSteps: text('human_steps', { enum: ['member', 'operator'] }).notNull(),
    textVersion: integer('text_version').notNull(),
    text: text('text').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    grantedAt: ts('granted_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (table) => [
    uniqueIndex('agent_authorisations_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** The member's private agent address (`m-<random>@AGENT_MAIL_DOMAIN`), given to brokers. */
export const agentAddresses = pgTable('agent_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  localPart: text('local_part').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One filing of one removal request by its playbook. */
export const runnerRuns = pgTable(
  'runner_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    playbookDomain: text('playbook_domain').notNull(),
    playbookVersion: integer('playbook_version').notNull(),
    state: text('state').notNull().default('queued'),
    /** The next step to run (0-based). */
    stepIndex: integer('step_index').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** The milestone reached so far: the site accepted the form (submitted), then confirmed it. */
    reached: text('reached', { enum: ['submitted', 'confirmed'] }),
    /** The last page, cookies and local storage, kept while the run waits (deleted when it ends). */
    browserState: jsonb('browser_state').$type<{ url: string | null; storage: unknown } | null>(),
    waitUntil: ts('wait_until'),
    /**
     * The last step that can send something to the site (a click, an emailed link) begun in the
     * current part of the run, and when: a worker that dies after it may have sent the form, so a
     * takeover checks it before running the form again (decision 040 addendum). Cleared when the
     * part ends (parked, finished, failed) or the site's confirmation text is seen.
     */
    actingStep: integer('acting_step'),
    actingSince: ts('acting_since'),
    failure: text('failure'),
    failedStep: integer('failed_step'),
    /**
     * The route the request took, in the member's words (issue 30 item 7): "sent through the
     * site’s privacy portal (OneTrust)", "sent through the Data Rights Protocol, …"; null before.
     */
    route: text('route'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('runner_runs_removal_idx').on(table.removalRequestId),
    index('runner_runs_user_state_idx').on(table.userId, table.state),
    index('runner_runs_state_idx').on(table.state),
  ],
);

/** Every step of a run as it happened, with its screenshot (SHA-256 of the PNG in the store). */
export const runnerSteps = pgTable(
  'runner_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runnerRuns.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: ['ok', 'skipped', 'waiting', 'failed', 'cancelled'] }).notNull(),
    detail: text('detail'),
    url: text('url'),
    screenshotSha256: text('screenshot_sha256'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull().defaultNow(),
  },
  (table) => [index('runner_steps_run_idx').on(table.runId, table.finishedAt)],
);

/** Something a person does for a run: approve it, solve a CAPTCHA, look at a failure. */
export const runnerTasks = pgTable(
  'runner_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    runId: uuid('run_id')
      .notNull()
      .references(() => runnerRuns.id, { onDelete: 'cascade' }),
    removalRequestId: uuid('removal_request_id')
      .notNull()
      .references(() => removalRequests.id, { onDelete: 'cascade' }),
    assignee: text('assignee', { enum: ['member', 'operator'] }).notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['open', 'done', 'cancelled'] })
      .notNull()
      .default('open'),
    instructions: text('instructions').notNull(),
    pageUrl: text('page_url'),
    stepIndex: integer('step_index'),
    screenshotSha256: text('screenshot_sha256'),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('runner_tasks_user_idx').on(table.userId, table.status),
    index('runner_tasks_assignee_idx').on(table.assignee, table.status, table.createdAt),
  ],
);

/** Mail received at an agent address, kept only while its request needs it (`expires_at`). */
export const inboundMail = pgTable(
  'inbound_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    runId: uuid('run_id').references(() => runnerRuns.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    usedAt: ts('used_at'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (table) => [
    index('inbound_mail_user_idx').on(table.userId, table.receivedAt),
    index('inbound_mail_expires_idx').on(table.expiresAt),
  ],
);
