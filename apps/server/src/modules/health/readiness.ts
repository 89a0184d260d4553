import type { Readiness } from '@cleardocket/domain/health/contract';
import type { StartupProgress } from '../../startup/steps';

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
