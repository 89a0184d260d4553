import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './env';
import { EnvError } from './env-schema';
import { StartupError } from './lib/startup-error';
import { describeListenError, startResponder } from './startup/responder';
import { StartupProgress, runStep, startupSteps } from './startup/steps';

/**
 * Listens on PORT with the web app, the API and (unless RUN_WORKERS=false) the job workers.
 * A responder answers on PORT from the first moment (/readyz 503 with the step in progress) while
 * the app starts step by step; once everything is up the app takes the port over (/readyz 200).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const progress = new StartupProgress();
  const responder = await startResponder({ port: config.port, host: config.host, progress });
  let app: FastifyInstance | null = null;

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (!app) {
      // Stopped during start-up: nothing is served yet, and every step is safe to cut short (the
      // embedded database survives a kill at any point: durability.process.test.ts).
      console.error(err ? `ClearDocket failed while starting: ${String(err)}` : `Start-up stopped by ${signal}.`);
      await responder.close();
      return;
    }
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  // The code loads after the responder listens: on a busy machine that alone takes seconds.
  const { startApp } = await runStep(progress, startupSteps.code(), () => import('./startup/start-app'));
  app = await startApp({ config, progress, serveWeb: true });
  await responder.close();
  try {
    await app.listen({ port: responder.port, host: config.host });
  } catch (error) {
    throw describeListenError(error, { port: responder.port, host: config.host });
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof StartupError) {
    console.error(error.message);
    // One line for the operator; the underlying stack only when asked for.
    const verbose = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
    if (verbose && error.cause instanceof Error) console.error(error.cause);
  } else {
    console.error('ClearDocket failed to start:', error);
  }
  process.exit(1);
});
