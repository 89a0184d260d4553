import closeWithGrace from 'close-with-grace';
import { buildServer } from './build-server';
import { EnvError, loadConfig } from './env';

/** Listens on PORT with the web app, the API and (unless RUN_WORKERS=false) the job workers. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await buildServer({ config });

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'closing after an error');
    else server.log.info({ signal }, 'closing');
    await server.close();
  });

  await server.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('ClearDocket failed to start:', error);
  }
  process.exit(1);
});
