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
  /** The last check could not see the page (why), when the next try is, and whether a person now has it. */
  checkProblem: z.string().nullable(),
  nextCheckAt: z.date().nullable(),
  operatorCheckAt: z.date().nullable(),
  /** Found again after removal (this request's re-filing is `relistedFromId` on the new one). */
  relistedAt: z.date().nullable(),
  relistedFromId: z.string().nullable(),
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
  /** The verdict's reason code (gone-status, challenge, redirected-home, …). */
  reason: z.string().nullable(),
  url: z.string(),
  finalUrl: z.string().nullable(),
  httpStatus: z.number().nullable(),
  excerpt: z.string().nullable(),
  /** SHA-256 of the page text (GET /api/requests/evidence/:id/text) and when it was read. */
  sha256: z.string().nullable(),
  /** SHA-256 of the PNG (GET /api/requests/evidence/:id/screenshot) and when it was taken. */
  screenshotSha256: z.string().nullable(),
  screenshotAt: z.date().nullable(),
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
    checkProblem: row.checkProblem,
    nextCheckAt: row.nextCheckAt,
    operatorCheckAt: row.operatorCheckAt,
    relistedAt: row.relistedAt,
    relistedFromId: row.relistedFromId,
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

/** Evidence as the member sees it: an excerpt of the text (the whole of it and the PNG by their routes). */
export const toEvidence = (row: EvidenceRow): z.infer<typeof EvidenceSchema> => ({
  id: row.id,
  removalRequestId: row.removalRequestId,
  kind: row.kind,
  outcome: row.outcome,
  reason: row.reason,
  url: row.url,
  finalUrl: row.finalUrl,
  httpStatus: row.httpStatus,
  excerpt: row.text ? row.text.slice(0, 1500) : null,
  sha256: row.sha256,
  screenshotSha256: row.screenshotSha256,
  screenshotAt: row.screenshotAt,
  detail: row.detail,
  fetchedAt: row.fetchedAt,
});
