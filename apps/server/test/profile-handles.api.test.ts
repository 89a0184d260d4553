import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { protectedProfiles } from '../src/db/schema/onboarding';
import { profileConsents } from '../src/db/schema/profile-consents';
import { searchResults } from '../src/db/schema/search';
import { scanDeps } from '../src/app-wiring';
import { runScan } from '../src/modules/search/scan';
import type { SearchProvider } from '../src/providers/search/types';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Issue 35 (decision 118): usernames on social sites are a fact of a profile, and they tell its own profiles. */
let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** The facts a client written before usernames existed sends: no `handles`. */
const WITHOUT_HANDLES = {
  middleName: null,
  otherNames: [],
  birthYear: null,
  places: [{ city: 'San Jose', state: 'CA', county: null }],
  relatives: [],
  phones: [],
  emails: [],
  caseNumbers: [],
  companies: [],
  addresses: [],
  owner: null,
};

async function spouseProfile(member: Member) {
  const [row] = await app.db
    .insert(protectedProfiles)
    .values({
      userId: member.id,
      kind: 'family',
      firstName: 'Kevin',
      lastName: 'Tran',
      relation: 'spouse',
      consentAt: new Date(),
    })
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

function localProvider(listings: RawResult[]): SearchProvider {
  return { id: 'searxng', configured: true, search: async () => listings };
}

async function scan(member: Member, profileId: string, listings: RawResult[]) {
  const started = await as(member, 'POST', '/api/search/scans', { profileId, type: 'name', term: 'Kevin Tran' });
  expect(started.statusCode, started.body).toBe(202);
  const deps = scanDeps(app);
  await runScan(
    { ...deps, searchProviders: { ...deps.searchProviders, active: localProvider(listings) } },
    started.json().scan.id,
  );
}

describe('usernames on social sites', () => {
  it('are stored with a profile’s facts, and a change without them keeps none', async () => {
    const member = await createMember(app);
    const spouse = await spouseProfile(member);
    const url = `/api/search/profiles/${spouse}/facts`;
    const old = await as(member, 'PUT', url, WITHOUT_HANDLES);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().facts.handles).toEqual([]);
    const saved = await as(member, 'PUT', url, { ...WITHOUT_HANDLES, handles: ['@kdtran92'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as(member, 'GET', url)).json().facts.handles).toEqual(['@kdtran92']);
    const refused = await as(member, 'PUT', url, { ...WITHOUT_HANDLES, handles: 'kdtran92' });
    expect(refused.statusCode).toBe(400);
  });

  it('make the profile’s own page on a social site a mention, and a namesake’s with a common name and city stay unsure', async () => {
    const member = await createMember(app);
    const spouse = await spouseProfile(member);
    await as(member, 'PUT', `/api/search/profiles/${spouse}/facts`, { ...WITHOUT_HANDLES, handles: ['@kdtran92'] });
    const own = 'https://www.instagram.com/kdtran92/';
    const namesake = 'https://www.instagram.com/kevintran.sj/';
    await scan(member, spouse, [
      {
        url: own,
        title: 'Kevin Tran (@kdtran92) • Instagram photos and videos',
        snippet: 'San Jose. Food and hiking.',
      },
      { url: namesake, title: 'Kevin Tran (@kevintran.sj) • Instagram', snippet: 'San Jose. Photography.' },
    ]);
    const rows = await app.db
      .select()
      .from(searchResults)
      .where(and(eq(searchResults.userId, member.id), eq(searchResults.profileId, spouse)));
    const ownRow = rows.find((row) => row.url === own);
    const namesakeRow = rows.find((row) => row.url === namesake);
    expect(ownRow?.matchLabel).toBe('likely');
    expect(ownRow?.matchReasons.join(' ')).toContain('their handle (kdtran92)');
    // A social profile is a mention, never an alert.
    expect(ownRow?.found).toBe(false);
    expect(namesakeRow?.matchLabel).toBe('possible');
  });
});
