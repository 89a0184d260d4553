import { z } from 'zod';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '@cleardocket/domain/constants';
import { MATCH_LABELS } from '@cleardocket/domain/search/match';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TYPES } from '@cleardocket/domain/search/query';
import { SEVERITIES } from '@cleardocket/domain/search/severity';
import { RESULT_STATUSES } from './repository';
import type { ResultRow, ScanRow } from './repository';

const text = z.string().max(SEARCH_TERM_MAX_LENGTH + 50);

export const ScanInput = z.object({
  type: z.enum(SEARCH_TYPES),
  term: text.optional(),
  firstName: text.optional(),
  lastName: text.optional(),
});

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
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
});

export const ResultSchema = z.object({
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
  firstSeenAt: z.date(),
  lastSeenAt: z.date(),
  goneAt: z.date().nullable(),
});

export const ResultQuery = z.object({
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

export const ResultPage = z.object({
  results: z.array(ResultSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const SettingsSchema = z.object({
  autoCreateRequests: z.boolean(),
  middleName: z.string().max(60).nullable(),
  birthYear: z.number().int().min(1900).max(new Date().getUTCFullYear()).nullable(),
  aliases: z.array(z.string().trim().min(1).max(120)).max(10),
  relatives: z.array(z.string().trim().min(1).max(120)).max(20),
});

export const HistoryItem = z.object({
  id: z.string(),
  searchTerm: z.string(),
  searchType: z.enum(SEARCH_TYPES),
  timestamp: z.date(),
  resultCount: z.number(),
  hasResults: z.boolean(),
  usedMockData: z.boolean(),
});

export function toScan(row: ScanRow): z.infer<typeof ScanSchema> {
  const { userId: _userId, startedAt: _startedAt, ...scan } = row;
  return scan;
}

export function toResult(row: ResultRow): z.infer<typeof ResultSchema> {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    snippet: row.snippet,
    source: row.source,
    sourceType: row.sourceType,
    searchTerm: row.searchTerm,
    searchType: row.searchType,
    severity: row.severity,
    category: row.category,
    siteName: row.siteName,
    method: row.method,
    priority: row.priority,
    match: { score: row.matchScore, label: row.matchLabel, reasons: row.matchReasons },
    found: row.found,
    status: row.processed ? 'processed' : 'unprocessed',
    processed: row.processed,
    ignored: row.ignored,
    saved: row.saved,
    feedback: row.feedback,
    firstSeenAt: row.firstSeenAt,
    lastSeenAt: row.lastSeenAt,
    goneAt: row.goneAt,
  };
}
