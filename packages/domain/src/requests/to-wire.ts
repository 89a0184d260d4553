import type * as z from 'zod/mini';
import { RemovalStatusSchema } from './contract';
import type { EvidenceSchema, RemovalSchema, TakedownSchema, TimelineEventSchema } from './contract';

/**
 * Stored rows → the requests contract's shapes. The server's rows carry more (owners, letters,
 * page text, claims); these pick what the member and the operator console see. Types are
 * structural, so the domain needs nothing of the server's database.
 */
type RemovalWire = z.input<typeof RemovalSchema>;
type StoredRemoval = Omit<RemovalWire, 'status'> & { status: string };

export function toRemoval(row: StoredRemoval): RemovalWire {
  return {
    id: row.id,
    takedownRequestId: row.takedownRequestId,
    reference: row.reference,
    url: row.url,
    domain: row.domain,
    siteName: row.siteName,
    category: row.category,
    method: row.method,
    // Stored as text: checked here rather than cast, so an unknown status fails loudly.
    status: RemovalStatusSchema.parse(row.status),
    optOutUrl: row.optOutUrl,
    optOutEmail: row.optOutEmail,
    googleRoute: row.googleRoute,
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

type StoredTakedown = Omit<z.input<typeof TakedownSchema>, 'removals' | 'title'> & {
  title?: string | null;
  removals: StoredRemoval[];
};

export function toTakedown(row: StoredTakedown): z.input<typeof TakedownSchema> {
  return {
    id: row.id,
    reference: row.reference,
    url: row.url,
    title: row.title?.trim() || null,
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

type TimelineEventWire = z.input<typeof TimelineEventSchema>;

export const toEvent = ({
  id,
  removalRequestId,
  actor,
  kind,
  fromStatus,
  toStatus,
  note,
  createdAt,
}: TimelineEventWire): TimelineEventWire => ({
  id,
  removalRequestId,
  actor,
  kind,
  fromStatus,
  toStatus,
  note,
  createdAt,
});

type EvidenceWire = z.input<typeof EvidenceSchema>;
type StoredEvidence = Omit<EvidenceWire, 'excerpt'> & { text: string | null };

/** Evidence as the member sees it: an excerpt of the text (the whole of it and the PNG by their routes). */
export const toEvidence = (row: StoredEvidence): EvidenceWire => ({
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
