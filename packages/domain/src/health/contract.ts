import * as z from 'zod/mini';

/** `/healthz`: the process answers. */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** The steps of a server's start, in order; `/readyz` names the one in progress. */
export const STARTUP_STEPS = ['code', 'database', 'migrations', 'app', 'jobs'] as const;

/**
 * The body of `/readyz`, from the start-up responder while the server starts and from the app's own
 * route once it runs (docs/operations.md). 200 only when every check is ready, 503 otherwise.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable']),
  /** The start-up step in progress, while the server starts. */
  step: z.optional(z.enum(STARTUP_STEPS)),
  /** `busy`: every pooled connection is taken and a ping waited too long for one (PostgreSQL). */
  database: z.enum(['ok', 'starting', 'busy', 'down']),
  migrations: z.enum(['ok', 'starting', 'pending', 'down']),
  jobs: z.enum(['ok', 'starting', 'down']),
  /** `off`: this process serves no pages (no web build, or a worker). */
  web: z.enum(['ok', 'starting', 'off']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
