import * as z from 'zod/mini';

/** `/healthz`: the process answers. `/readyz`: the database and the job queue answer too (200 or 503). */
export const HealthSchema = z.object({ status: z.literal('ok') });

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'down']),
  jobs: z.enum(['ok', 'down']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
