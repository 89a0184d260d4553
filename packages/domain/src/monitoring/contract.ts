import * as z from 'zod/mini';
import { SEARCH_TYPES } from '../search/query';
import { TimestampSchema } from '../wire';

/** One search of a re-scan: the type, the term and which variant of the profile's name it is. */
const QuerySchema = z.object({
  type: z.enum(SEARCH_TYPES),
  term: z.string(),
  variant: z.enum(['name', 'middle', 'nickname', 'city']),
});

/** `GET /api/monitoring`: the plan's cadence and, per profile, its queries and its last and next re-scan. */
export const MonitoringStatusSchema = z.object({
  /** Days between re-scans; null when the member's plan has no monitoring. */
  everyDays: z.nullable(z.number()),
  profiles: z.array(
    z.object({
      profileId: z.string(),
      /** Who the profile is for, as the profiles page names it ("You", "Jane Doe (mother)", a company). */
      label: z.string(),
      queries: z.array(QuerySchema),
      lastRunAt: z.nullable(TimestampSchema),
      nextRunAt: z.nullable(TimestampSchema),
    }),
  ),
});

export type MonitoringStatus = z.infer<typeof MonitoringStatusSchema>;

/** `POST /api/monitoring/profiles/:id/rescan`: the re-scan started on demand. */
export const RescanResponseSchema = z.object({
  run: z.object({
    id: z.string(),
    profileId: z.string(),
    reason: z.enum(['schedule', 'demand']),
    queries: z.array(QuerySchema),
    scanIds: z.array(z.string()),
    createdAt: TimestampSchema,
  }),
});

/** `GET /api/monitoring/reports`: the member's monthly reports, newest month first. */
export const ReportListSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      /** `YYYY-MM` (UTC calendar month). */
      month: z.string(),
      createdAt: TimestampSchema,
      emailedAt: z.nullable(TimestampSchema),
      pdfSize: z.number(),
      newFindings: z.number(),
      removed: z.number(),
      relisted: z.number(),
      /** The email's lines: the month's figures in words. */
      summary: z.array(z.string()),
    }),
  ),
});
export type ReportList = z.infer<typeof ReportListSchema>;

/**
 * `POST /api/monitoring/test/reports` (only when NODE_ENV=test): builds the signed-in member's
 * report of one month now, as the monthly job would, so the browser tests can show a report.
 */
export const TestReportBodySchema = z.object({
  /** `YYYY-MM`, a UTC calendar month of this century. */
  month: z.string().check(z.regex(/^20\d{2}-(?:0[1-9]|1[0-2])$/, 'A month is written YYYY-MM, from 2000-01')),
});
