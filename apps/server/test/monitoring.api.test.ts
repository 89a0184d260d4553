import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { outboxMessages } from '../src/db/schema/messages';
import { notifications } from '../src/db/schema/notifications';
import { removalRequests } from '../src/db/schema/requests';
import { searchResults } from '../src/db/schema/search';
import { buildMonthlyReport, buildMonthlyReports, schedulerPass } from '../src/modules/monitoring/service';
import { saveProfile } from '../src/modules/protected-profiles/service';
import { dispatchRemoval } from '../src/modules/requests/dispatch';
import { captureSnapshot, verifyRemoval } from '../src/modules/requests/evidence';
import { VERIFY_JOB } from '../src/modules/requests/queue-service';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import { startScan } from '../src/modules/search/service';
import type { SearchProvider } from '../src/providers/search/types';
import { createMember } from './helpers/identity';
import { startListingSite } from './helpers/listing-pages';
import { signAgreement } from './helpers/membership';
import { as, requestsFor, testEvidenceOptions } from './helpers/requests';
import type { Removal } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';
import { millisecondsInDay } from 'date-fns/constants';

const DAY = millisecondsInDay;
const SITE_EMAIL = 'privacy@peoplelookup.example';
const evidence = testEvidenceOptions();

let app: TestApp;
let site: Awaited<ReturnType<typeof startListingSite>>;
let blobDir: string;

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'monitoring-blobs-'));
  app = await createTestApp({
    config: { allowLoopbackFetch: true, blobStore: { kind: 'files', dir: blobDir }, chromiumPath: undefined },
  });
  site = await startListingSite({
    name: 'Cordelia Ashcombe',
    city: 'Dayton',
    state: 'OH',
    age: 51,
    relative: 'Percy Ashcombe',
  });
});

afterAll(async () => {
  await site.close();
  await app.cleanup();
  await rm(blobDir, { recursive: true, force: true });
});

/** A local provider: returns whatever the test puts in `listings` now, and counts its calls. */
function localProvider() {
  const state = { listings: [] as RawResult[], calls: 0 };
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () => {
      state.calls += 1;
      return state.listings;
    },
  };
  return { state, provider };
}

/** A people-search listing of the member: name, age and relative, so the match is "likely" and severity high. */
const listing = (slug: string, person: { first: string; last: string; age: number; relative: string }): RawResult => ({
  url: `https://www.truepeoplesearch.com/find/${slug}`,
  title: `${person.first} ${person.last}, Age ${person.age} - Dayton, OH`,
  snippet: `${person.first} ${person.last}, ${person.age}, lives in Dayton, OH. Relatives: ${person.relative}. Phone and address.`,
});

/** A member with the facts a match needs (birth year, a relative) and their "myself" profile. */
async function watchedMember(first: string, last: string, relative: string, age: number, now = new Date()) {
  const member = await createMember(app, { firstName: first, lastName: last });
  const settings = await as(app, member, 'PATCH', '/api/search/settings', {
    birthYear: now.getUTCFullYear() - age,
    relatives: [relative],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const profile = await saveProfile(app.db, member.id, { kind: 'self' });
  return { member, profile };
}

const scanNotes = (userId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.message, '%Search:%')));

/** Works the scans a run started with the local provider and the fake clock, as the scan job would. */
async function work(scanIds: string[], provider: SearchProvider, now: Date) {
  const deps = scanDeps(app);
  for (const id of scanIds) {
    await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider }, now: () => now }, id);
  }
}

describe('monitoring', () => {
  it('re-scans a profile weekly on the plan’s cadence: a new listing notifies once, nothing is re-scanned before it is due', async () => {
    const start = new Date();
    const person = { first: 'Odalys', last: 'Brennock', age: 44, relative: 'Tomas Brennock' };
    const { member, profile } = await watchedMember(person.first, person.last, person.relative, person.age, start);
    const { state, provider } = localProvider();
    const monitoring = { db: app.db, jobs: app.jobs, searchProviders: { ...app.searchProviders, active: provider } };
    const mine = (runs: Awaited<ReturnType<typeof schedulerPass>>) =>
      runs.filter((run) => run.profileId === profile.id);

    // Week 0: never scanned, so due now; the trial's monitoring plan re-scans weekly.
    state.listings = [listing('odalys-brennock-1', person)];
    const first = mine(await schedulerPass(monitoring, start));
    expect(first).toHaveLength(1);
    expect(first[0]?.reason).toBe('schedule');
    expect(first[0]?.queries).toEqual([{ type: 'name', term: 'Odalys Brennock', variant: 'name' }]);
    await work(first[0]?.scanIds ?? [], provider, start);
    expect(await scanNotes(member.id)).toHaveLength(1);

    // Three days on: not due, nothing is searched.
    const calls = state.calls;
    expect(mine(await schedulerPass(monitoring, new Date(start.getTime() + 3 * DAY)))).toHaveLength(0);
    expect(state.calls).toBe(calls);

    // A week on: due; the provider now has a second listing → one new notification about it.
    const week = new Date(start.getTime() + 7 * DAY + 60_000);
    state.listings = [listing('odalys-brennock-1', person), listing('odalys-brennock-2', person)];
    const second = mine(await schedulerPass(monitoring, week));
    expect(second).toHaveLength(1);
    await work(second[0]?.scanIds ?? [], provider, week);
    const notes = await scanNotes(member.id);
    expect(notes).toHaveLength(2);

    // The same listings again (an on-demand re-scan the same week): no further notification.
    const again = new Date(week.getTime() + 60 * 60_000);
    const demand = await as(app, member, 'POST', `/api/monitoring/profiles/${profile.id}/rescan`, {});
    expect(demand.statusCode, demand.body).toBe(202);
    expect(demand.json().run.reason).toBe('demand');
    await work(demand.json().run.scanIds, provider, again);
    expect(await scanNotes(member.id)).toHaveLength(2);

    const status = await as(app, member, 'GET', '/api/monitoring');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ everyDays: 7, profiles: [{ profileId: profile.id }] });
  }, 300_000);

  it('counts the cadence from the member’s own latest search: a profile just searched is not re-scanned until a week later', async () => {
    const person = { first: 'Perpetua', last: 'Lindqvist', age: 38, relative: 'Anselm Lindqvist' };
    const { member, profile } = await watchedMember(person.first, person.last, person.relative, person.age);
    const { state, provider } = localProvider();
    state.listings = [listing('perpetua-lindqvist-1', person)];
    const monitoring = { db: app.db, jobs: app.jobs, searchProviders: { ...app.searchProviders, active: provider } };
    const mine = (runs: Awaited<ReturnType<typeof schedulerPass>>) =>
      runs.filter((run) => run.profileId === profile.id);

    // The member searches their own name (no monitoring run yet): the profile is searched, not "never".
    const searched = new Date();
    const scan = await startScan(app, member.id, { type: 'name', term: 'Perpetua Lindqvist' });
    await work([scan.id], provider, searched);
    const calls = state.calls;
    expect(mine(await schedulerPass(monitoring, new Date(searched.getTime() + 60_000)))).toHaveLength(0);
    expect(mine(await schedulerPass(monitoring, new Date(searched.getTime() + 6 * DAY)))).toHaveLength(0);
    expect(state.calls).toBe(calls);
    const status = (await as(app, member, 'GET', '/api/monitoring')).json();
    const next = new Date(status.profiles.find((row: { profileId: string }) => row.profileId === profile.id).nextRunAt);
    expect(next.getTime()).toBeGreaterThan(searched.getTime() + 7 * DAY - 60_000);

    // A week after that search it is due.
    expect(mine(await schedulerPass(monitoring, new Date(searched.getTime() + 7 * DAY + 60_000)))).toHaveLength(1);
  }, 120_000);

  it('decides once per result over every scan: a case-number scan does not turn a namesake the name scan ruled out back into an alert', async () => {
    const person = { first: 'Odalys', last: 'Brennock', age: 44, relative: 'Tomas Brennock' };
    const url = 'https://www.truepeoplesearch.com/find/odalys-brennock-namesake';
    const nameView: RawResult = {
      url,
      title: 'Odalys Brennock, Age 71 - Reno, NV',
      snippet: 'Odalys Brennock, 71, lives in Reno, NV. Relatives: Harold Brennock.',
    };
    const caseView: RawResult = {
      url,
      title: 'Odalys Brennock - court case 2024-CV-0042',
      snippet: 'Odalys Brennock, case 2024-CV-0042, Washoe County.',
    };
    const { state, provider } = localProvider();
    const at = new Date();
    const scanOf = async (userId: string, type: 'name' | 'case', term: string) => {
      await claimTerm(app, userId, { type, term });
      const scan = await startScan(app, userId, { type, term });
      await work([scan.id], provider, at);
    };
    const resultOf = async (userId: string) =>
      (await app.db.select().from(searchResults).where(eq(searchResults.userId, userId))).find(
        (row) => row.url === url,
      );

    const { member } = await watchedMember(person.first, person.last, person.relative, person.age, at);
    state.listings = [nameView];
    await scanOf(member.id, 'name', 'Odalys Brennock');
    expect(await resultOf(member.id)).toMatchObject({ found: false, matchLabel: 'unlikely' });
    state.listings = [caseView];
    await scanOf(member.id, 'case', '2024-CV-0042');
    const combined = await resultOf(member.id);
    expect(combined).toMatchObject({ found: false, matchLabel: 'unlikely' });
    expect(combined?.observations.map((o) => o.type).sort()).toEqual(['case', 'name']);
    // The why: what matched and what conflicts, from both scans.
    expect(combined?.matchReasons).toEqual([
      'matched: full name, case number (2024-CV-0042), rare name',
      'conflicts: different age (71), different relatives (Harold Brennock)',
    ]);

    // The same case-number page seen alone (no earlier name scan) is an alert: the earlier scan is what rules it out.
    const { member: fresh } = await watchedMember(person.first, person.last, person.relative, person.age, at);
    await scanOf(fresh.id, 'case', '2024-CV-0042');
    expect(await resultOf(fresh.id)).toMatchObject({ found: true, matchLabel: 'likely' });
  }, 300_000);

  it('a removed listing the re-scan finds again has its page checked and its request re-opened once', async () => {
    const owner = await createMember(app, { firstName: 'Cordelia', lastName: 'Ashcombe' });
    const url = `${site.base}/p/monitor-relist`;
    const found: RawResult = {
      url,
      title: 'Cordelia Ashcombe, Dayton OH',
      snippet: 'Cordelia Ashcombe, 51.',
    };
    const other: RawResult = {
      url: 'https://example.org/news/ashcombe',
      title: 'Ashcombe news',
      snippet: '',
    };
    const { state, provider } = localProvider();

    // Listed, filed by letter, verified removed.
    site.set('/p/monitor-relist', 'listing');
    const [request] = await requestsFor(app, owner, [url]);
    const removal = request?.removals[0] as Removal;
    await app.db
      .update(removalRequests)
      .set({ method: 'email', optOutEmail: SITE_EMAIL })
      .where(eq(removalRequests.id, removal.id));
    expect((await captureSnapshot(app, removal.id, evidence))?.outcome).toBe('captured');
    await signAgreement(app, owner);
    expect((await as(app, owner, 'POST', `/api/requests/removals/${removal.id}/authorise`, {})).statusCode).toBe(200);
    expect(await dispatchRemoval(app.db, app.mail, app.blobs, removal.id)).toBe('sent');
    site.set('/p/monitor-relist', 'gone-404');
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('removed');

    const send = vi.spyOn(app.jobs, 'send');
    const verifies = () => send.mock.calls.filter(([name]) => name === VERIFY_JOB).map(([, data]) => data);
    const rescan = async (at: Date) => {
      const scan = await startScan(app, owner.id, { type: 'name', term: 'Cordelia Ashcombe' });
      await work([scan.id], provider, at);
    };
    const t0 = new Date();
    state.listings = [found, other];
    await rescan(t0);
    state.listings = [other];
    await rescan(new Date(t0.getTime() + 7 * DAY));
    expect(verifies()).toHaveLength(0);

    // The listing is back in the search results and on its page: its page check is queued once…
    site.set('/p/monitor-relist', 'listing');
    state.listings = [found, other];
    await rescan(new Date(t0.getTime() + 14 * DAY));
    expect(verifies()).toEqual([{ removalId: removal.id }]);
    // …and the check (what the queued job runs) re-files it.
    expect((await verifyRemoval(app, removal.id, evidence))?.outcome).toBe('still-listed');
    const rows = () =>
      app.db.select().from(removalRequests).where(eq(removalRequests.takedownRequestId, removal.takedownRequestId));
    expect((await rows()).filter((row) => row.relistedFromId === removal.id)).toHaveLength(1);

    // Gone and back again: the removal was already re-opened, nothing more is queued or filed.
    state.listings = [other];
    await rescan(new Date(t0.getTime() + 21 * DAY));
    state.listings = [found, other];
    await rescan(new Date(t0.getTime() + 28 * DAY));
    expect(verifies()).toHaveLength(1);
    expect((await rows()).filter((row) => row.relistedFromId === removal.id)).toHaveLength(1);
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), like(notifications.title, 'Listed again%')));
    expect(told).toHaveLength(1);
    send.mockRestore();
  }, 300_000);

  it('builds a month’s report with exactly that month’s events, emails it once, lists it, and its PDF renders', async () => {
    const reportNow = new Date('2026-12-01T07:00:00Z');
    const person = { first: 'Ysolde', last: 'Marrable', age: 38, relative: 'Quentin Marrable' };
    const { member } = await watchedMember(person.first, person.last, person.relative, person.age, reportNow);
    const { state, provider } = localProvider();
    const scanAt = async (at: Date) => {
      const scan = await startScan(app, member.id, { type: 'name', term: 'Ysolde Marrable' });
      await work([scan.id], provider, at);
    };
    state.listings = [listing('ysolde-october', person)];
    await scanAt(new Date('2026-10-20T10:00:00Z'));
    state.listings = [listing('ysolde-october', person), listing('ysolde-november-a', person)];
    await scanAt(new Date('2026-11-05T10:00:00Z'));
    state.listings = [listing('ysolde-november-a', person), listing('ysolde-november-b', person)];
    await scanAt(new Date('2026-11-20T10:00:00Z'));
    state.listings = [
      listing('ysolde-november-a', person),
      listing('ysolde-november-b', person),
      listing('ysolde-december', person),
    ];
    await scanAt(new Date('2026-12-03T10:00:00Z'));
    const stored = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
    expect(stored.filter((row) => row.found)).toHaveLength(4);

    const deps = { db: app.db, blobs: app.blobs, mail: app.mail, log: app.log, publicUrl: 'http://localhost:3000' };
    const report = await buildMonthlyReport(deps, member.id, '2026-11', reportNow);
    const events = report.summary.events.map((event) => `${event.kind} ${event.url.split('/').at(-1)}`);
    // Exactly November's: not October's first sighting, not December's listing (same-time events in any order).
    expect(events[0]).toBe('appeared ysolde-november-a');
    expect([...events].sort()).toEqual([
      'appeared ysolde-november-a',
      'appeared ysolde-november-b',
      'disappeared ysolde-october',
    ]);
    expect(report.summary.changes.newFindings).toEqual({ now: 2, before: 1 });
    expect(report.summary.findingsBySeverity.at(-1)).toEqual({ month: '2026-11', high: 2, medium: 0, low: 0 });
    expect(report.summary.findingsBySeverity.at(-2)).toEqual({ month: '2026-10', high: 1, medium: 0, low: 0 });

    // The job builds last month's report for every member with a profile, once: this one exists.
    expect(await buildMonthlyReport(deps, member.id, '2026-11', reportNow)).toMatchObject({ id: report.id });
    await buildMonthlyReports(deps, reportNow);
    const mails = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email));
    const reportMails = mails.filter((mail) => mail.subject?.includes('your report for 2026-11'));
    expect(reportMails).toHaveLength(1);
    expect(reportMails[0]?.body).toContain('New findings: 2 (last month 1)');

    const list = await as(app, member, 'GET', '/api/monitoring/reports');
    expect(list.statusCode).toBe(200);
    expect(list.json().reports).toMatchObject([{ id: report.id, month: '2026-11', newFindings: 2 }]);
    const other = await createMember(app);
    expect((await as(app, other, 'GET', `/api/monitoring/reports/${report.id}/pdf`)).statusCode).toBe(404);
    const pdf = await as(app, member, 'GET', `/api/monitoring/reports/${report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await renderFirstPage(pdf.rawPayload);
    expect(text.pages).toBeGreaterThanOrEqual(1);
    // Ink on the page, and the severity chart's red bars drawn (high findings).
    expect(text.darkPixels).toBeGreaterThan(2000);
    expect(text.redPixels).toBeGreaterThan(100);
    expect(text.words).toContain('What changed since last month');
    expect(text.words).toContain('ysolde-november-b');
    expect(text.words).not.toContain('ysolde-december');
  }, 300_000);
});

/** Renders the PDF's first page to pixels (pdf.js on a Skia canvas) and reads its text. */
async function renderFirstPage(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  let words = '';
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    words += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = createCanvas(viewport.width, viewport.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, viewport.width, viewport.height);
  await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  const pixels = context.getImageData(0, 0, viewport.width, viewport.height).data;
  let darkPixels = 0;
  let redPixels = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r = 255, g = 255, b = 255] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    if (r < 100 && g < 100 && b < 100) darkPixels++;
    if (r > 150 && g < 80 && b < 80) redPixels++;
  }
  return { pages: document.numPages, darkPixels, redPixels, words };
}
