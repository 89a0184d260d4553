import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeMetrics } from '@cleardocket/domain/requests/metrics';
import { attentionOf, isTheirs } from '@cleardocket/domain/search/alerts';
import { outboxMessages } from '../src/db/schema/messages';
import { notifications } from '../src/db/schema/notifications';
import { operatorAudit, removalRequests, takedownRequests } from '../src/db/schema/requests';
import { searchResults } from '../src/db/schema/search';
import { escalateOverdue } from '../src/modules/requests/deadlines';
import { dispatchRemoval } from '../src/modules/requests/dispatch';
import { sendEmailRemoval } from '../src/modules/requests/letter-send';
import { captureSnapshot, verifyRemoval } from '../src/modules/requests/evidence';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { signAgreement } from './helpers/membership';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testEvidenceOptions } from './helpers/requests';
import { claimTerm } from './helpers/profiles';
import { addDays } from 'date-fns';

type Member = Awaited<ReturnType<typeof createMember>>;
type Removal = {
  id: string;
  reference: string;
  method: string;
  status: string;
  domain: string;
  takedownRequestId: string;
  optOutEmail: string | null;
  optOutUrl: string | null;
  googleRoute: string | null;
};
type Takedown = { id: string; reference: string; status: string; removals: Removal[] };

const evidence = testEvidenceOptions();
let app: TestApp;
let pages: Server;
let pageBase: string;
const pageState = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  app = await createTestApp({
    config: { allowLoopbackFetch: true },
  });
  pages = createServer((request, response) => {
    const page = pageState.get(request.url ?? '') ?? { status: 404, body: 'Not found' };
    response.writeHead(page.status, { 'content-type': 'text/html' });
    response.end(page.body);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  pages.close();
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** The site's letter confirming the removal, uploaded by an operator (what lets them mark it removed). */
async function uploadLetter(admin: Member, removalId: string | undefined) {
  const response = await as(admin, 'POST', `/api/admin/removals/${removalId}/evidence-upload`, {
    kind: 'letter',
    note: 'The site wrote back',
    text: 'We have removed the listing you asked about from our site.',
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A scan whose provider returns exactly these URLs, worked here; returns the stored result ids. */
async function findings(member: Member, urls: string[]): Promise<string[]> {
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      urls.map((url) => ({
        url,
        title: `${member.firstName} ${member.lastName} court record`,
        // Their email beside their name makes the record theirs: a bare name is not found (issue "Scans v2").
        snippet: `Court case docket and arrest record. Contact: ${member.email}.`,
      })),
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await as(member, 'POST', '/api/search/scans', company);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
  const rows = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
  return urls.map((url) => rows.find((row) => row.url === url)?.id ?? '');
}

async function createRequests(member: Member, urls: string[], type = 'both'): Promise<Takedown[]> {
  const ids = await findings(member, urls);
  const response = await as(member, 'POST', '/api/requests', { resultIds: ids, type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().requests;
}

async function makeAdmin(): Promise<Member> {
  const admin = await createOperator(app);
  return admin;
}

describe('takedown and removal requests', () => {
  it('keeps requests to their member: invisible and unchangeable to others', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    // Bob may file (he signed the agreement), so what refuses him is that the requests are not his.
    await signAgreement(app, bob);
    const [request] = await createRequests(alice, ['https://www.spokeo.com/alice-1']);
    const removal = request?.removals[0];
    expect((await as(bob, 'GET', '/api/requests')).json().requests).toEqual([]);
    expect((await as(bob, 'GET', `/api/requests/${request?.id}`)).statusCode).toBe(404);
    for (const path of [
      `/api/requests/removals/${removal?.id}/submitted`,
      `/api/requests/removals/${removal?.id}/authorise`,
      `/api/requests/removals/${removal?.id}/verify`,
    ]) {
      const response = await as(bob, 'POST', path, {});
      expect(response.statusCode, path).toBe(404);
    }
    expect(
      (await as(bob, 'POST', `/api/requests/${request?.id}/automated-removals`, { websites: ['spokeo.com'] }))
        .statusCode,
    ).toBe(404);
    expect((await as(bob, 'GET', '/api/admin/removals')).statusCode).toBe(403);
  });

  it('names each request by its page title from the search result, in the answer, the list and the detail', async () => {
    const member = await createMember(app);
    const title = `${member.firstName} ${member.lastName} court record`;
    const [created] = await createRequests(member, ['https://www.spokeo.com/title-1']);
    expect(created).toMatchObject({ title });
    const listed = (await as(member, 'GET', '/api/requests')).json().requests;
    expect(listed.map((request: { title: string | null }) => request.title)).toEqual([title]);
    expect((await as(member, 'GET', `/api/requests/${created?.id}`)).json().request.title).toBe(title);
  });

  it('moves along the graph, refuses other moves clearly, and completes when every removal has a verdict', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const [request] = await createRequests(member, ['https://www.spokeo.com/graph-1']);
    const [site, google] = request?.removals ?? [];
    expect(site).toMatchObject({ method: 'search-then-form', status: 'not-started', domain: 'spokeo.com' });
    expect(google).toMatchObject({ method: 'google', domain: 'google.com' });
    const submitted = await as(member, 'POST', `/api/requests/removals/${site?.id}/submitted`, {
      note: 'Filled in the form',
    });
    expect(submitted.json().removal).toMatchObject({ status: 'submitted' });
    expect(submitted.json().removal.respondBy).not.toBeNull();
    expect((await as(member, 'GET', `/api/requests/${request?.id}`)).json().request.status).toBe('in_progress');
    const again = await as(member, 'POST', `/api/requests/removals/${site?.id}/submitted`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A request that is submitted cannot be marked submitted.');
    const skip = await as(admin, 'POST', `/api/admin/removals/${google?.id}/status`, { status: 'removed', note: 'x' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('A request that is not started cannot be marked removed.');
    const noNote = await as(admin, 'POST', `/api/admin/removals/${site?.id}/status`, { status: 'removed', note: ' ' });
    expect(noNote.statusCode).toBe(400);
    // "Removed" needs evidence (decision 061): refused on a note alone, accepted once the site's letter is uploaded.
    const unproven = await as(admin, 'POST', `/api/admin/removals/${site?.id}/status`, {
      status: 'removed',
      note: 'Listing gone',
    });
    expect(unproven.statusCode).toBe(409);
    expect(unproven.json().error.message).toContain('only with evidence');
    await uploadLetter(admin, site?.id);
    expect(
      (await as(admin, 'POST', `/api/admin/removals/${site?.id}/status`, { status: 'removed', note: 'Listing gone' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await as(admin, 'POST', `/api/admin/removals/${google?.id}/status`, {
          status: 'not-found',
          note: 'Not indexed',
        })
      ).statusCode,
    ).toBe(200);
    const detail = (await as(member, 'GET', `/api/requests/${request?.id}`)).json();
    expect(detail.request.status).toBe('completed');
    expect(detail.request.completedAt).not.toBeNull();
    const kinds = detail.events
      .filter((event: Removal & { removalRequestId: string }) => event.removalRequestId === site?.id)
      .map((event: { actor: string; toStatus: string | null }) => `${event.actor}:${event.toStatus}`);
    expect(kinds).toEqual(['member:not-started', 'member:submitted', 'operator:null', 'operator:removed']);
    // The operator found the page gone, so Google's request not yet filed became the outdated-content refresh.
    expect(detail.request.removals.find((removal: Removal) => removal.id === google?.id)).toMatchObject({
      googleRoute: 'outdated-content',
    });
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.categoryId, 'request-updates')));
    expect(notes.map((note) => note.title).sort()).toEqual(
      [
        'One step left with Google',
        `Request ${google?.reference}: not found`,
        `Request ${site?.reference}: removed`,
      ].sort(),
    );
  });

  it('needs a request id and websites for automated removals; an empty bulk creation does nothing', async () => {
    const member = await createMember(app);
    await signAgreement(app, member);
    const [request] = await createRequests(member, ['https://www.whitepages.com/auto-1']);
    const empty = await as(member, 'POST', `/api/requests/${request?.id}/automated-removals`, { websites: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose at least one website.');
    const wrong = await as(member, 'POST', `/api/requests/${request?.id}/automated-removals`, {
      websites: ['example.org'],
    });
    expect(wrong.json().error.message).toBe('None of those websites belong to this request.');
    const ok = await as(member, 'POST', `/api/requests/${request?.id}/automated-removals`, {
      websites: ['whitepages.com'],
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().queued).toEqual([request?.removals[0]?.reference]);
    const none = await as(member, 'POST', '/api/requests', { resultIds: [] });
    expect(none.json().requests).toEqual([]);
  });

  it('emails the right letter only after authorisation, exactly once even if a run dies before committing', async () => {
    const member = await createMember(app);
    await signAgreement(app, member);
    const [request] = await createRequests(member, ['https://bustedmugshots.com/tx/travis/email-1'], 'others');
    const removal = request?.removals[0] as Removal;
    expect(removal).toMatchObject({ method: 'email', optOutEmail: 'removal@bustedmugshots.com' });
    const outbox = () =>
      app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'removal@bustedmugshots.com'));
    const before = (await outbox()).length;
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('not-authorised');
    expect((await outbox()).length).toBe(before);
    const preview = (await as(member, 'GET', `/api/requests/${request?.id}`)).json().letters[0];
    expect(preview.body).toContain('booking photograph');
    expect((await as(member, 'POST', `/api/requests/removals/${removal.id}/authorise`, {})).statusCode).toBe(200);
    // A run that dies after handing the message to the transport but before commit sends nothing.
    const crashing = {
      kind: app.mail.kind,
      send: async (message: Parameters<typeof app.mail.send>[0], options?: Parameters<typeof app.mail.send>[1]) => {
        await app.mail.send(message, options);
        throw new Error('worker killed');
      },
    };
    await expect(sendEmailRemoval(app.db, crashing, app.blobs, removal.id)).rejects.toThrow('worker killed');
    expect((await outbox()).length).toBe(before);
    expect(await sendEmailRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('sent');
    expect(await sendEmailRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('already-sent');
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('already-sent');
    const sent = (await outbox()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(removal.reference);
    const [row] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, removal.id));
    expect(row?.status).toBe('submitted');
    expect(row?.acknowledgeBy).not.toBeNull();
  });

  it('sends the letter as the member edited it before the first send, and refuses edits afterwards', async () => {
    const member = await createMember(app);
    await signAgreement(app, member);
    const [request] = await createRequests(member, ['https://bustedmugshots.com/tx/travis/edit-1'], 'others');
    const removal = request?.removals[0] as Removal;
    const url = `/api/requests/removals/${removal.id}/authorise`;
    // A subject is one header line; a body too short to be a letter is refused.
    expect((await as(member, 'POST', url, { subject: 'Two\r\nBcc: x@example.com' })).statusCode).toBe(400);
    expect((await as(member, 'POST', url, { body: 'too short' })).statusCode).toBe(400);
    const body = `My own words: please remove the booking photograph of me at ${'the page above'}. Reference ${removal.reference}.`;
    const authorised = await as(member, 'POST', url, { subject: 'Please remove my photograph', body });
    expect(authorised.statusCode, authorised.body).toBe(200);
    const detail = (await as(member, 'GET', `/api/requests/${request?.id}`)).json();
    expect(detail.letters[0]).toMatchObject({ subject: 'Please remove my photograph', body });
    expect(JSON.stringify(detail)).toContain('with the letter as you edited it');
    expect((await as(member, 'POST', url, { body: `${body} More.` })).statusCode).toBe(409);
    expect((await as(member, 'POST', url, {})).statusCode).toBe(200);
    expect(await sendEmailRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('sent');
    const [sent] = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Please remove my photograph'));
    expect(sent?.body).toBe(body);
  });

  it('snapshots the page, then verifies: still listed, then removed on 404 (the request closes)', async () => {
    const member = await createMember(app);
    pageState.set('/listing-1', {
      status: 200,
      body: `<html><script>x()</script><h1>${member.firstName} ${member.lastName}</h1><p>Court record</p></html>`,
    });
    const [request] = await createRequests(member, [`${pageBase}/listing-1`], 'others');
    const removal = request?.removals[0] as Removal;
    expect(removal.method).toBe('manual-review');
    const snapshot = await captureSnapshot(app, removal.id, evidence);
    expect(snapshot).toMatchObject({ outcome: 'captured', httpStatus: 200 });
    expect(snapshot?.text).toContain(`${member.firstName} ${member.lastName}`);
    expect(snapshot?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshot?.screenshotSha256).toMatch(/^[0-9a-f]{64}$/);
    await as(member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('still-listed');
    pageState.set('/listing-1', { status: 404, body: 'gone' });
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('removed');
    const detail = (await as(member, 'GET', `/api/requests/${request?.id}`)).json();
    expect(detail.request.status).toBe('completed');
    // The member asked for the site only: no Google refresh is added.
    expect(detail.request.removals).toHaveLength(1);
    expect(detail.evidence.map((item: { outcome: string }) => item.outcome)).toEqual([
      'captured',
      'still-listed',
      'removed',
    ]);
  }, 180_000);

  it('files Google by the route that fits, and queues the outdated-content refresh once the site removed the page', async () => {
    const member = await createMember(app);
    const google = (request: Takedown | undefined) =>
      request?.removals.find((removal) => removal.method === 'google') as Removal;
    // A pay-to-remove mugshot site: Google's exploitative removal practices route.
    const [mugshot] = await createRequests(member, ['https://bustedmugshots.com/tx/travis/google-1']);
    expect(google(mugshot)).toMatchObject({
      googleRoute: 'exploitative-removal',
      optOutUrl: 'https://support.google.com/websearch/answer/9172218',
    });
    // Any other listing: the personal information route, until the site removes the page.
    pageState.set('/google-1', {
      status: 200,
      body: `<h1>${member.firstName} ${member.lastName}</h1><p>Court record</p>`,
    });
    pageState.set('/google-2', {
      status: 200,
      body: `<h1>${member.firstName} ${member.lastName}</h1><p>Court record</p>`,
    });
    const [unfiled, filed] = await createRequests(member, [`${pageBase}/google-1`, `${pageBase}/google-2`]);
    expect(google(unfiled)).toMatchObject({
      googleRoute: 'personal-information',
      optOutUrl: 'https://support.google.com/websearch/answer/9673730',
    });
    // The member already filed Google's personal information form for the second page.
    await as(member, 'POST', `/api/requests/removals/${google(filed).id}/submitted`, {});
    for (const [request, path] of [
      [unfiled, '/google-1'],
      [filed, '/google-2'],
    ] as const) {
      const site = request?.removals.find((removal) => removal.method !== 'google') as Removal;
      await as(member, 'POST', `/api/requests/removals/${site.id}/submitted`, {});
      pageState.set(path, { status: 404, body: 'gone' });
      expect((await verifyRemoval(app, site.id, evidence))?.outcome).toBe('removed');
      // A second verdict on the same page adds nothing.
      expect((await verifyRemoval(app, site.id, evidence))?.outcome).toBe('removed');
    }
    const refresh = 'https://search.google.com/search-console/remove-outdated-content';
    // Not yet filed: the Google request itself switches to the refresh (the page is gone).
    const first = (await as(member, 'GET', `/api/requests/${unfiled?.id}`)).json();
    expect(first.request.removals.filter((removal: Removal) => removal.method === 'google')).toMatchObject([
      { googleRoute: 'outdated-content', optOutUrl: refresh, status: 'not-started' },
    ]);
    expect(first.request.status).not.toBe('completed');
    // Already filed: it stays, and the refresh is added beside it.
    const second = (await as(member, 'GET', `/api/requests/${filed?.id}`)).json();
    expect(
      second.request.removals
        .filter((removal: Removal) => removal.method === 'google')
        .map((removal: Removal) => [removal.googleRoute, removal.status])
        .sort(),
    ).toEqual([
      ['outdated-content', 'not-started'],
      ['personal-information', 'submitted'],
    ]);
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.title, 'One step left with Google')));
    expect(told).toHaveLength(2);
  }, 180_000);

  it('never opens a private address: the fetch is refused and nothing is decided', async () => {
    const member = await createMember(app);
    pageState.set('/listing-2', { status: 200, body: `<p>${member.firstName} ${member.lastName}</p>` });
    const [request] = await createRequests(member, [`${pageBase}/listing-2`], 'others');
    const removal = request?.removals[0] as Removal;
    await as(member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
    const guarded = { ...evidence, allowLoopback: false };
    expect(await captureSnapshot(app, removal.id, guarded)).toMatchObject({
      outcome: 'could-not-check',
      reason: 'refused',
      text: null,
      screenshotSha256: null,
    });
    expect(await verifyRemoval(app, removal.id, guarded)).toMatchObject({
      outcome: 'could-not-check',
      reason: 'refused',
    });
    const [row] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, removal.id));
    expect(row?.status).toBe('submitted');
  });

  it('escalates an overdue request and tells the member', async () => {
    const member = await createMember(app);
    const [request] = await createRequests(member, ['https://www.truepeoplesearch.com/deadline-1'], 'others');
    const removal = request?.removals[0] as Removal;
    await as(member, 'POST', `/api/requests/removals/${removal.id}/submitted`, {});
    const later = addDays(new Date(), 50);
    expect(await escalateOverdue(app, later)).toBeGreaterThanOrEqual(1);
    const [row] = await app.db.select().from(removalRequests).where(eq(removalRequests.id, removal.id));
    expect(row?.status).toBe('needs-escalation');
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.categoryId, 'deadlines')));
    expect(notes[0]?.title).toBe('A site missed its deadline');
    expect(await escalateOverdue(app, later)).toBe(0);
  });

  it('computes the dashboard metrics from the member’s rows', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const empty = (await as(member, 'GET', '/api/dashboard/metrics')).json();
    expect(empty.metrics).toMatchObject({
      totalCases: 0,
      activeRequests: 0,
      successRate: null,
      avgProcessingTime: null,
    });
    expect(empty.metrics.statistics.searchVisibility).toBeNull();
    // Nothing to draw: empty charts, which the overview shows as "No data yet" (issue 20).
    expect(empty.charts).toEqual({
      findingsBySeverity: { unit: 'day', points: [] },
      requestsByVerdict: [],
      removalProgress: { unit: 'day', points: [] },
    });
    const requests = await createRequests(
      member,
      ['https://www.spokeo.com/m-1', 'https://www.spokeo.com/m-2', 'https://www.spokeo.com/m-3'],
      'others',
    );
    const [first, second] = requests.map((request) => request.removals[0] as Removal);
    await as(member, 'POST', `/api/requests/removals/${first?.id}/submitted`, {});
    await uploadLetter(admin, first?.id);
    await as(admin, 'POST', `/api/admin/removals/${first?.id}/status`, { status: 'removed', note: 'gone' });
    await as(member, 'POST', `/api/requests/removals/${second?.id}/submitted`, {});
    await as(admin, 'POST', `/api/admin/removals/${second?.id}/status`, { status: 'rejected', note: 'refused' });
    const response = await as(member, 'GET', '/api/dashboard/metrics');
    expect(response.statusCode, response.body).toBe(200);
    const takedowns = await app.db.select().from(takedownRequests).where(eq(takedownRequests.userId, member.id));
    const removals = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
    const results = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
    const expected = computeMetrics({
      takedowns,
      removals,
      results: results.map((row) => ({ isTheirs: isTheirs(row), attention: attentionOf(row) })),
    });
    expect(response.json().metrics).toEqual(expected);
    expect(expected).toMatchObject({
      activeRequests: 1,
      completedRequests: 2,
      successRate: 50,
      totalCases: 3,
      pendingAlerts: 0,
    });
    const { charts } = response.json();
    expect(charts.requestsByVerdict).toEqual([
      { status: 'not-started', count: 1 },
      { status: 'removed', count: 1 },
      { status: 'rejected', count: 1 },
    ]);
    expect(charts.removalProgress.points.at(-1)).toMatchObject({ requested: 3, completed: 2 });
    const found = results.filter((row) => row.found && row.feedback !== 'not_me').length;
    const drawn = charts.findingsBySeverity.points.reduce(
      (sum: number, point: { low: number; medium: number; high: number }) =>
        sum + point.low + point.medium + point.high,
      0,
    );
    expect(drawn).toBe(found);
    const filtered = (await as(member, 'GET', '/api/dashboard/metrics?statuses=completed')).json().metrics;
    expect(filtered).toMatchObject({ activeRequests: 0, completedRequests: 2 });
    expect((await as(member, 'GET', '/api/dashboard/metrics?statuses=done')).statusCode).toBe(400);
    const past = (await as(member, 'GET', '/api/dashboard/metrics?from=2020-01-01&to=2020-02-01')).json().metrics;
    expect(past.completedRequests).toBe(0);
  });

  it('pages the operator queue and finds a request by reference or member email', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const urls = ['https://www.whitepages.com/pg-1', 'https://www.spokeo.com/pg-2', 'https://www.mylife.com/pg-3'];
    const requests = await createRequests(member, urls, 'others');
    const references = requests.flatMap((request) => request.removals.map((removal) => removal.reference));
    const mail = encodeURIComponent(member.email);
    const page = async (query: string) =>
      (await as(admin, 'GET', `/api/admin/removals?${query}`)).json() as {
        queue: { removal: Removal }[];
        total: number;
        page: number;
        pageSize: number;
      };

    const first = await page(`q=${mail}&pageSize=2`);
    const second = await page(`q=${mail}&pageSize=2&page=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.queue).toHaveLength(2);
    expect(second.queue).toHaveLength(1);
    const seen = [...first.queue, ...second.queue].map((item) => item.removal.reference);
    expect(seen.sort()).toEqual([...references].sort());

    const byReference = await page(`q=${encodeURIComponent(references[1] ?? '')}`);
    expect(byReference.queue.map((item) => item.removal.reference)).toEqual([references[1]]);
    expect((await page('q=%25%25%25zz-nothing')).total).toBe(0);
    expect((await as(admin, 'GET', '/api/admin/removals?pageSize=500')).statusCode).toBe(400);
    expect((await as(member, 'GET', `/api/admin/removals?q=${mail}`)).statusCode).toBe(403);
  });

  it('gives operators a queue to claim and work, every action audited', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const other = await makeAdmin();
    const [request] = await createRequests(member, ['https://www.whitepages.com/op-1'], 'others');
    const removal = request?.removals[0] as Removal;
    const mail = encodeURIComponent(member.email);
    const queue = (await as(admin, 'GET', `/api/admin/removals?claimed=unclaimed&q=${mail}`)).json().queue as {
      removal: Removal;
    }[];
    expect(queue.map((item) => item.removal.id)).toContain(removal.id);
    expect((await as(admin, 'POST', `/api/admin/removals/${removal.id}/claim`)).statusCode).toBe(200);
    const taken = await as(other, 'POST', `/api/admin/removals/${removal.id}/claim`);
    expect(taken.statusCode).toBe(409);
    const mine = (await as(admin, 'GET', '/api/admin/removals?claimed=mine')).json().queue as { removal: Removal }[];
    expect(mine.map((item) => item.removal.id)).toEqual([removal.id]);
    await as(admin, 'POST', `/api/admin/removals/${removal.id}/status`, {
      status: 'submitted',
      note: 'Opt-out form sent',
    });
    const evidence = await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence`, {
      note: 'Confirmation number 12345',
    });
    expect(evidence.statusCode).toBe(201);
    const tooLong = await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence`, { note: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    // In words an operator reads, not zod's "Too big: expected string to have <=2000 characters" (issue 20).
    expect(tooLong.json().error.message).toBe('Validation failed: note: Keep this to 2,000 characters or fewer');
    const history = await as(admin, 'GET', `/api/admin/members/${member.id}/requests`);
    expect(history.json().requests).toHaveLength(1);
    const audit = await app.db.select().from(operatorAudit).where(eq(operatorAudit.userId, member.id));
    const actions = audit.map((row) => row.action);
    expect(actions.filter((action) => action !== 'read').sort()).toEqual([
      'claim',
      'evidence',
      'read-history',
      'status',
    ]);
    // Every operator read of the member's data is on record too (issue 32, the read-audit hook).
    expect(actions).toContain('read');
    const timeline = (await as(member, 'GET', `/api/requests/${request?.id}`)).json();
    expect(timeline.events.map((event: { kind: string }) => event.kind)).toEqual(['created', 'claimed', 'status']);
    expect(timeline.evidence.map((item: { detail: string }) => item.detail)).toContain('Confirmation number 12345');
  });
});

describe('an operator opening a member’s request', () => {
  it('sees the request as the member does (timeline, evidence, letters), audited; a member cannot', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const [request] = await createRequests(member, ['https://www.whitepages.com/op-open'], 'others');
    const removal = request?.removals[0] as Removal;
    await as(admin, 'POST', `/api/admin/removals/${removal.id}/evidence`, { note: 'Called the site' });

    const opened = await as(admin, 'GET', `/api/admin/requests/${request?.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const own = (await as(member, 'GET', `/api/requests/${request?.id}`)).json();
    expect(opened.json()).toEqual(own);
    expect(opened.json().evidence.map((item: { detail: string }) => item.detail)).toContain('Called the site');

    const audit = await app.db.select().from(operatorAudit).where(eq(operatorAudit.userId, member.id));
    expect(audit.map((row) => row.action)).toContain('read-request');
    expect((await as(member, 'GET', `/api/admin/requests/${request?.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'GET', `/api/admin/requests/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/admin/evidence/${randomUUID()}/screenshot`)).statusCode).toBe(404);
  });
});

describe('bulk dispatch through the job queue', () => {
  let worker: TestApp;
  beforeAll(async () => {
    worker = await createTestApp({ config: { runWorkers: true } });
  });
  afterAll(async () => {
    await worker.cleanup();
  });

  it('sends each authorised letter once, even when the same removals are queued again', async () => {
    const member = await createMember(worker);
    await signAgreement(worker, member);
    const headers = { cookie: member.cookie, origin: ORIGIN };
    const urls = ['https://dataveria.com/profile/a-1', 'https://persontrust.com/p/a-2', 'https://pub360.com/p/a-3'];
    // The worker may run the scan job itself: its providers are swapped for the scan, not only this call's.
    const original = worker.searchProviders.active;
    worker.searchProviders.active = {
      id: 'searxng',
      configured: true,
      search: async () => urls.map((url) => ({ url, title: 'Jane Doe', snippet: 'record' })),
    };
    await claimTerm(worker, member.id, { type: 'company', term: 'Bulk Co' });
    const started = await worker.inject({
      method: 'POST',
      url: '/api/search/scans',
      payload: { type: 'company', term: 'Bulk Co' },
      headers,
    });
    await runScan(scanDeps(worker), started.json().scan.id);
    worker.searchProviders.active = original;
    const rows = await worker.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
    const created = (
      await worker.inject({
        method: 'POST',
        url: '/api/requests',
        payload: { resultIds: rows.map((row) => row.id), type: 'others' },
        headers,
      })
    ).json().requests as Takedown[];
    for (const request of created) {
      const removal = request.removals[0] as Removal;
      await worker.db
        .update(removalRequests)
        .set({ authorisedAt: new Date(), letterSubject: 'Request', letterBody: `Letter ${removal.reference}` })
        .where(eq(removalRequests.id, removal.id));
    }
    for (let round = 0; round < 2; round++) {
      for (const request of created) {
        const response = await worker.inject({
          method: 'POST',
          url: `/api/requests/${request.id}/automated-removals`,
          payload: { websites: [request.removals[0]?.domain] },
          headers,
        });
        expect(response.statusCode).toBe(202);
      }
    }
    const recipients = created.map((request) => request.removals[0]?.optOutEmail ?? '');
    let sent: { recipient: string }[] = [];
    for (let i = 0; i < 100; i++) {
      sent = (await worker.db.select().from(outboxMessages)).filter((message) =>
        recipients.includes(message.recipient),
      );
      const statuses = await worker.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
      if (statuses.every((row) => row.status === 'submitted')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent.map((message) => message.recipient).sort()).toEqual([...recipients].sort());
  });
});
