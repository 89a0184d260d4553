import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { TimestampSchema } from '../wire';
import { MATCH_LABELS } from './match';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TYPES } from './query';
import { SEVERITIES } from './severity';

/** The search routes' wire (`/api/search/*`, issue 4 "API"): scans, results, history, settings. */
const text = z.string().max(SEARCH_TERM_MAX_LENGTH + 50);

/** What a scan is asked for: a term, or a first and last name (query.ts `SearchInput`). */
export const ScanBodySchema = z.object({
  type: z.enum(SEARCH_TYPES),
  term: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
});

export const ProviderSchema = z.object({ provider: z.string(), configured: z.boolean(), simulated: z.boolean() });
export type Provider = z.infer<typeof ProviderSchema>;

export const ScanSchema = z.object({
  id: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  provider: z.string(),
  usedMockData: z.boolean(),
  providerMessage: z.string().nullable(),
  fromCache: z.boolean(),
  resultCount: z.number(),
  foundCount: z.number(),
  highCount: z.number(),
  requestsCreated: z.number(),
  error: z.string().nullable(),
  createdAt: TimestampSchema,
  finishedAt: z.nullable(TimestampSchema),
});
export type Scan = z.infer<typeof ScanSchema>;
export const ScanResponseSchema = z.object({ scan: ScanSchema });

export const SearchResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  snippet: z.string(),
  source: z.string(),
  sourceType: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  severity: z.enum(SEVERITIES),
  category: z.string(),
  siteName: z.string().nullable(),
  method: z.string().nullable(),
  priority: z.boolean(),
  match: z.object({ score: z.number(), label: z.enum(MATCH_LABELS), reasons: z.array(z.string()) }),
  found: z.boolean(),
  status: z.enum(['unprocessed', 'processed']),
  processed: z.boolean(),
  ignored: z.boolean(),
  saved: z.boolean(),
  feedback: z.enum(['me', 'not_me']).nullable(),
  firstSeenAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  goneAt: z.nullable(TimestampSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
export const SearchResultResponseSchema = z.object({ result: SearchResultSchema });

/** The result list's status filters (`?status=`); without one, the list is the current results. */
export const RESULT_STATUSES = ['alerts', 'unprocessed', 'processed', 'ignored', 'saved', 'gone', 'not_me'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const ResultQuerySchema = z.object({
  type: z.enum(SEARCH_TYPES).optional(),
  term: z.string().max(SEARCH_TERM_MAX_LENGTH).optional(),
  severity: z.enum(SEVERITIES).optional(),
  category: z.string().max(40).optional(),
  status: z.enum(RESULT_STATUSES).optional(),
  match: z.enum(MATCH_LABELS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      message: `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});

export const ResultPageSchema = z.object({
  results: z.array(SearchResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ResultPage = z.infer<typeof ResultPageSchema>;

export const SavedBodySchema = z.object({ saved: z.boolean() });
export const FeedbackBodySchema = z.object({ feedback: z.enum(['me', 'not_me']).nullable() });

export const AlertCountSchema = z.object({ count: z.number() });

export const HistoryItemSchema = z.object({
  id: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  timestamp: TimestampSchema,
  resultCount: z.number(),
  hasResults: z.boolean(),
  usedMockData: z.boolean(),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;
export const HistorySchema = z.object({ history: z.array(HistoryItemSchema) });

export const RecentSearchesSchema = z.object({
  recent: z.array(z.object({ term: z.string(), type: z.enum(SEARCH_TYPES) })),
});

/** The member's matching facts and auto-request switch; PATCH takes any part of it. */
export const SearchSettingsSchema = z.object({
  autoCreateRequests: z.boolean(),
  middleName: z.string().max(60).nullable(),
  birthYear: z.number().int().min(1900).max(new Date().getUTCFullYear()).nullable(),
  aliases: z.array(z.string().trim().min(1).max(120)).max(10),
  relatives: z.array(z.string().trim().min(1).max(120)).max(20),
});
export type SearchSettings = z.infer<typeof SearchSettingsSchema>;
export const SearchSettingsBodySchema = SearchSettingsSchema.partial();
export type SearchSettingsBody = z.infer<typeof SearchSettingsBodySchema>;
