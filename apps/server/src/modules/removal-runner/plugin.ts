import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { PlaybookSchema } from '@cleardocket/domain/removal/playbook';
import type { Playbook, PlaybookInput } from '@cleardocket/domain/removal/playbook';
import { findPlaybook } from '@cleardocket/domain/removal/playbooks';
import { inboundMail } from '../../db/schema/runner';
import type { Config } from '../../env';
import { retentionTask } from '../../jobs/housekeeping';
import type { RunnerContext } from './context';
import { startInboundMail } from './inbound-mail';
import type { InboundMailServer } from './inbound-mail';
import { defineRunnerJobs, RUN_JOB } from './jobs';
import { BrowserPool, chromiumPath } from './runner/browser';
import { fileScreenshotStore } from './runner/screenshots';
import { queueRemovals } from './service';

export type RemovalRunner = {
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

/** The runner's jobs, its browser, its screenshot store and the agent addresses' SMTP receiver. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const overrides = new Map<string, Playbook>();
    const pool = new BrowserPool(() => chromiumPath(config.runner.chromiumPath));
    const context: RunnerContext = {
      db: fastify.db,
      config: { ...config.runner, allowLoopback: config.allowLoopbackFetch },
      sendRun: async (runId, startAfterSeconds) => {
        await fastify.jobs.send(RUN_JOB, { runId }, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
      },
      notify: (userId, category, input) => fastify.notify(userId, category, input),
      pool,
      // One line to swap for the blob store plugin: `screenshots: fastify.blobs`.
      screenshots: fileScreenshotStore(config.dataDir),
      playbookFor: (domain) => overrides.get(domain) ?? findPlaybook(domain),
    };
    defineRunnerJobs(fastify.jobs, context, config.runner);
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
      await pool.close();
    });
  },
  { name: 'removal-runner', dependencies: ['db', 'jobs', 'notifications'] },
);
