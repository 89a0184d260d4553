import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications';
import { removalEvents, removalRequests, takedownRequests } from '../src/db/schema/requests';
import { searchResults } from '../src/db/schema/search';
import { scanDeps } from '../src/app-wiring';
import { changeStatus } from '../src/modules/requests/service';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { createMember, ORIGIN } from './helpers/identity';
import { as, requestsFor } from './helpers/requests';
import type { Member } from './helpers/requests';
import { claimTerm } from './helpers/profiles';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 31 item 7: a court order uploaded for a page the member already has an open request for
 * joins that request instead of opening a second one (decision 102). Closed requests do not count.
 */
const CASE_NUMBER = '2018-CR-5530';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const pages = (member: Member) => ({
  unicourt: `https://unicourt.com/case/${member.id}`,
  trellis: `https://trellis.law/case/${member.id}`,
  checkpeople: `https://checkpeople.com/p/${member.id}`,
});

/** The member's findings: three pages that print the case number. */
async function findingsFor(member: Member) {
  const name = `${member.firstName} ${member.lastName}`;
  const urls = pages(member);
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () => [
      { url: urls.unicourt, title: `${name} case ${CASE_NUMBER}`, snippet: 'Criminal docket.' },
      { url: urls.trellis, title: `State v. ${member.lastName}`, snippet: `No. ${CASE_NUMBER}, District Court.` },
      { url: urls.checkpeople, title: `${name} background`, snippet: `Court record ${CASE_NUMBER}.` },
    ],
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await as(app, member, 'POST', '/api/search/scans', company);
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
}

async function resultIdOf(member: Member, url: string) {
  const [row] = await app.db
    .select()
    .from(searchResults)
    .where(and(eq(searchResults.userId, member.id), eq(searchResults.url, url)));
  expect(row, url).toBeDefined();
  return row?.id ?? '';
}

async function uploadOrder(member: Member) {
  const created = await as(app, member, 'POST', '/api/court-records/cases', {
    caseNumber: CASE_NUMBER,
    caption: `State v. ${member.lastName}`,
    court: 'Travis County District Court',
    state: 'TX',
    caseType: 'criminal',
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId: string = created.json().case.id;
  const upload = () =>
    app.inject({
      method: 'POST',
      url: `/api/court-records/cases/${caseId}/orders?kind=sealing&orderedOn=2026-11-02`,
      payload: PDF,
      headers: { cookie: member.cookie, origin: ORIGIN, 'content-type': 'application/pdf' },
    });
  const uploaded = await upload();
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { uploaded: uploaded.json(), upload, caseId };
}

const takedownsFor = (member: Member) =>
  app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id));
const removalsOf = (takedownId: string) =>
  app.db.select().from(removalRequests).where(eq(removalRequests.takedownRequestId, takedownId));

describe('a court order for a page with an open request', () => {
  it('joins the open request instead of opening a second one, and says so', async () => {
    const member = await createMember(app);
    await findingsFor(member);
    const urls = pages(member);
    const opened = await as(app, member, 'POST', '/api/requests', {
      resultIds: [await resultIdOf(member, urls.unicourt)],
      type: 'both',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const own = opened.json().requests[0] as { id: string; reference: string };

    const { uploaded, upload } = await uploadOrder(member);
    // The two other pages get their requests (a site and Google's legal route each).
    expect(uploaded.removalsOpened).toBe(4);
    expect(uploaded.addedToOpen).toEqual([
      { takedownId: own.id, reference: own.reference, url: urls.unicourt, site: 'UniCourt' },
    ]);

    const takedowns = await takedownsFor(member);
    expect(takedowns.filter((row) => row.url === urls.unicourt)).toHaveLength(1);
    expect(takedowns).toHaveLength(3);
    const joined = takedowns.find((row) => row.id === own.id);
    expect(joined?.criteria).toMatchObject({ searchType: 'company', courtOrderContentType: 'application/pdf' });
    expect(typeof joined?.criteria['courtOrderId']).toBe('string');

    // Nobody had acted on its removals yet: each now carries the order's letter, authorised by the upload.
    const removals = await removalsOf(own.id);
    expect(removals).toHaveLength(2);
    const google = removals.find((row) => row.method === 'google');
    expect(google?.googleRoute).toBe('court-order');
    for (const removal of removals) {
      expect(removal.authorisedAt, removal.method).not.toBeNull();
      expect(removal.letterBody ?? '', removal.method).toContain(CASE_NUMBER);
      const events = await app.db
        .select()
        .from(removalEvents)
        .where(and(eq(removalEvents.removalRequestId, removal.id), eq(removalEvents.kind, 'court-order-added')));
      expect(events.map((event) => event.note)).toEqual([
        `Your court order for case ${CASE_NUMBER} was added to this request; the letter now cites it.`,
      ]);
    }

    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.title, 'Court order on file')));
    expect(notice?.message).toContain(`We added the order to your open request ${own.reference} for UniCourt`);

    // The same order again: every page is in hand, nothing opened or joined twice.
    const again = await upload();
    expect(again.json()).toMatchObject({ removalsOpened: 0, addedToOpen: [] });
    expect(await takedownsFor(member)).toHaveLength(3);
  });

  it('knows the page by its normalised address, notes the order on a removal under way, and ignores closed requests', async () => {
    const member = await createMember(app);
    const urls = pages(member);
    // The member's own request for the trellis page, found under another spelling of its address.
    const [variant] = await requestsFor(app, member, [`http://www.Trellis.law/case/${member.id}/?utm_source=mail#top`]);
    const sent = variant?.removals[0];
    await changeStatus(app.db, { kind: 'system', id: null }, sent?.id ?? '', 'submitted', null);
    // And a request for the checkpeople page the site refused: closed, it does not count as open.
    const [closed] = await requestsFor(app, member, [urls.checkpeople]);
    const refused = closed?.removals[0]?.id ?? '';
    await changeStatus(app.db, { kind: 'system', id: null }, refused, 'submitted', null);
    await changeStatus(app.db, { kind: 'system', id: null }, refused, 'rejected', 'The site refused.');
    await findingsFor(member);

    const { uploaded, upload, caseId } = await uploadOrder(member);
    expect(uploaded.addedToOpen.map((row: { reference: string }) => row.reference)).toEqual([variant?.reference]);
    // UniCourt and checkpeople each get a new request with a site and a Google removal.
    expect(uploaded.removalsOpened).toBe(4);
    const takedowns = await takedownsFor(member);
    expect(takedowns.filter((row) => row.url === urls.checkpeople)).toHaveLength(2);
    expect(takedowns.filter((row) => row.url.toLowerCase().includes('trellis.law'))).toHaveLength(1);

    // Its site removal was already sent: kept as it is, with the order noted; Google's legal route is added.
    const removals = await removalsOf(variant?.id ?? '');
    const site = removals.find((row) => row.id === sent?.id);
    expect(site?.status).toBe('submitted');
    expect(site?.letterBody ?? '').not.toContain(CASE_NUMBER);
    const notes = await app.db
      .select()
      .from(removalEvents)
      .where(and(eq(removalEvents.removalRequestId, sent?.id ?? ''), eq(removalEvents.kind, 'court-order-added')));
    expect(notes.map((event) => event.note)).toEqual([
      `Your court order for case ${CASE_NUMBER} was added to this request; we will cite it in what follows.`,
    ]);
    expect(removals.filter((row) => row.method === 'google').map((row) => row.googleRoute)).toEqual(['court-order']);

    // The case page shows the joined request under the page found with the case number, and the
    // same order uploaded again neither opens nor joins anything more.
    const shown = (await as(app, member, 'GET', `/api/court-records/cases/${caseId}`)).json().case;
    const trellis = shown.appearances.find((page: { url: string }) => page.url === urls.trellis);
    expect(trellis?.status).toBe('removal_in_progress');
    expect(trellis?.removals.map((removal: { id: string }) => removal.id)).toContain(sent?.id);
    const again = await upload();
    expect(again.json()).toMatchObject({ removalsOpened: 0, addedToOpen: [] });
  });
});
