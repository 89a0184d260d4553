import closeWithGrace from 'close-with-grace';
import { buildServer } from './build-server';
import { EnvError, loadConfig } from './env';

/**
 * Runs only the job workers: the same app, never listening, so web processes can be started with
 * RUN_WORKERS=false and scaled apart from these.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorkers: true };
  const worker = await buildServer({ config, serveWeb: false });
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) worker.log.error({ err }, 'worker closing after an error');
    else worker.log.info({ signal }, 'worker closing');
    await worker.close();
  });
  await worker.ready();
  worker.log.info({ jobs: worker.jobs.names }, 'worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
