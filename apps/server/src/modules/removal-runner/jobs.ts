import type { RunnerConfig } from '../../env';
import type { JobQueue } from '../../jobs/job-queue';
import type { RunnerContext } from './context';
import { runJob, sweepRuns } from './run-job';

export const RUN_JOB = 'removal-run';
const SWEEP_JOB = 'removal-run-sweep';

/**
 * One job per run step-through: RUNNER_CONCURRENCY runs at once per worker process, all in the
 * process's one browser. A run that parks (email, person) ends its job; the mail or the person
 * queues it again. A worker that dies mid-run leaves it "running": the sweep queues it again.
 */
export function defineRunnerJobs(jobs: JobQueue, context: RunnerContext, config: RunnerConfig): void {
  jobs.define<{ runId: string }>({
    name: RUN_JOB,
    concurrency: config.concurrency,
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: Math.ceil(config.runTimeoutMs / 1000) + 120,
    pollingIntervalSeconds: 0.5,
    handler: async ({ runId }) => {
      await runJob(context, runId);
    },
  });
  jobs.define<Record<string, never>>({
    name: SWEEP_JOB,
    cron: '*/10 * * * *',
    retryLimit: 1,
    handler: async () => {
      await sweepRuns(context);
    },
  });
}
