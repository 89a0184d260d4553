import { z } from 'zod';
import { ERROR_CATEGORIES, ERROR_SEVERITIES } from '../errors/catalogue';

/** The error-report route's wire (`POST /api/error-reports`): what the web's error boundaries send. */
export const ErrorReportInputSchema = z.object({
  message: z.string().min(1).max(2000),
  category: z.enum(ERROR_CATEGORIES),
  severity: z.enum(ERROR_SEVERITIES),
  errorCode: z.string().max(100).optional(),
  path: z.string().max(500).optional(),
  context: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 context entries')
    .optional(),
});
export type ErrorReportInput = z.infer<typeof ErrorReportInputSchema>;

export const ErrorReportReceiptSchema = z.object({ id: z.uuid() });
