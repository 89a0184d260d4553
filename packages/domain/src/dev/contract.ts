import * as z from 'zod/mini';
import { MATCH_LABELS } from '../search/match';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TYPES } from '../search/query';
import { SEVERITIES } from '../search/severity';
import { TimestampSchema } from '../wire';

/**
 * The developer tools' wire (`/api/dev/*`, issue 18 item 3): operators only in production, anyone
 * in development (docs/dev-routes.md).
 */

/** Why the caller may use the developer pages: the app runs in development, or they are an operator. */
export const DevStatusSchema = z.object({
  environment: z.enum(['development', 'production', 'test']),
  access: z.enum(['development', 'operator']),
  nodeVersion: z.string(),
  searchProvider: z.string(),
  startedAt: TimestampSchema,
});

const ModuleSchema = z.object({
  name: z.string(),
  /** Which of the layout's files it has (decision 011): routes, service, repository, jobs. */
  parts: z.array(z.string()),
  /** Every other file of the module (scan, dispatch, …). */
  others: z.array(z.string()),
});

const OperationSchema = z.object({ method: z.string(), path: z.string() });

/** The feature map: the server's modules as they are on disk, and the API as registered. */
export const FeatureMapSchema = z.object({
  modules: z.array(ModuleSchema),
  api: z.array(z.object({ tag: z.string(), operations: z.array(OperationSchema) })),
  jobs: z.array(z.string()),
});
export type FeatureMap = z.infer<typeof FeatureMapSchema>;

/** The search provider's set-up: which settings are there (never their values), and the shared limit. */
export const SearchDiagnosticsSchema = z.object({
  provider: z.string(),
  configured: z.boolean(),
  /** The spec §5 validity rule (Google) or a plausible key (the others); the offline corpus needs none. */
  configuration: z.object({ valid: z.boolean(), rule: z.string() }),
  settings: z.array(z.object({ name: z.string(), isSet: z.boolean() })),
  rateLimit: z.object({
    requestsPerSecond: z.number(),
    retries: z.number(),
    /** The next free request slot all processes share; null before the provider's first request. */
    nextSlotAt: z.nullable(TimestampSchema),
    waitMs: z.number(),
  }),
});
export type SearchDiagnostics = z.infer<typeof SearchDiagnosticsSchema>;

const probeText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A raw query: the term as a scan would send it; with a person's facts, the match decision too. */
export const SearchProbeBodySchema = z.object({
  type: z.enum(SEARCH_TYPES),
  term: probeText(SEARCH_TERM_MAX_LENGTH),
  classify: z._default(z.boolean(), false),
  firstName: z.optional(probeText(100)),
  lastName: z.optional(probeText(100)),
  city: z.optional(probeText(100)),
  state: z.optional(probeText(50)),
});
export type SearchProbeBody = z.input<typeof SearchProbeBodySchema>;

const ProbeResultSchema = z.object({
  url: z.string(),
  title: z.string(),
  snippet: z.string(),
  classification: z.nullable(
    z.object({
      source: z.string(),
      severity: z.enum(SEVERITIES),
      category: z.string(),
      method: z.nullable(z.string()),
      siteName: z.nullable(z.string()),
      keywordCount: z.number(),
      priority: z.boolean(),
      found: z.boolean(),
      match: z.object({ label: z.enum(MATCH_LABELS), score: z.number(), reasons: z.array(z.string()) }),
    }),
  ),
});

export const SearchProbeSchema = z.object({
  provider: z.string(),
  query: z.string(),
  /** The wait the shared limit announced before the query, and the whole call (wait and retries included), in ms. */
  slotWaitMs: z.number(),
  totalMs: z.number(),
  classifyMs: z.nullable(z.number()),
  error: z.nullable(z.string()),
  results: z.array(ProbeResultSchema),
});
export type SearchProbe = z.infer<typeof SearchProbeSchema>;
