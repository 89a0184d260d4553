import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './env';
import { EnvError } from './env-schema';
import { StartupError } from './lib/startup-error';
import { StartupProgress, runStep, startupSteps } from './startup/steps';

/**
 * Runs only the job workers: the same app, never listening, so web processes can be started with
 * RUN_WORKERS=false and scaled apart from these. It starts with the server's steps and limits.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorkers: true };
  const progress = new StartupProgress();
  let worker: FastifyInstance | null = null;
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (!worker) {
      console.error(err ? `The worker failed while starting: ${String(err)}` : `Start-up stopped by ${signal}.`);
      return;
    }
    if (err) worker.log.error({ err }, 'worker closing after an error');
    else worker.log.info({ signal }, 'worker closing');
    await worker.close();
  });
  const { startApp } = await runStep(progress, startupSteps.code(), () => import('./startup/start-app'));
  worker = await startApp({ config, progress, serveWeb: false });
  worker.log.info({ jobs: worker.jobs.names }, 'worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof StartupError ? error.message : error);
  const verbose = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  if (verbose && error instanceof StartupError && error.cause instanceof Error) console.error(error.cause);
  process.exit(1);
});
