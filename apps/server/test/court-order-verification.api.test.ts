import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalEvents, removalEvidence, removalRequests } from '../src/db/schema/requests';
import { captureSnapshot, verifyRemoval } from '../src/modules/requests/evidence';
import { VERIFY_JOB, queueDueVerifications } from '../src/modules/requests/service';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { startListingSite } from './helpers/listing-pages';
import { as, testEvidenceOptions } from './helpers/requests';
import type { Member } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';

/**
 * Issue 15's last step: the removals a court order opens are closed the way every removal is,
 * by looking at the page again (docs/removal.md "Verdicts"), not by anyone's say-so; the case
 * page then shows the case gone everywhere.
 */
const CASE_NUMBER = '2019-CR-7315';
const PERSON = { first: 'Marisol', last: 'Quintanilla', city: 'Austin', state: 'TX', age: 41 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const evidence = testEvidenceOptions();
let app: TestApp;
let site: Awaited<ReturnType<typeof startListingSite>>;
let blobDir: string;

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'court-verification-blobs-'));
  app = await createTestApp({
    config: { allowLoopbackFetch: true, blobStore: { kind: 'files', dir: blobDir }, chromiumPath: undefined },
  });
  site = await startListingSite({
    name: `${PERSON.first} ${PERSON.last}`,
    city: PERSON.city,
    state: PERSON.state,
    age: PERSON.age,
    relative: 'Tomas Quintanilla',
  });
});

afterAll(async () => {
  await site.close();
  await app.cleanup();
  await rm(blobDir, { recursive: true, force: true });
});

/** Two aggregator pages on loopback that print the case number: the member's findings. */
async function findingsOnSite(member: Member, paths: string[]) {
  for (const page of paths) site.set(page, 'listing');
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      paths.map((page) => ({
        url: `${site.base}${page}`,
        title: `${member.firstName} ${member.lastName} case ${CASE_NUMBER}`,
        snippet: 'Criminal docket, Travis County.',
      })),
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await as(app, member, 'POST', '/api/search/scans', company);
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
}

/** The verification jobs queued for a removal. */
async function queuedVerifications(removalId: string) {
  const result = await app.db.execute(
    sql`select id from pgboss.job where name = ${VERIFY_JOB} and data->>'removalId' = ${removalId}`,
  );
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
}

describe('removals opened by a court order', () => {
  it('are verified against the pages: gone pages close them with evidence, and the case is gone everywhere', async () => {
    const member = await createMember(app, { firstName: PERSON.first, lastName: PERSON.last });
    const paths = [`/p/${member.id}-a`, `/p/${member.id}-b`];
    await findingsOnSite(member, paths);
    const created = await as(app, member, 'POST', '/api/court-records/cases', {
      caseNumber: CASE_NUMBER,
      caption: `State of TX v. ${PERSON.first} ${PERSON.last}`,
      court: 'Travis County District Court',
      state: 'TX',
      caseType: 'criminal',
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId: string = created.json().case.id;
    expect(created.json().case.appearances).toHaveLength(2);

    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/court-records/cases/${caseId}/orders?kind=sealing`,
      payload: PDF,
      headers: { cookie: member.cookie, origin: ORIGIN, 'content-type': 'application/pdf' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().removalsOpened).toBe(4);

    const rows = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
    const siteRemovals = rows.filter((row) => row.method !== 'google');
    expect(siteRemovals).toHaveLength(2);
    for (const removal of siteRemovals) {
      // The "before" evidence, taken while the page still shows the case.
      expect(await captureSnapshot(app, removal.id, evidence)).toMatchObject({ outcome: 'captured', httpStatus: 200 });
      const submitted = await as(app, member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
      expect(submitted.statusCode, submitted.body).toBe(200);
    }

    // Filed, they enter verification like any request: the daily schedule and the member's
    // "check now" queue the job (whose handler is `verifyRemoval`, run below); Google's do not.
    await queueDueVerifications(app);
    for (const removal of rows) {
      expect(await queuedVerifications(removal.id), removal.method).toBe(removal.method === 'google' ? 0 : 1);
    }
    const checkNow = await as(app, member, 'POST', `/api/requests/removals/${siteRemovals[0]?.id}/verify`, {});
    expect(checkNow.statusCode, checkNow.body).toBe(202);

    // One page still shows the listing: the check says so and closes nothing.
    const [first, second] = siteRemovals as [(typeof siteRemovals)[0], (typeof siteRemovals)[0]];
    expect(await verifyRemoval(app, first.id, evidence)).toMatchObject({ outcome: 'still-listed' });
    let shown = (await as(app, member, 'GET', `/api/court-records/cases/${caseId}`)).json().case;
    expect(shown.goneEverywhere).toBe(false);

    // The sites take the pages down (one answers 410, the other 404): the checks see it.
    site.set(new URL(first.url).pathname, 'gone-410');
    site.set(new URL(second.url).pathname, 'gone-404');
    expect(await verifyRemoval(app, first.id, evidence)).toMatchObject({ outcome: 'removed', httpStatus: 410 });
    expect(await verifyRemoval(app, second.id, evidence)).toMatchObject({ outcome: 'removed', httpStatus: 404 });

    for (const removal of siteRemovals) {
      const [row] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, removal.id));
      expect(row?.status).toBe('removed');
      const verified = await app.db
        .select()
        .from(removalEvents)
        .where(and(eq(removalEvents.removalRequestId, removal.id), eq(removalEvents.kind, 'verified')));
      expect(verified).toHaveLength(1);
      expect(verified[0]?.note).toMatch(/^Verified: /);
      const after = await app.db
        .select()
        .from(removalEvidence)
        .where(and(eq(removalEvidence.removalRequestId, removal.id), eq(removalEvidence.outcome, 'removed')));
      expect(after).toHaveLength(1);
      expect(after[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    shown = (await as(app, member, 'GET', `/api/court-records/cases/${caseId}`)).json().case;
    expect(shown.appearances.map((row: { status: string }) => row.status)).toEqual(['removed', 'removed']);
    expect(shown.goneEverywhere).toBe(true);
  });
});
