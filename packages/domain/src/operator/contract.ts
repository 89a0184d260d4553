import * as z from 'zod/mini';
import { OPERATOR_QUEUE_PAGE } from '../constants';
import { EvidenceSchema, RemovalSchema, TakedownSchema, TimelineEventSchema } from '../requests/contract';
import { REMOVAL_STATUSES } from '../requests/status';
import { TimestampSchema, pageQuery } from '../wire';
import { QUEUE_SORTS } from './queue';

/** The operator console's wire (`/api/admin/*`, admins only): the human queue, claims, status, evidence. */
export const OperatorQueueQuerySchema = z.object({
  status: z.optional(z.enum(REMOVAL_STATUSES)),
  method: z.optional(z.string().check(z.maxLength(40))),
  claimed: z._default(z.enum(['mine', 'unclaimed', 'any']), 'any'),
  /** Only pages the verification could not check after its retries. */
  needsCheck: z._default(z.enum(['true', 'false']), 'false'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Soonest deadline first (requests with none last), oldest or newest first. */
  sort: z._default(z.enum(QUEUE_SORTS), 'deadline'),
  ...pageQuery(OPERATOR_QUEUE_PAGE),
});

/** The longest internal note, and the limit's words (the web's form says the same). */
const OPERATOR_NOTE_MAX = 2000;
const NOTE_TOO_LONG = 'Keep the note to 2,000 characters or fewer';

/** A note operators keep on a removal: never in anything the member is sent or shown (decision 025). */
const OperatorNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The operator who wrote it; null once their account is gone. */
  authorName: z.nullable(z.string()),
  createdAt: TimestampSchema,
});
export type OperatorNote = z.infer<typeof OperatorNoteSchema>;

export const NoteBodySchema = z.object({
  text: z
    .string()
    .check(z.trim(), z.minLength(1, 'Write the note first'), z.maxLength(OPERATOR_NOTE_MAX, NOTE_TOO_LONG)),
});
export const NoteResponseSchema = z.object({ note: OperatorNoteSchema });

const QueueItemSchema = z.object({
  removal: RemovalSchema,
  /** The date the site owes an answer by (domain operator/queue.ts), and whether it has passed. */
  deadline: z.nullable(TimestampSchema),
  overdue: z.boolean(),
  /** Internal notes, oldest first: operators only. */
  notes: z.array(OperatorNoteSchema),
  claimedByMe: z.boolean(),
  claimed: z.boolean(),
  memberId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  takedownReference: z.string(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  queue: z.array(QueueItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const statusNote = z.string().check(z.trim(), z.minLength(1, 'Add a note for the timeline'), z.maxLength(1000));
export const StatusBodySchema = z.object({ status: z.enum(REMOVAL_STATUSES), note: statusNote });

/** The most removals one bulk action takes (a queue page is at most this many). */
const BULK_MAX = 100;
const bulkIds = z
  .array(z.uuid())
  .check(z.minLength(1, 'Choose at least one request'), z.maxLength(BULK_MAX, 'Choose at most 100 requests at once'));

/** One action on many removals: each is done exactly as the single action would be. */
export const BulkBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('claim'), ids: bulkIds }),
  z.object({ action: z.literal('status'), ids: bulkIds, status: z.enum(REMOVAL_STATUSES), note: statusNote }),
]);
export type BulkBody = z.infer<typeof BulkBodySchema>;

/** Per removal: done, or refused with the reason in words (the rest still went ahead). */
export const BulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      reference: z.nullable(z.string()),
      outcome: z.enum(['done', 'refused']),
      reason: z.nullable(z.string()),
    }),
  ),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** The console's figures (rule: domain operator/queue.ts); a site with nothing decided has rate null. */
export const QueueMetricsSchema = z.object({
  openByAge: z.object({ underSevenDays: z.number(), sevenToThirtyDays: z.number(), overThirtyDays: z.number() }),
  overdue: z.number(),
  sites: z.array(
    z.object({
      domain: z.string(),
      siteName: z.nullable(z.string()),
      removed: z.number(),
      decided: z.number(),
      rate: z.nullable(z.number()),
      medianDaysToRemoval: z.nullable(z.number()),
    }),
  ),
});
export const EvidenceBodySchema = z.object({
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  url: z.optional(z.url()),
});
export const EvidenceResponseSchema = z.object({ evidence: EvidenceSchema });

/** A member's requests and their timelines, as an operator reads them (audited). */
export const MemberHistorySchema = z.object({
  requests: z.array(TakedownSchema),
  events: z.array(TimelineEventSchema),
});
