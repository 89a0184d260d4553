import { z } from 'zod';
import { REMOVAL_STATUSES, TAKEDOWN_STATUSES, TAKEDOWN_TYPES } from '@cleardocket/domain/requests/status';
import type { EventRow, EvidenceRow, RemovalRow, TakedownRow } from './repository';

export const RemovalSchema = z.object({
  id: z.string(),
  takedownRequestId: z.string(),
  reference: z.string(),
  url: z.string(),
  domain: z.string(),
  siteName: z.string().nullable(),
  category: z.string().nullable(),
  method: z.string(),
  status: z.enum(REMOVAL_STATUSES),
  optOutUrl: z.string().nullable(),
  optOutEmail: z.string().nullable(),
  submittedAt: z.date().nullable(),
  acknowledgeBy: z.date().nullable(),
  respondBy: z.date().nullable(),
  decidedAt: z.date().nullable(),
  authorisedAt: z.date().nullable(),
  emailSentAt: z.date().nullable(),
  lastCheckedAt: z.date().nullable(),
  createdAt: z.date(),
});

export const TakedownSchema = z.object({
  id: z.string(),
  reference: z.string(),
  url: z.string(),
  status: z.enum(TAKEDOWN_STATUSES),
  type: z.enum(TAKEDOWN_TYPES),
  searchTerm: z.string().nullable(),
  resultId: z.string().nullable(),
  submittedDate: z.date().nullable(),
  completedAt: z.date().nullable(),
  createdAt: z.date(),
  removals: z.array(RemovalSchema),
});

export const EventSchema = z.object({
  id: z.string(),
  removalRequestId: z.string(),
  actor: z.enum(['member', 'operator', 'system']),
  kind: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.date(),
});

export const EvidenceSchema = z.object({
  id: z.string(),
  removalRequestId: z.string(),
  kind: z.string(),
  outcome: z.string(),
  url: z.string(),
  httpStatus: z.number().nullable(),
  excerpt: z.string().nullable(),
  sha256: z.string().nullable(),
  detail: z.string().nullable(),
  fetchedAt: z.date(),
});

export function toRemoval(row: RemovalRow): z.infer<typeof RemovalSchema> {
  return {
    id: row.id,
    takedownRequestId: row.takedownRequestId,
    reference: row.reference,
    url: row.url,
    domain: row.domain,
    siteName: row.siteName,
    category: row.category,
    method: row.method,
    status: row.status as z.infer<typeof RemovalSchema>['status'],
    optOutUrl: row.optOutUrl,
    optOutEmail: row.optOutEmail,
    submittedAt: row.submittedAt,
    acknowledgeBy: row.acknowledgeBy,
    respondBy: row.respondBy,
    decidedAt: row.decidedAt,
    authorisedAt: row.authorisedAt,
    emailSentAt: row.emailSentAt,
    lastCheckedAt: row.lastCheckedAt,
    createdAt: row.createdAt,
  };
}

export function toTakedown(row: TakedownRow & { removals: RemovalRow[] }): z.infer<typeof TakedownSchema> {
  return {
    id: row.id,
    reference: row.reference,
    url: row.url,
    status: row.status,
    type: row.type,
    searchTerm: row.searchTerm,
    resultId: row.resultId,
    submittedDate: row.submittedDate,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
    removals: row.removals.map(toRemoval),
  };
}

export const toEvent = ({ id, removalRequestId, actor, kind, fromStatus, toStatus, note, createdAt }: EventRow) => ({
  id,
  removalRequestId,
  actor,
  kind,
  fromStatus,
  toStatus,
  note,
  createdAt,
});

/** Evidence as the member sees it: an excerpt of the snapshot, not the whole page. */
export const toEvidence = (row: EvidenceRow): z.infer<typeof EvidenceSchema> => ({
  id: row.id,
  removalRequestId: row.removalRequestId,
  kind: row.kind,
  outcome: row.outcome,
  url: row.url,
  httpStatus: row.httpStatus,
  excerpt: row.text ? row.text.slice(0, 600) : null,
  sha256: row.sha256,
  detail: row.detail,
  fetchedAt: row.fetchedAt,
});
