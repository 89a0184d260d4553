import { z } from 'zod';
import { TimestampSchema } from '../wire';

/** The member's DROP task: whether they can file, when they did, and the brokers' deadline. */
export const DropStateSchema = z.object({
  canFile: z.boolean(),
  filing: z.nullable(z.object({ filedAt: TimestampSchema, confirmation: z.nullable(z.string()) })),
  deadline: z.nullable(TimestampSchema),
  overdue: z.boolean(),
});
export type DropState = z.infer<typeof DropStateSchema>;
/** What the server hands the response schema (dates as the database gives them). */
export type DropStateRow = z.input<typeof DropStateSchema>;
export const DropResponseSchema = z.object({ drop: DropStateSchema });

/** "I filed on …": the day as the member's calendar shows it, and DROP's reference if they kept it. */
export const RecordDropBodySchema = z.object({
  filedOn: z.iso.date({ message: 'Enter the day you filed, as YYYY-MM-DD.' }),
  confirmation: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type RecordDropBody = z.infer<typeof RecordDropBodySchema>;
