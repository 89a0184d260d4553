import * as z from 'zod/mini';
import { CONSOLE_PAGE } from '../constants';
import { TimestampSchema, pageQuery } from '../wire';

/** The operator audit log (`GET /api/admin/audit`, admins only): what operators did, newest first. */
export const AuditQuerySchema = z.object({
  action: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  /** An operator's user id. */
  operator: z.optional(z.uuid()),
  ...pageQuery(CONSOLE_PAGE),
});

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** Null once the operator's account is gone. */
  operator: z.nullable(PersonSchema),
  /** The member the action was about, if any. */
  member: z.nullable(PersonSchema),
  /** The removal request's reference, if the action was on one. */
  removalReference: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: TimestampSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action and every operator the log holds, for the filters. */
  actions: z.array(z.string()),
  operators: z.array(PersonSchema),
});
