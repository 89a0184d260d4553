import { z } from 'zod';
import { OPERATOR_QUEUE_PAGE } from '../constants';
import { EvidenceSchema, RemovalSchema, TakedownSchema, TimelineEventSchema } from '../requests/contract';
import { REMOVAL_STATUSES } from '../requests/status';

/** The operator console's wire (`/api/admin/*`, admins only): the human queue, claims, status, evidence. */
export const OperatorQueueQuerySchema = z.object({
  status: z.enum(REMOVAL_STATUSES).optional(),
  method: z.string().max(40).optional(),
  claimed: z.enum(['mine', 'unclaimed', 'any']).default('any'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPERATOR_QUEUE_PAGE.maxSize).default(OPERATOR_QUEUE_PAGE.size),
});

export const QueueItemSchema = z.object({
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
export type QueuePage = z.infer<typeof QueuePageSchema>;

export const StatusBodySchema = z.object({
  status: z.enum(REMOVAL_STATUSES),
  note: z.string().trim().min(1, 'Add a note for the timeline').max(1000),
});
export const EvidenceBodySchema = z.object({ note: z.string().trim().min(1).max(2000), url: z.url().optional() });
export const EvidenceResponseSchema = z.object({ evidence: EvidenceSchema });

/** A member's requests and their timelines, as an operator reads them (audited). */
export const MemberHistorySchema = z.object({
  requests: z.array(TakedownSchema),
  events: z.array(TimelineEventSchema),
});
export type MemberHistory = z.infer<typeof MemberHistorySchema>;

export const OperatorRequestQuerySchema = z.object({ memberId: z.uuid() });
export const OperatorRequestDetailSchema = z.object({
  request: TakedownSchema,
  events: z.array(TimelineEventSchema),
  evidence: z.array(EvidenceSchema),
});
