import fp from 'fastify-plugin';
import { inboundMail } from '../../db/schema/runner';
import type { Config } from '../../env';
import { retentionTask } from '../../jobs/housekeeping';
import type { DrpRoute } from './context';
import { agentMailHandler } from './inbound-mail';
import { runJob, sweepRuns } from './run-job';
import { RUN_JOB, SWEEP_JOB, runnerContext } from './service';

/**
 * The runner's jobs (app.ts registers it with the other modules' jobs). One job per run
 * step-through: RUNNER_CONCURRENCY runs at once per worker process, all in the process's one
 * browser. A run that parks (email, person) ends its job; the mail or the person queues it again. A
 * worker that dies mid-run leaves it "running": the job's retry takes it over (never filing a form
 * twice), and the sweep queues it again if that retry never comes. The agent addresses' mail is
 * handled here for the process's SMTP receiver (plugins/inbound-mail.ts); the playbooks, browser
 * and receiver are infrastructure (plugins/playbooks.ts, browser.ts, inbound-mail.ts), so the
 * module decorates nothing (decision 011; 014's exception is gone).
 */
export default fp<{ config: Config; drpRoute?: DrpRoute }>(
  async (fastify, { config, drpRoute }) => {
    const context = {
      ...runnerContext(fastify, { ...config.runner, allowLoopback: config.allowLoopbackFetch }),
      drpRoute,
    };
    fastify.jobs.define<{ runId: string }>({
      name: RUN_JOB,
      concurrency: config.runner.concurrency,
      retryLimit: 1,
      retryDelaySeconds: 60,
      expireInSeconds: Math.ceil(config.runner.runTimeoutMs / 1000) + 120,
      pollingIntervalSeconds: 0.5,
      // A retried job (its worker died: decision 040) may take over the run the worker left running.
      handler: async ({ runId }, job) => {
        await runJob(context, runId, job.retryCount);
      },
    });
    fastify.jobs.define<Record<string, never>>({
      name: SWEEP_JOB,
      cron: '*/10 * * * *',
      retryLimit: 1,
      handler: async () => {
        await sweepRuns(context);
      },
    });
    fastify.housekeeping.add(retentionTask('inbound-mail', inboundMail, inboundMail.expiresAt, 0));
    fastify.inboundMail.handle(agentMailHandler(context));
  },
  {
    name: 'removal-runner',
    dependencies: ['db', 'jobs', 'events', 'browser', 'blob-store', 'playbooks', 'inbound-mail'],
  },
);
