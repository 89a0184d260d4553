import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { PlaybookSchema } from '@cleardocket/domain/removal/playbook';
import type { Playbook, PlaybookInput } from '@cleardocket/domain/removal/playbook';
import { findPlaybook } from '@cleardocket/domain/removal/playbooks';
import { inboundMail } from '../../db/schema/runner';
import type { Config } from '../../env';
import { retentionTask } from '../../jobs/housekeeping';
import { notify } from '../notifications/service';
import type { RunnerContext } from './context';
import { startInboundMail } from './inbound-mail';
import type { InboundMailServer } from './inbound-mail';
import { runJob, sweepRuns } from './run-job';
import { RUN_JOB, SWEEP_JOB, queueRemovals } from './service';

type RemovalRunner = {
  context: RunnerContext;
  /** Puts new web-form removals to the runner when the member authorised filing (requests call it). */
  queueRemovals(userId: string, removalIds: string[]): Promise<void>;
  /** Replaces the playbook of a domain in this process (the test replicas and the bench). */
  usePlaybook(playbook: PlaybookInput): Playbook;
  /** The SMTP receiver, when SMTP_INBOUND_PORT is set (or a test started it). */
  inboundMail(): InboundMailServer | null;
  startInboundMail(port: number): Promise<InboundMailServer>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The removal runner (issue 14): playbooks in headless Chromium, agent addresses' mail. */
    removalRunner: RemovalRunner;
  }
}

/**
 * The runner's jobs, its browser, its screenshot store and the agent addresses' SMTP receiver
 * (app.ts registers it with the other modules' jobs). One job per run step-through:
 * RUNNER_CONCURRENCY runs at once per worker process, all in the process's one browser. A run that
 * parks (email, person) ends its job; the mail or the person queues it again. A worker that dies
 * mid-run leaves it "running": the job's retry takes it over (never filing a form twice), and the
 * sweep queues it again if that retry never comes.
 *
 * Unlike other modules it decorates `fastify.removalRunner`: the browser, the SMTP receiver and the
 * playbook overrides are per-process state its routes and the requests routes share
 * (docs/decisions/014-removal-runner-guard-proxy-and-unverified-playbooks.md).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const overrides = new Map<string, Playbook>();
    const context: RunnerContext = {
      db: fastify.db,
      config: { ...config.runner, allowLoopback: config.allowLoopbackFetch },
      sendRun: async (runId, startAfterSeconds) => {
        await fastify.jobs.send(RUN_JOB, { runId }, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
      },
      notify: (userId, category, input) => notify(fastify, userId, category, input),
      pool: fastify.browser,
      blobs: fastify.blobs,
      playbookFor: (domain) => overrides.get(domain) ?? findPlaybook(domain),
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

    let receiver: InboundMailServer | null = null;
    const start = async (port: number) => {
      if (receiver) return receiver;
      const smtp = config.runner.smtpInbound ?? { host: '127.0.0.1', maxBytes: 1_048_576 };
      receiver = await startInboundMail(context, { ...smtp, port }, (error) =>
        fastify.log.error({ err: error }, 'inbound mail failed'),
      );
      return receiver;
    };
    const runner: RemovalRunner = {
      context,
      queueRemovals: async (userId, removalIds) => {
        await queueRemovals(context, userId, removalIds);
      },
      usePlaybook(input) {
        const playbook = PlaybookSchema.parse(input);
        overrides.set(playbook.domain, playbook);
        return playbook;
      },
      inboundMail: () => receiver,
      startInboundMail: start,
    };
    if (config.runner.playbooksFile) {
      // A bad file stops the start with the variable named, like any bad setting.
      try {
        const inputs = z.array(PlaybookSchema).parse(JSON.parse(readFileSync(config.runner.playbooksFile, 'utf8')));
        for (const input of inputs) runner.usePlaybook(input);
      } catch (error) {
        throw new Error(`RUNNER_PLAYBOOKS_FILE: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
    fastify.decorate('removalRunner', runner);
    fastify.addHook('onReady', async () => {
      if (config.runner.smtpInbound) await start(config.runner.smtpInbound.port);
    });
    fastify.addHook('onClose', async () => {
      await receiver?.close();
    });
  },
  { name: 'removal-runner', dependencies: ['db', 'jobs', 'events', 'browser', 'blob-store'] },
);
