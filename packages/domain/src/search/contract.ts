import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { TimestampSchema } from '../wire';
import { MATCH_LABELS } from './match';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TYPES } from './query';
import { SEVERITIES } from './severity';

/** The search routes' wire (`/api/search/*`, issue 4 "API"): scans, results, history, settings. */
const text = z.string().check(z.maxLength(SEARCH_TERM_MAX_LENGTH + 50));

/**
 * What a scan is asked for: a term, or a first and last name (query.ts `SearchInput`), for one of
 * the member's profiles (the member themself when none is given).
 */
export const ScanBodySchema = z.object({
  profileId: z.optional(z.uuid()),
  type: z.enum(SEARCH_TYPES),
  term: z.optional(text),
  firstName: z.optional(text),
  lastName: z.optional(text),
});

export const ProviderSchema = z.object({ provider: z.string(), configured: z.boolean(), simulated: z.boolean() });

export const ScanSchema = z.object({
  id: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  provider: z.string(),
  usedMockData: z.boolean(),
  providerMessage: z.nullable(z.string()),
  fromCache: z.boolean(),
  resultCount: z.number(),
  foundCount: z.number(),
  highCount: z.number(),
  /** Results that need the member's answer ("Is this you?"): never "nothing found" while there are some. */
  reviewCount: z.number(),
  requestsCreated: z.number(),
  error: z.nullable(z.string()),
  createdAt: TimestampSchema,
  finishedAt: z.nullable(TimestampSchema),
});
export type Scan = z.infer<typeof ScanSchema>;
export const ScanResponseSchema = z.object({ scan: ScanSchema });

export const SearchResultSchema = z.object({
  id: z.string(),
  /** Whose result it is: a family or business profile; null is the member themself (issue 17). */
  profileId: z.nullable(z.string()),
  url: z.string(),
  title: z.string(),
  snippet: z.string(),
  source: z.string(),
  sourceType: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  severity: z.enum(SEVERITIES),
  category: z.string(),
  siteName: z.nullable(z.string()),
  method: z.nullable(z.string()),
  priority: z.boolean(),
  match: z.object({ score: z.number(), label: z.enum(MATCH_LABELS), reasons: z.array(z.string()) }),
  found: z.boolean(),
  status: z.enum(['unprocessed', 'processed']),
  processed: z.boolean(),
  ignored: z.boolean(),
  saved: z.boolean(),
  feedback: z.nullable(z.enum(['me', 'not_me'])),
  firstSeenAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  goneAt: z.nullable(TimestampSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultResponseSchema = z.object({ result: SearchResultSchema });

/** The result list's status filters (`?status=`); without one, the list is the current results. */
const RESULT_STATUSES = ['alerts', 'review', 'unprocessed', 'processed', 'ignored', 'saved', 'gone', 'not_me'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const ResultQuerySchema = z.object({
  type: z.optional(z.enum(SEARCH_TYPES)),
  term: z.optional(z.string().check(z.maxLength(SEARCH_TERM_MAX_LENGTH))),
  severity: z.optional(z.enum(SEVERITIES)),
  category: z.optional(z.string().check(z.maxLength(40))),
  status: z.optional(z.enum(RESULT_STATUSES)),
  match: z.optional(z.enum(MATCH_LABELS)),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
        message: `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
      }),
    ),
    DEFAULT_PAGE_SIZE,
  ),
});

export const ResultPageSchema = z.object({
  results: z.array(SearchResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ResultPage = z.infer<typeof ResultPageSchema>;

export const SavedBodySchema = z.object({ saved: z.boolean() });
export const FeedbackBodySchema = z.object({ feedback: z.nullable(z.enum(['me', 'not_me'])) });

/** How many results are alerts (`count`) and how many await the member's answer (`review`): domain search/alerts.ts. */
export const AlertCountSchema = z.object({ count: z.number(), review: z.number() });

const HistoryItemSchema = z.object({
  id: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  timestamp: TimestampSchema,
  resultCount: z.number(),
  hasResults: z.boolean(),
  usedMockData: z.boolean(),
});
export const HistorySchema = z.object({ history: z.array(HistoryItemSchema) });

export const RecentSearchesSchema = z.object({
  recent: z.array(z.object({ term: z.string(), type: z.enum(SEARCH_TYPES) })),
});

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

/** The member's matching facts and auto-request switch; PATCH takes any part of it. */
export const SearchSettingsSchema = z.object({
  autoCreateRequests: z.boolean(),
  middleName: z.nullable(z.string().check(z.maxLength(60))),
  birthYear: z.nullable(z.number().check(z.int(), z.minimum(1900), z.maximum(new Date().getUTCFullYear()))),
  aliases: z.array(name).check(z.maxLength(10)),
  relatives: z.array(name).check(z.maxLength(20)),
});
export type SearchSettings = z.infer<typeof SearchSettingsSchema>;
export const SearchSettingsBodySchema = z.partial(SearchSettingsSchema);
export type SearchSettingsBody = z.infer<typeof SearchSettingsBodySchema>;
