import * as z from 'zod/mini';
import { TimestampSchema } from '../wire';

/**
 * The account export made by a job (issue 33 item 5, `/api/account/exports`): JSON as the
 * synchronous export writes it, or a ZIP with one CSV per kind of data and a README.
 */
const EXPORT_FORMATS = ['json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

export const CreateExportBodySchema = z.object({ format: z.enum(EXPORT_FORMATS) });

const AccountExportJobSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Kinds of data (tables) gathered so far, of the total. */
  progress: z.object({ done: z.number(), total: z.number() }),
  /** The file's size once ready. */
  byteSize: z.nullable(z.number()),
  createdAt: TimestampSchema,
  finishedAt: z.nullable(TimestampSchema),
});

export const AccountExportJobResponseSchema = z.object({ export: AccountExportJobSchema });

export const AccountExportListSchema = z.object({ exports: z.array(AccountExportJobSchema) });
