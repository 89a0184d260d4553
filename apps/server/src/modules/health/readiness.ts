import { z } from 'zod';
import { STARTUP_STEPS } from '../../startup/steps';
import type { StartupProgress } from '../../startup/steps';

/**
 * The body of /readyz, from the start-up responder while the server starts and from the app's own
 * route once it runs (docs/operations.md). 200 only when every check is ready.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'starting', 'unavailable']),
  /** The start-up step in progress, while the server starts. */
  step: z.enum(STARTUP_STEPS).optional(),
  database: z.enum(['ok', 'starting', 'down']),
  migrations: z.enum(['ok', 'starting', 'pending', 'down']),
  jobs: z.enum(['ok', 'starting', 'down']),
  /** `off`: this process serves no pages (no web build, or a worker). */
  web: z.enum(['ok', 'starting', 'off']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** What /readyz says while start-up is still under way: never ready. */
export function startingReadiness(progress: StartupProgress): Readiness {
  const state = (step: 'database' | 'migrations' | 'jobs' | 'app') =>
    progress.done.has(step) ? ('ok' as const) : ('starting' as const);
  return {
    status: 'starting',
    step: progress.current ?? undefined,
    database: state('database'),
    migrations: state('migrations'),
    jobs: state('jobs'),
    web: state('app'),
  };
}
