import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { protectedProfiles } from '../src/db/schema/onboarding';
import { profileConsents } from '../src/db/schema/profile-consents';
import { searchCache, searchResults, searchScans } from '../src/db/schema/search';
import { rescanProfile } from '../src/modules/monitoring/service';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Issue 17 parts 1–2: a profile's facts, scans that belong to a profile, and terms that belong to none. */
let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: member ? { cookie: member.cookie, origin: ORIGIN } : { origin: ORIGIN },
  });

const EMPTY = {
  middleName: null,
  otherNames: [],
  birthYear: null,
  places: [],
  relatives: [],
  phones: [],
  emails: [],
  caseNumbers: [],
  companies: [],
  addresses: [],
  owner: null,
};

/**
 * A family member's profile with their consent on record (straight in the tables: the plan's number
 * of profiles and the consent flow are other tests').
 */
async function familyProfile(member: Member, firstName: string, lastName: string) {
  const [row] = await app.db
    .insert(protectedProfiles)
    .values({ userId: member.id, kind: 'family', firstName, lastName, relation: 'spouse', consentAt: new Date() })
    .returning();
  if (!row) throw new Error('no profile');
  await app.db.insert(profileConsents).values({
    userId: member.id,
    profileId: row.id,
    method: 'email-link',
    status: 'confirmed',
    confirmedAt: new Date(),
  });
  return row.id;
}

async function selfId(member: Member) {
  const list = await as(member, 'GET', '/api/protected-profiles');
  const self = (list.json().profiles as { id: string; kind: string }[]).find((row) => row.kind === 'self');
  return self?.id;
}

function localProvider(listings: RawResult[]): SearchProvider {
  return { id: 'searxng', configured: true, search: async () => listings };
}

async function scanAndWork(member: Member, body: object, listings: RawResult[]) {
  const started = await as(member, 'POST', '/api/search/scans', body);
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  await runScan(
    { ...deps, searchProviders: { ...deps.searchProviders, active: localProvider(listings) } },
    started.json().scan.id,
  );
  return started.json().scan.id as string;
}

describe('a profile’s facts', () => {
  it('stores a family member’s facts, reads them back, and keeps them from anyone else', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const spouse = await familyProfile(member, 'Rowan', 'Halloway');
    const facts = {
      ...EMPTY,
      middleName: 'Pell',
      otherNames: ['Rowan Ashby'],
      birthYear: 1984,
      places: [{ city: 'Dayton', state: 'OH', county: 'Montgomery' }],
      relatives: ['Edith Halloway'],
      phones: ['(937) 555-0142'],
      caseNumbers: ['2019-CV-0042'],
    };
    const saved = await as(member, 'PUT', `/api/search/profiles/${spouse}/facts`, facts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toContain('no-store');
    const read = await as(member, 'GET', `/api/search/profiles/${spouse}/facts`);
    expect(read.json()).toMatchObject({
      profile: { id: spouse, kind: 'family', label: 'Rowan Halloway' },
      facts,
      fromAccount: null,
    });
    expect((await as(other, 'GET', `/api/search/profiles/${spouse}/facts`)).statusCode).toBe(404);
    expect((await as(other, 'PUT', `/api/search/profiles/${spouse}/facts`, facts)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/search/profiles/${spouse}/facts`)).statusCode).toBe(401);
    for (const bad of [
      { ...facts, birthYear: 'old' },
      { ...facts, places: [{ city: 'Dayton' }] },
      { otherNames: 'x' },
    ]) {
      const refused = await as(member, 'PUT', `/api/search/profiles/${spouse}/facts`, bad);
      expect(refused.statusCode, refused.body).toBe(400);
    }
  });

  it('keeps the member’s own middle name, birth year, other names and relatives in their search settings', async () => {
    const member = await createMember(app, { firstName: 'Imogen', lastName: 'Tarrant' });
    await as(member, 'PATCH', '/api/search/settings', { relatives: ['Hugo Tarrant'] });
    // Two addresses, the second made primary: the account's places come primary first.
    const home = { line1: '12 Elm St', city: 'Austin', state: 'tx', postalCode: '78701' };
    expect((await as(member, 'POST', '/api/profile/addresses', home)).statusCode).toBe(201);
    const primary = { ...home, line1: '3 Bay Rd', city: 'Galveston', postalCode: '77550', isPrimary: true };
    expect((await as(member, 'POST', '/api/profile/addresses', primary)).statusCode).toBe(201);
    // Their own profile is made when they first need it (here: the first scan).
    await scanAndWork(member, { type: 'name', term: 'Imogen Tarrant' }, []);
    const id = await selfId(member);
    const before = (await as(member, 'GET', `/api/search/profiles/${id}/facts`)).json();
    expect(before.facts.relatives).toEqual(['Hugo Tarrant']);
    expect(before.fromAccount.emails).toEqual([member.email]);
    expect(before.fromAccount.places).toEqual([
      { city: 'Galveston', state: 'TX', county: null },
      { city: 'Austin', state: 'TX', county: null },
    ]);
    const saved = await as(member, 'PUT', `/api/search/profiles/${id}/facts`, {
      ...before.facts,
      middleName: 'Wren',
      companies: ['Tarrant Bakery LLC'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = (await as(member, 'GET', '/api/search/settings')).json();
    expect(settings).toMatchObject({ middleName: 'Wren', relatives: ['Hugo Tarrant'] });
    expect(saved.json().facts).toMatchObject({ middleName: 'Wren', companies: ['Tarrant Bakery LLC'] });
  });
});

describe('scans belong to a profile', () => {
  it('refuses a term that is none of the profile’s facts, with why and how to add it', async () => {
    const member = await createMember(app, { firstName: 'Robert', lastName: 'Quill' });
    const stranger = await as(member, 'POST', '/api/search/scans', { type: 'name', term: 'Zelda Fairweather' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toMatch(/not in Robert Quill's profile\. Add it to the profile/);
    const phone = await as(member, 'POST', '/api/search/scans', { type: 'phone', term: '312 555 0100' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.message).toMatch(/phone numbers/);
    // Their name as the member gave it, a nickname, a middle initial, with a city: all theirs.
    for (const term of ['Robert Quill', 'Bob Quill', 'Robert J. Quill', 'Robert Quill (Dayton, OH)']) {
      const started = await as(member, 'POST', '/api/search/scans', { type: 'name', term });
      expect(started.statusCode, `${term}: ${started.body}`).toBe(202);
    }
    // A phone the member adds to their own facts is searched (proving it needs SMS, which a server
    // may not have; decision 054's addendum). The issue 17 journey adds it on the profile page.
    const id = await selfId(member);
    const { facts } = (await as(member, 'GET', `/api/search/profiles/${id}/facts`)).json();
    await as(member, 'PUT', `/api/search/profiles/${id}/facts`, { ...facts, phones: ['312-555-0100'] });
    expect((await as(member, 'POST', '/api/search/scans', { type: 'phone', term: '312 555 0100' })).statusCode).toBe(
      202,
    );
  });

  it('refuses a stranger’s name added to one’s own other names: they are a relative (issue 32 item 4)', async () => {
    const member = await createMember(app, { firstName: 'Wilma', lastName: 'Tresco' });
    // Her own name first: the first scan makes her profile.
    expect((await as(member, 'POST', '/api/search/scans', { type: 'name', term: 'Wilma Tresco' })).statusCode).toBe(
      202,
    );
    const id = await selfId(member);
    const { facts } = (await as(member, 'GET', `/api/search/profiles/${id}/facts`)).json();
    await as(member, 'PUT', `/api/search/profiles/${id}/facts`, {
      ...facts,
      otherNames: ['Wilma Harrow', 'Zelda Fairweather'],
    });
    // A married name keeps the first name: hers. A name with neither is someone else.
    const married = await as(member, 'POST', '/api/search/scans', { type: 'name', term: 'Wilma Harrow' });
    expect(married.statusCode, married.body).toBe(202);
    const stranger = await as(member, 'POST', '/api/search/scans', { type: 'name', term: 'Zelda Fairweather' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toMatch(/someone else's/);
  });

  it('scans a family member by their own facts, and refuses the member’s name for them', async () => {
    const member = await createMember(app, { firstName: 'Agnes', lastName: 'Whitlow' });
    const spouse = await familyProfile(member, 'Casimir', 'Whitlow');
    const mine = await as(member, 'POST', '/api/search/scans', {
      profileId: spouse,
      type: 'name',
      term: 'Agnes Whitlow',
    });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().error.message).toMatch(/Casimir Whitlow's profile/);
    const theirs = await as(member, 'POST', '/api/search/scans', {
      profileId: spouse,
      type: 'name',
      term: 'Casimir Whitlow',
    });
    expect(theirs.statusCode, theirs.body).toBe(202);
    const [stored] = await app.db.select().from(searchScans).where(eq(searchScans.id, theirs.json().scan.id));
    expect(stored?.profileId).toBe(spouse);
    const someoneElses = await createMember(app);
    const foreign = await as(someoneElses, 'POST', '/api/search/scans', {
      profileId: spouse,
      type: 'name',
      term: 'Casimir Whitlow',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps one decision per result and profile: the same page found for the member and their spouse is two rows', async () => {
    const member = await createMember(app, { firstName: 'Lorna', lastName: 'Pendry' });
    const spouse = await familyProfile(member, 'Ivo', 'Pendry');
    const age = (born: number) => new Date().getUTCFullYear() - born;
    await as(member, 'PATCH', '/api/search/settings', { birthYear: 1980 });
    await as(member, 'PUT', `/api/search/profiles/${spouse}/facts`, { ...EMPTY, birthYear: 1950 });
    const url = 'https://www.truepeoplesearch.com/find/pendry-household';
    const page: RawResult = {
      url,
      title: `Lorna Pendry, Age ${age(1980)} - Dayton, OH`,
      snippet: `Lorna Pendry, ${age(1980)}, lives in Dayton, OH. Ivo Pendry, ${age(1980)}, lives in Dayton, OH.`,
    };
    await scanAndWork(member, { type: 'name', term: 'Lorna Pendry' }, [page]);
    await scanAndWork(member, { profileId: spouse, type: 'name', term: 'Ivo Pendry' }, [page]);
    const rows = await app.db
      .select()
      .from(searchResults)
      .where(and(eq(searchResults.userId, member.id), eq(searchResults.url, url)));
    expect(rows).toHaveLength(2);
    const ofMember = rows.find((row) => row.profileId === null);
    const ofSpouse = rows.find((row) => row.profileId === spouse);
    // The age on the page is the member's, not the spouse's: each row is judged by its own profile.
    expect(ofMember?.matchReasons.join(' ')).toMatch(/matched: .*age/);
    expect(ofSpouse?.matchReasons.join(' ')).toMatch(/conflicts: .*age/);
    // A re-scan of the member's term leaves the spouse's row as it was.
    await scanAndWork(member, { type: 'name', term: 'Lorna Pendry' }, [page]);
    const again = await app.db.select().from(searchResults).where(eq(searchResults.url, url));
    expect(again).toHaveLength(2);
  });

  it('"This is me" teaches the profile what the member chooses: relatives and past places, then evidence', async () => {
    const member = await createMember(app, { firstName: 'Perpetua', lastName: 'Lindqvist' });
    const sister = await familyProfile(member, 'Marit', 'Lindqvist');
    const born = new Date().getUTCFullYear() - 52;
    await as(member, 'PUT', `/api/search/profiles/${sister}/facts`, { ...EMPTY, birthYear: born });
    const page: RawResult = {
      url: 'https://www.fastpeoplesearch.com/marit-lindqvist',
      title: 'Marit Lindqvist, Age 52 - Duluth, MN',
      snippet: 'Marit Lindqvist, 52, lives in Duluth, MN. Previous: Fargo, ND. Relatives: Sten Lindqvist, Orla Brandt.',
    };
    await scanAndWork(member, { profileId: sister, type: 'name', term: 'Marit Lindqvist' }, [page]);
    const [row] = await app.db.select().from(searchResults).where(eq(searchResults.profileId, sister));
    const lessons = `/api/search/results/${row?.id}/lessons`;
    // Nothing is offered, and nothing learnt, before the member says the listing is theirs.
    expect((await as(member, 'GET', lessons)).json()).toEqual({ relatives: [], places: [] });
    expect((await as(member, 'POST', lessons, { relatives: ['Sten Lindqvist'], places: [] })).statusCode).toBe(409);
    await as(member, 'PUT', `/api/search/results/${row?.id}/feedback`, { feedback: 'me' });
    const offered = (await as(member, 'GET', lessons)).json();
    expect(offered).toEqual({
      relatives: ['Sten Lindqvist', 'Orla Brandt'],
      places: [
        { city: 'Duluth', state: 'MN', county: null },
        { city: 'Fargo', state: 'ND', county: null },
      ],
    });
    const taught = await as(member, 'POST', lessons, {
      relatives: ['Sten Lindqvist', 'Not Offered'],
      places: [{ city: 'Fargo', state: 'ND', county: null }],
    });
    expect(taught.statusCode, taught.body).toBe(200);
    expect(taught.json().facts).toMatchObject({
      relatives: ['Sten Lindqvist'],
      places: [{ city: 'Fargo', state: 'ND', county: null }],
    });
    // Someone else's result teaches nothing and is not found.
    const other = await createMember(app);
    expect((await as(other, 'GET', lessons)).statusCode).toBe(404);
    // A later listing is weighed with what was learnt: the relative and the past city count.
    const later: RawResult = {
      url: 'https://www.spokeo.com/marit-lindqvist-fargo',
      title: 'Marit Lindqvist - Fargo, ND',
      snippet: 'Marit Lindqvist of Fargo, ND. Relatives: Sten Lindqvist.',
    };
    await app.db.delete(searchCache).where(eq(searchCache.userId, member.id));
    await scanAndWork(member, { profileId: sister, type: 'name', term: 'Marit Lindqvist' }, [page, later]);
    const [laterRow] = await app.db.select().from(searchResults).where(eq(searchResults.url, later.url));
    expect(laterRow?.matchReasons.join(' ')).toMatch(/relative \(Sten Lindqvist\)/);
    expect(laterRow?.matchReasons.join(' ')).toMatch(/Fargo/);
  });

  it('a monitoring re-scan is for its profile', async () => {
    const member = await createMember(app, { firstName: 'Tobias', lastName: 'Marchetti' });
    const child = await familyProfile(member, 'Elena', 'Marchetti');
    const run = await rescanProfile(app, member.id, child, 'demand', { variants: 2 });
    const scans = await app.db.select().from(searchScans).where(eq(searchScans.userId, member.id));
    expect(run.scanIds.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => run.scanIds.includes(scan.id)).every((scan) => scan.profileId === child)).toBe(true);
  });
});
