import * as z from 'zod/mini';
import { ERROR_CATEGORIES, ERROR_SEVERITIES } from '../errors/catalogue';

/** The error-report route's wire (`POST /api/error-reports`): what the web's error boundaries send. */
const text = (max: number) => z.string().check(z.maxLength(max));

export const ErrorReportInputSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  category: z.enum(ERROR_CATEGORIES),
  severity: z.enum(ERROR_SEVERITIES),
  errorCode: z.optional(text(100)),
  path: z.optional(text(500)),
  context: z.optional(
    z
      .record(text(100), z.union([text(500), z.number(), z.boolean(), z.null()]))
      .check(z.refine((value) => Object.keys(value).length <= 20, 'at most 20 context entries')),
  ),
});
export type ErrorReportInput = z.infer<typeof ErrorReportInputSchema>;

export const ErrorReportReceiptSchema = z.object({ id: z.uuid() });
