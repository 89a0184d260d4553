// `npm run admin:create -- --email someone@example.com`: creates or promotes an admin on the
// configured database (DATABASE_URL, or the embedded one under DATA_DIR).
import { parseArgs } from 'node:util';
import { buildServer } from '../build-server';
import { loadConfig } from '../env';
import { EnvError } from '../env-schema';
import { createOrPromoteAdmin } from '../modules/identity/admin';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) {
    console.error('Usage: npm run admin:create -- --email someone@example.com');
    process.exit(2);
  }
  const config = { ...loadConfig(), runWorkers: false, logLevel: 'warn' };
  const app = await buildServer({ config, serveWeb: false });
  await app.ready();
  try {
    const result = await createOrPromoteAdmin({ db: app.db, auth: app.auth }, values.email);
    if (result.created) {
      process.stdout.write(
        `Created admin ${values.email}. Temporary password: ${result.password}\nSign in at /admin, change it, and turn on two-factor in Settings: the console needs it.\n`,
      );
    } else {
      process.stdout.write(`${values.email} is now an admin. The console opens once two-factor is on (Settings).\n`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
