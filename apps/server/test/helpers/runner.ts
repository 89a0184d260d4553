import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userAddresses } from '../../src/db/schema/profiles';
import { removalRequests } from '../../src/db/schema/requests';
import { runnerRuns, runnerTasks } from '../../src/db/schema/runner';
import { searchResults } from '../../src/db/schema/search';
import { runJob } from '../../src/modules/removal-runner/run-job';
import { runnerContext } from '../../src/modules/removal-runner/service';
import type { Config } from '../../src/env';
import type { SearchProvider } from '../../src/providers/search/types';
import { drpRouteOf, scanDeps } from '../../src/app-wiring';
import { runScan } from '../../src/modules/search/scan';
import { startReplicas } from '../replicas/server';
import type { Replica } from '../replicas/server';
import { replicaPlaybooks } from '../replicas/playbooks';
import { ORIGIN, createMember } from './identity';
import { signAgreement } from './membership';
import { createTestApp, testConfig } from './test-app';
import type { TestApp } from './test-app';
import { claimTerm } from './profiles';

export type Member = Awaited<ReturnType<typeof createMember>>;

/** The runner settings each app was made with (the runner's context is built from the app and them). */
const runnerConfigs = new WeakMap<TestApp, Parameters<typeof runnerContext>[1]>();

/** The app with the replicas' playbooks, its SMTP receiver on a free port, and the replicas. */
export async function createRunnerApp(): Promise<{ app: TestApp; replica: Replica; smtpPort: number }> {
  const replica = await startReplicas();
  const defaults = testConfig();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'runner-'));
  const runner: Config['runner'] = { ...defaults.runner, stepTimeoutMs: 15_000, runTimeoutMs: 150_000 };
  const app = await createTestApp({
    config: {
      allowLoopbackFetch: true,
      dataDir,
      blobStore: { kind: 'files', dir: path.join(dataDir, 'blobs') },
      runner,
    },
    extend: (instance) => {
      for (const playbook of replicaPlaybooks(replica.base)) instance.playbooks.use(playbook);
    },
  });
  runnerConfigs.set(app, { ...runner, allowLoopback: true });
  const smtp = await app.inboundMail.start(0);
  replica.setSmtpPort(smtp.port);
  return { app, replica, smtpPort: smtp.port };
}

export const as = (
  app: TestApp,
  member: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** A member with an address in Austin, TX (the replicas list a Boise namesake too). */
export async function createRunnerMember(app: TestApp): Promise<Member> {
  const member = await createMember(app);
  await app.db.insert(userAddresses).values({
    userId: member.id,
    line1: '12 Elm Street',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    isPrimary: true,
  });
  return member;
}

export async function authorise(
  app: TestApp,
  member: Member,
  mode: 'file-for-me' | 'ask-each-time',
  humanSteps: 'member' | 'operator' = 'member',
) {
  // Filing for the member needs their signature of the service agreement first (issue 16 step 5).
  await signAgreement(app, member);
  const response = await as(app, member, 'PUT', '/api/removal-runner/authorisation', {
    mode,
    humanSteps,
    textVersion: 1,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    agentAddress: string;
    authorisation: { mode: string; grantedAt: string; ipAddress: string | null };
  };
}

/** Takedown requests (site only) for these listing URLs, through a scan and the requests API. */
export async function requestsFor(app: TestApp, member: Member, urls: string[]) {
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      urls.map((url) => ({
        url,
        title: `${member.firstName} ${member.lastName} — Austin, TX`,
        // Their email beside their name makes the record theirs: a bare name is not found.
        snippet: `Address, phone and relatives. Contact: ${member.email}.`,
      })),
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await as(app, member, 'POST', '/api/search/scans', company);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
  const rows = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
  const ids = urls.map((url) => rows.find((row) => row.url === url)?.id ?? '');
  const response = await as(app, member, 'POST', '/api/requests', { resultIds: ids, type: 'others' });
  expect(response.statusCode, response.body).toBe(201);
  const requests = response.json().requests as {
    id: string;
    removals: { id: string; domain: string; method: string }[];
  }[];
  return requests.map((request) => ({
    takedownId: request.id,
    removal: request.removals[0] as { id: string; domain: string; method: string },
  }));
}

export async function runOf(app: TestApp, removalId: string) {
  const [run] = await app.db.select().from(runnerRuns).where(eq(runnerRuns.removalRequestId, removalId));
  return run;
}

export async function tasksOf(app: TestApp, runId: string) {
  return app.db.select().from(runnerTasks).where(eq(runnerTasks.runId, runId));
}

export async function removalStatus(app: TestApp, removalId: string): Promise<string | undefined> {
  const [row] = await app.db
    .select({ status: removalRequests.status })
    .from(removalRequests)
    .where(eq(removalRequests.id, removalId));
  return row?.status;
}

/**
 * Works the run as a worker would (the tests hold no pg-boss worker): one job, or with
 * `retryCount` > 0 the retry pg-boss gives after a worker died (decision 040).
 */
export const work = (app: TestApp, runId: string, retryCount = 0) => {
  const config = runnerConfigs.get(app);
  if (!config) throw new Error('work() needs an app made by createRunnerApp()');
  const drpRoute = drpRouteOf(app, testConfig({ allowLoopbackFetch: config.allowLoopback }));
  return runJob({ ...runnerContext(app, config), drpRoute }, runId, retryCount);
};

/** Waits until `check` holds (mail crosses SMTP asynchronously). */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
