import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { replicaPlaybooks } from '../apps/server/test/replicas/playbooks';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { standInSearch } from './stand-in-sites';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The server's port, from which each journey's loopback servers take theirs. */
export const E2E_PORT = port;
/**
 * Made an admin by the server's ADMIN_EMAILS when it signs up; `operator.setup.ts` does that once
 * per run and turns on its authenticator app, without which the console refuses an admin.
 */
export const ADMIN_EMAIL = 'admin.e2e@example.com';
const root = path.resolve(import.meta.dirname, '..');
// A fresh embedded database per run, so each run starts from nothing.
const dataDir = path.join(root, '.tmp', `e2e-data-${process.env.E2E_RUN_ID ?? Date.now()}`);
process.env.E2E_RUN_ID ??= String(Date.now());
/** The removal runner's journey: loopback replicas of opt-out flows, their mail to the app's receiver. */
export const REPLICA_PORT = port + 11;
export const SMTP_INBOUND_PORT = port + 12;
const playbooksFile = path.join(root, '.tmp', `e2e-playbooks-${process.env.E2E_RUN_ID}.json`);
/** The operator's authenticator key (an otpauth:// URI), written by `operator.setup.ts`. */
export const OPERATOR_FILE = path.join(root, '.tmp', `e2e-operator-${process.env.E2E_RUN_ID}.json`);
mkdirSync(path.dirname(playbooksFile), { recursive: true });
writeFileSync(playbooksFile, JSON.stringify(replicaPlaybooks(`http://127.0.0.1:${REPLICA_PORT}`)));
/** Search results on the stand-in sites the journeys serve on loopback (decision 039). */
const standIns = standInSearch(port);
const searchResultsFile = path.join(root, '.tmp', `e2e-search-${process.env.E2E_RUN_ID}.json`);
writeFileSync(searchResultsFile, JSON.stringify(standIns.entries));
// The browser tests run on the embedded database: CI's DATABASE_URL is for the API tests only, and
// the web server would otherwise inherit it and share one PostgreSQL database across runs.
delete process.env.DATABASE_URL;

/**
 * The update prompt's test (pwa.spec.ts) rewrites its server's service worker, as a deploy would:
 * that server serves its own copy of the build on its own port, so no other test's page is offered
 * an update (the banner once lay over a button another journey waited to click, issue 34). It
 * starts beside the main one, before any test.
 */
export const PWA_UPDATE_PORT = port + 15;
const pwaUpdateCopy = path.join(root, '.tmp', `e2e-build-${process.env.E2E_RUN_ID}`);
export const PWA_UPDATE_BUILD = path.join(pwaUpdateCopy, 'client');
const build = path.join(root, 'apps/web/build');
// The config is read again by every worker: the copy is made once a run, before the servers start.
// The server reads the client routes from routes.json beside the client folder.
if (existsSync(build) && !existsSync(pwaUpdateCopy)) {
  cpSync(path.join(build, 'client'), PWA_UPDATE_BUILD, { recursive: true });
  cpSync(path.join(build, 'routes.json'), path.join(pwaUpdateCopy, 'routes.json'));
}

/** The app as `npm run serve` starts it, on loopback, with the test settings every journey needs. */
function server(serverPort: number, serverDataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Every browser test comes from loopback: per-address limits would stop the suite.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      RUNNER_PLAYBOOKS_FILE: playbooksFile,
      SMTP_INBOUND_PORT: String(SMTP_INBOUND_PORT),
      // The replicas are on loopback: the runner's guard lets it through only with this (tests only).
      ALLOW_LOOPBACK_FETCH: 'true',
      // The stand-in sites: their results come first for their people's names, and their host
      // names (subdomains of catalogue sites) connect to loopback. Refused outside NODE_ENV=test.
      TEST_SEARCH_RESULTS_FILE: searchResultsFile,
      TEST_LOOPBACK_HOSTS: standIns.hosts.join(','),
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: '.',
  projects: [
    { name: 'setup', testMatch: 'operator.setup.ts' },
    { name: 'chromium', testMatch: '**/*.spec.ts', dependencies: ['setup'] },
  ],
  // Generous: these machines are shared, and a timeout only decides how long a real failure takes
  // to show. No test depends on being fast.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp', 'e2e-results.json') }]],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    server(port, dataDir),
    server(PWA_UPDATE_PORT, `${dataDir}-pwa-update`, {
      WEB_DIST_DIR: PWA_UPDATE_BUILD,
      SMTP_INBOUND_PORT: String(PWA_UPDATE_PORT + 1),
    }),
  ],
});
