import * as z from 'zod/mini';
import { DASHBOARD_SEVERITY_RANGE, MEMBER_REQUESTS_PAGE } from '../constants';
import { TimestampSchema, pageQuery, wholeNumber } from '../wire';
import { GOOGLE_ROUTES } from './google';
import { REMOVAL_STATUSES, TAKEDOWN_STATUSES, TAKEDOWN_TYPES } from './status';

/**
 * The requests routes' wire (`/api/requests*`, `/api/dashboard/metrics`, issue 5 "API"), and the
 * shapes the operator console shares (operator/contract.ts).
 */
export const RemovalStatusSchema = z.enum(REMOVAL_STATUSES);

export const RemovalSchema = z.object({
  id: z.string(),
  takedownRequestId: z.string(),
  reference: z.string(),
  url: z.string(),
  domain: z.string(),
  siteName: z.nullable(z.string()),
  category: z.nullable(z.string()),
  method: z.string(),
  status: RemovalStatusSchema,
  optOutUrl: z.nullable(z.string()),
  optOutEmail: z.nullable(z.string()),
  /** Google removals: which of Google's routes (google.ts); null for a site's own removal. */
  googleRoute: z.nullable(z.enum(GOOGLE_ROUTES)),
  submittedAt: z.nullable(TimestampSchema),
  acknowledgeBy: z.nullable(TimestampSchema),
  respondBy: z.nullable(TimestampSchema),
  decidedAt: z.nullable(TimestampSchema),
  authorisedAt: z.nullable(TimestampSchema),
  emailSentAt: z.nullable(TimestampSchema),
  lastCheckedAt: z.nullable(TimestampSchema),
  /** The last check could not see the page (why), when the next try is, and whether a person now has it. */
  checkProblem: z.nullable(z.string()),
  nextCheckAt: z.nullable(TimestampSchema),
  operatorCheckAt: z.nullable(TimestampSchema),
  /** Found again after removal (this request's re-filing is `relistedFromId` on the new one). */
  relistedAt: z.nullable(TimestampSchema),
  relistedFromId: z.nullable(z.string()),
  createdAt: TimestampSchema,
});
export type Removal = z.infer<typeof RemovalSchema>;
export const RemovalResponseSchema = z.object({ removal: RemovalSchema });

export const TakedownSchema = z.object({
  id: z.string(),
  reference: z.string(),
  url: z.string(),
  /** The page's title from the search result the request came from, when known (lists show it). */
  title: z.nullable(z.string()),
  status: z.enum(TAKEDOWN_STATUSES),
  type: z.enum(TAKEDOWN_TYPES),
  searchTerm: z.nullable(z.string()),
  resultId: z.nullable(z.string()),
  submittedDate: z.nullable(TimestampSchema),
  completedAt: z.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  removals: z.array(RemovalSchema),
});
/** The requests one call created. */
export const CreatedTakedownsSchema = z.object({ requests: z.array(TakedownSchema) });
/** A page of the member's requests with the total, so a member with many sees that there are more. */
export const TakedownListSchema = z.object({
  requests: z.array(TakedownSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** One entry of a removal request's timeline. */
export const TimelineEventSchema = z.object({
  id: z.string(),
  removalRequestId: z.string(),
  actor: z.enum(['member', 'operator', 'system']),
  kind: z.string(),
  fromStatus: z.nullable(z.string()),
  toStatus: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: TimestampSchema,
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** Evidence as the member sees it: an excerpt of the text (the whole of it and the PNG by their routes). */
export const EvidenceSchema = z.object({
  id: z.string(),
  removalRequestId: z.string(),
  kind: z.string(),
  outcome: z.string(),
  /** The verdict's reason code (gone-status, challenge, redirected-home, …). */
  reason: z.nullable(z.string()),
  url: z.string(),
  finalUrl: z.nullable(z.string()),
  httpStatus: z.nullable(z.number()),
  excerpt: z.nullable(z.string()),
  /** SHA-256 of the page text (GET /api/requests/evidence/:id/text). */
  sha256: z.nullable(z.string()),
  /** SHA-256 of the PNG (GET /api/requests/evidence/:id/screenshot) and when it was taken. */
  screenshotSha256: z.nullable(z.string()),
  screenshotAt: z.nullable(TimestampSchema),
  detail: z.nullable(z.string()),
  fetchedAt: TimestampSchema,
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** Where a letter goes (contact-route.ts): the removal address, or the site's own route from the catalogue. */
const ContactRouteSchema = z.object({
  email: z.nullable(z.string()),
  formUrl: z.nullable(z.string()),
  guidance: z.nullable(z.string()),
  sources: z.array(z.string()),
});

/**
 * A removal's letter as it will be (or was) sent: emailed by the product ('email'), or sent by our
 * team through the site's own contact route ('team': a court order to a site with no removal
 * address), with where it goes.
 */
const LetterSchema = z.object({
  removalId: z.string(),
  subject: z.string(),
  body: z.string(),
  sentBy: z.enum(['email', 'team']),
  sendTo: ContactRouteSchema,
  /** The court order the letter goes with (a request an order opened), for the operator's download. */
  orderDocumentId: z.nullable(z.string()),
});
export type Letter = z.infer<typeof LetterSchema>;

export const RequestDetailSchema = z.object({
  request: TakedownSchema,
  events: z.array(TimelineEventSchema),
  evidence: z.array(EvidenceSchema),
  letters: z.array(LetterSchema),
});
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

export const CreateRequestsBodySchema = z.object({
  resultIds: z.array(z.uuid()).check(z.maxLength(100)),
  type: z._default(z.enum(TAKEDOWN_TYPES), 'both'),
});
/** A status filter ('in-progress' as the web's URLs write it), and the page wanted. */
export const RequestListQuerySchema = z.object({
  status: z.optional(
    z.pipe(
      z.enum(['pending', 'in_progress', 'in-progress', 'completed']),
      z.transform((status) => (status === 'in-progress' ? 'in_progress' : status)),
    ),
  ),
  ...pageQuery(MEMBER_REQUESTS_PAGE),
});
export const AutomatedRemovalsBodySchema = z.object({
  websites: z.array(z.string().check(z.minLength(1), z.maxLength(253))).check(z.maxLength(50)),
});
/** The references of the removal requests queued for the runner. */
export const QueuedRemovalsSchema = z.object({ queued: z.array(z.string()) });
/** Limits of a letter the member edits before its first send (the subject is one mail header line). */
export const LETTER_LIMITS = { subjectMax: 200, bodyMin: 40, bodyMax: 10_000 } as const;
/** Authorising a letter, optionally as the member edited it. */
export const AuthoriseBodySchema = z.object({
  subject: z.optional(z.string().check(z.minLength(5), z.maxLength(LETTER_LIMITS.subjectMax), z.regex(/^[^\r\n]*$/))),
  body: z.optional(z.string().check(z.minLength(LETTER_LIMITS.bodyMin), z.maxLength(LETTER_LIMITS.bodyMax))),
});
export const SubmittedBodySchema = z.object({ note: z.optional(z.string().check(z.maxLength(500))) });
export const VerifyQueuedSchema = z.object({ queued: z.boolean() });

const severity = wholeNumber(1, 10);
/** Dates PostgreSQL and the dashboard can both use (issue 13: far-future dates ended as 500s). */
const MetricsDate = z.coerce
  .date()
  .check(
    z.minimum(new Date('1970-01-01T00:00:00Z'), 'Pick a date after 1970.'),
    z.maximum(new Date('2200-01-01T00:00:00Z'), 'Pick a date before 2200.'),
  );

/** Filters of the dashboard's metrics; lists are comma-separated. */
export const MetricsQuerySchema = z.object({
  from: z.optional(MetricsDate),
  to: z.optional(MetricsDate),
  statuses: z.optional(z.string().check(z.maxLength(100))),
  caseTypes: z.optional(z.string().check(z.maxLength(300))),
  severityMin: z._default(severity, DASHBOARD_SEVERITY_RANGE.min),
  severityMax: z._default(severity, DASHBOARD_SEVERITY_RANGE.max),
});

const DashboardMetricsSchema = z.object({
  totalCases: z.number(),
  activeRequests: z.number(),
  completedRequests: z.number(),
  /** Removed ÷ removals with a final verdict, as a whole percent; null (no data yet) when none has one. */
  successRate: z.nullable(z.number()),
  /** Mean days from creation to completion of completed requests, one decimal; null when none. */
  avgProcessingTime: z.nullable(z.number()),
  pendingAlerts: z.number(),
  /** High- or medium-severity results that may be the member's and await their answer (search/alerts.ts). */
  needsReview: z.number(),
  /** Each null until there is something to compute it from (decision 019). */
  statistics: z.object({
    contentRemovalProgress: z.nullable(z.number()),
    positiveContentProgress: z.nullable(z.number()),
    searchVisibility: z.nullable(z.number()),
  }),
});
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>;

const ChartUnitSchema = z.enum(['day', 'week', 'month']);
const count = z.number().check(z.int(), z.minimum(0));

/** The overview's charts (requests/charts.ts): empty lists when there is nothing to draw. */
const OverviewChartsSchema = z.object({
  findingsBySeverity: z.object({
    unit: ChartUnitSchema,
    points: z.array(z.object({ start: TimestampSchema, low: count, medium: count, high: count })),
  }),
  requestsByVerdict: z.array(z.object({ status: RemovalStatusSchema, count })),
  removalProgress: z.object({
    unit: ChartUnitSchema,
    points: z.array(z.object({ start: TimestampSchema, requested: count, completed: count })),
  }),
});
export type OverviewChartsWire = z.infer<typeof OverviewChartsSchema>;

export const MetricsResponseSchema = z.object({
  metrics: DashboardMetricsSchema,
  charts: OverviewChartsSchema,
  range: z.object({ from: TimestampSchema, to: TimestampSchema }),
  lastUpdated: TimestampSchema,
});

/** The public figures (rule: results.ts): per kind of site, and over every request. */
const ResultFiguresSchema = z.object({
  group: z.string(),
  label: z.string(),
  decided: z.number(),
  removed: z.number(),
  rate: z.nullable(z.number()),
  medianDaysToRemoval: z.nullable(z.number()),
});
export const PublicResultsSchema = z.object({
  overall: ResultFiguresSchema,
  groups: z.array(ResultFiguresSchema),
  /** The fewest verdicts a group needs before its rate and median are shown. */
  minDecided: z.number(),
  computedAt: TimestampSchema,
});
export type PublicResults = z.infer<typeof PublicResultsSchema>;
