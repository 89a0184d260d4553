import * as z from 'zod/mini';
import { OPERATOR_QUEUE_PAGE } from '../constants';
import { EvidenceSchema, RemovalSchema, TakedownSchema, TimelineEventSchema } from '../requests/contract';
import { REMOVAL_STATUSES } from '../requests/status';
import { pageQuery } from '../wire';

/** The operator console's wire (`/api/admin/*`, admins only): the human queue, claims, status, evidence. */
export const OperatorQueueQuerySchema = z.object({
  status: z.optional(z.enum(REMOVAL_STATUSES)),
  method: z.optional(z.string().check(z.maxLength(40))),
  claimed: z._default(z.enum(['mine', 'unclaimed', 'any']), 'any'),
  /** Only pages the verification could not check after its retries. */
  needsCheck: z._default(z.enum(['true', 'false']), 'false'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...pageQuery(OPERATOR_QUEUE_PAGE),
});

const QueueItemSchema = z.object({
  removal: RemovalSchema,
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

export const StatusBodySchema = z.object({
  status: z.enum(REMOVAL_STATUSES),
  note: z.string().check(z.trim(), z.minLength(1, 'Add a note for the timeline'), z.maxLength(1000)),
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
