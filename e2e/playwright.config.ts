import { mkdirSync, writeFileSync } from 'node:fs';
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

/** The app as `npm run serve` starts it (also by `e2e/own-server.ts`, for tests that need their own). */
export const SERVER_COMMAND = ['node', '--import', 'tsx', 'apps/server/src/server.ts'] as const;
export const ROOT = root;

/** The settings every server of the browser tests runs with, on loopback. */
export function serverEnv(serverPort: number, serverDataDir: string, smtpPort: number): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Every browser test comes from loopback: per-address limits would stop the suite.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    RUNNER_PLAYBOOKS_FILE: playbooksFile,
    SMTP_INBOUND_PORT: String(smtpPort),
    // The replicas are on loopback: the runner's guard lets it through only with this (tests only).
    ALLOW_LOOPBACK_FETCH: 'true',
    // The stand-in sites: their results come first for their people's names, and their host
    // names (subdomains of catalogue sites) connect to loopback. Refused outside NODE_ENV=test.
    TEST_SEARCH_RESULTS_FILE: searchResultsFile,
    TEST_LOOPBACK_HOSTS: standIns.hosts.join(','),
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
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console. The
    // trace's screencast (a JPEG stream of every frame, for every test, thrown away when it passes)
    // was a fifth of the browser step's CPU (decision 138); a failed test keeps one screenshot of
    // its last state instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: SERVER_COMMAND.join(' '),
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(port, dataDir, SMTP_INBOUND_PORT),
  },
});
