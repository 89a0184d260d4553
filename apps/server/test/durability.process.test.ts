import { eq } from 'drizzle-orm';
import { afterAll, describe, it } from 'vitest';
import { errorReports } from '../src/db/schema/platform';
import { openDatabase } from '../src/db/open';
import { STARTUP_STEPS } from '@cleardocket/domain/health/contract';
import type { StartupStepId } from '../src/startup/steps';
import { copyMigratedDataDir, removeMigratedTemplate } from './helpers/migrated-data-dir';
import {
  READY_TIMEOUT_MS,
  SERVER,
  exited,
  freePort,
  processScope,
  readyz,
  waitFor,
  waitUntilReady,
} from './helpers/processes';

afterAll(removeMigratedTemplate);

/** Whether start-up has got to `step` (or past it, or finished): /readyz names the step in progress. */
async function hasReached(port: number, step: StartupStepId): Promise<boolean> {
  const answer = await readyz(port);
  if (!answer) return false;
  if (answer.status === 200) return true;
  const current = answer.body.step;
  return current !== undefined && STARTUP_STEPS.indexOf(current) >= STARTUP_STEPS.indexOf(step);
}

// The three cases share nothing but the migrated template, so they run at once: each spends most
// of its time waiting on its own server's start-up steps and job polling (docs/testing.md).
describe.concurrent('the embedded database under SIGKILL', () => {
  describe('a first start cut short', () => {
    // Killed while the cluster is created (a worker thread runs initdb), then on the next start while
    // the migrations run, then on the next while pg-boss creates its schema: each start picks up what
    // the one before left, and the last one is ready. Each kill waits for its step on /readyz rather
    // than a fixed delay, so a slow machine tests the same thing as a fast one.
    it(
      'opens the database again after a SIGKILL at each step of a first start in turn',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        const dataDir = tempDir('cd-durable-');
        for (const step of ['database', 'migrations', 'jobs'] as const) {
          const port = await freePort();
          const server = run(SERVER, [], { PORT: String(port), DATA_DIR: dataDir });
          await waitFor(() => hasReached(port, step), {
            timeoutMs: READY_TIMEOUT_MS,
            what: `start-up step ${step}`,
            child: server,
          });
          server.kill('SIGKILL');
          await exited(server);
        }

        const port = await freePort();
        const last = run(SERVER, [], { PORT: String(port), DATA_DIR: dataDir });
        await waitUntilReady(port, last);
        expect((await readyz(port))?.body).toMatchObject({ status: 'ready', database: 'ok', migrations: 'ok' });
      },
      4 * READY_TIMEOUT_MS,
    );
  });

  describe('writing', () => {
    it(
      'keeps every committed row and none of an unfinished transaction after a SIGKILL',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        // Created and migrated already: this case is about rows written afterwards, not the first start.
        const dataDir = tempDir('cd-durable-');
        await copyMigratedDataDir(dataDir);
        const writer = run('apps/server/test/helpers/writer.ts', [dataDir], {});
        await waitFor(() => writer.output().includes('in-transaction'), {
          timeoutMs: READY_TIMEOUT_MS,
          what: 'the writer inside its unfinished transaction',
          child: writer,
        });
        writer.kill('SIGKILL');
        await exited(writer);

        const committed = [...writer.output().matchAll(/^committed ([0-9a-f-]{36})$/gm)].map((match) => match[1] ?? '');
        expect(committed).toHaveLength(40);
        const database = await openDatabase({ dataDir, databaseUrl: undefined });
        try {
          const rows = await database.db.select({ id: errorReports.id }).from(errorReports);
          expect(rows.map((row) => row.id).sort()).toEqual([...committed].sort());
          const uncommitted = await database.db
            .select({ id: errorReports.id })
            .from(errorReports)
            .where(eq(errorReports.message, 'never committed'));
          expect(uncommitted).toEqual([]);
        } finally {
          await database.close();
        }
      },
      READY_TIMEOUT_MS + 60_000,
    );
  });

  describe('bulk dispatch across a restart', () => {
    it(
      'loses no request and sends no letter twice when the server is killed mid-dispatch',
      async ({ expect, onTestFinished }) => {
        const { run, tempDir } = processScope(onTestFinished);
        // Created and migrated already: this case is about the restart, not the first start.
        const dataDir = tempDir('cd-durable-');
        await copyMigratedDataDir(dataDir);
        const env = { DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_ALLOWLIST: '127.0.0.1' };
        let port = await freePort();
        const first = run(SERVER, [], { ...env, PORT: String(port) });
        await waitUntilReady(port, first);
        let base = `http://127.0.0.1:${port}`;
        const email = `restart.${Date.now()}@example.com`;
        const json = { 'content-type': 'application/json' };
        const signUp = await fetch(`${base}/api/identity/sign-up`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ firstName: 'Jane', lastName: 'Doe', email, password: 'Quiet-Harbor-Lantern-42' }),
        });
        const { attemptId } = (await signUp.json()) as { attemptId: string };
        const outbox = async (recipient: string) =>
          (
            (await (await fetch(`${base}/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
              messages: { body: string }[];
            }
          ).messages;
        const code = (await outbox(email))[0]?.body.match(/\b(\d{6})\b/)?.[1];
        const verify = await fetch(`${base}/api/identity/sign-up/verify-email`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ attemptId, code }),
        });
        const cookie = verify.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const call = async (method: string, url: string, body?: unknown) => {
          const response = await fetch(`${base}${url}`, {
            method,
            headers: { ...json, cookie, origin: base },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return (await response.json()) as Record<string, unknown>;
        };
        const { scan } = (await call('POST', '/api/search/scans', { type: 'name', term: 'Jane Doe' })) as {
          scan: { id: string };
        };
        await waitFor(
          async () =>
            ((await call('GET', `/api/search/scans/${scan.id}`)).scan as { status: string }).status === 'completed',
          { timeoutMs: 120_000, what: 'scan completed', child: first },
        );
        // Every result, not only alerts: a bare name is no longer found (issue "Scans v2"), and any result can be taken down.
        const { results } = (await call('GET', '/api/search/results?pageSize=50')) as {
          results: { id: string }[];
        };
        type Takedown = {
          id: string;
          removals: { id: string; reference: string; method: string; domain: string; optOutEmail: string | null }[];
        };
        const { requests } = (await call('POST', '/api/requests', {
          resultIds: results.map((row) => row.id),
          type: 'others',
        })) as {
          requests: Takedown[];
        };
        const letters = requests.flatMap((request) =>
          request.removals.filter((removal) => removal.method === 'email').map((removal) => ({ request, removal })),
        );
        expect(letters.length).toBeGreaterThanOrEqual(2);
        // Filing for the member needs their signature of the service agreement (issue 16 step 5).
        const agreement = await call('GET', '/api/agreement');
        expect(
          await call('POST', '/api/agreement/signatures', {
            version: agreement.version,
            typedName: 'Jane Doe',
            consents: { readAgreement: true, authoriseAgent: true, acceptFees: true },
          }),
        ).toHaveProperty('signature');
        for (const { removal } of letters) {
          expect(await call('POST', `/api/requests/removals/${removal.id}/authorise`, {})).toHaveProperty('removal');
        }
        first.kill('SIGKILL');
        await exited(first);

        port = await freePort();
        const second = run(SERVER, [], { ...env, PORT: String(port) });
        await waitUntilReady(port, second);
        base = `http://127.0.0.1:${port}`;
        let lastStatuses = '';
        const after = (await call('GET', '/api/requests')).requests as Takedown[];
        expect(after.map((request) => request.id).sort()).toEqual(requests.map((request) => request.id).sort());
        for (const { request, removal } of letters) {
          await call('POST', `/api/requests/${request.id}/automated-removals`, { websites: [removal.domain] });
        }
        await waitFor(
          async () => {
            const rows = (await call('GET', '/api/requests')).requests as {
              removals: { method: string; status: string }[];
            }[];
            const email = rows.flatMap((row) => row.removals).filter((removal) => removal.method === 'email');
            lastStatuses = email.map((removal) => removal.status).join(',');
            return email.length > 0 && email.every((removal) => removal.status === 'submitted');
          },
          { timeoutMs: 120_000, what: 'every letter submitted', child: second },
        ).catch((error: Error) => {
          throw new Error(`${error.message} (statuses ${lastStatuses})\n${second.output().slice(-3000)}`);
        });
        // The outbox may hold other runs' letters to the same site (a shared PostgreSQL database):
        // count the ones that carry this request's reference.
        for (const { removal } of letters) {
          const mine = (await outbox(removal.optOutEmail ?? '')).filter((message) =>
            message.body.includes(removal.reference),
          );
          expect(mine).toHaveLength(1);
        }
      },
      2 * READY_TIMEOUT_MS + 300_000,
    );
  });
});
