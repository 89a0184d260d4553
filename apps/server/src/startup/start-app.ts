import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createFastify, registerApp } from '../build-server';
import { migrate } from '../db/migrate';
import { openEngine } from '../db/open';
import type { Config } from '../env';
import { runStep, startupSteps } from './steps';
import type { StartupProgress, StartupStep } from './steps';

/** How long a failed start may spend closing what it opened before the process exits anyway. */
const CLEANUP_LIMIT_MS = 5_000;

/**
 * Starts the app step by step, each step under its own time limit and named when it fails: open
 * the database, apply the migrations, load the plugins, routes and pages (all that Fastify's own
 * time limit still covers), start the job queue. Returns the app, ready to listen.
 */
export async function startApp(options: {
  config: Config;
  progress: StartupProgress;
  serveWeb: boolean;
}): Promise<FastifyInstance> {
  const { config, progress } = options;
  const fastify = createFastify(config);
  const step = async <T>(which: StartupStep, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await runStep(progress, which, work);
    fastify.log.info({ step: which.id, ms: Math.round(performance.now() - started) }, 'start-up step done');
    return result;
  };

  const database = await step(startupSteps.database(config), () => openEngine(config));
  let registered = false;
  try {
    await step(startupSteps.migrations(config), () => migrate(database));
    await step(startupSteps.app(), async () => {
      registered = true;
      await registerApp(fastify, { config, database, serveWeb: options.serveWeb, startJobsOnReady: false });
      await fastify.ready();
    });
    await step(startupSteps.jobs(), () => fastify.jobs.start());
  } catch (error) {
    // Once registered, the app closes the database with itself; before that it is ours to close.
    const cleanup = registered ? fastify.close() : database.close();
    await Promise.race([cleanup, sleep(CLEANUP_LIMIT_MS)]).catch((closeError: unknown) => {
      fastify.log.warn({ err: closeError }, 'closing after a failed start failed too');
    });
    throw error;
  }
  fastify.log.info({ ms: Math.round(performance.now() - progress.startedAt) }, 'started');
  return fastify;
}
