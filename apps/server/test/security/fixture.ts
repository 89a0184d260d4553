import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/identity';
import { userProfiles } from '../../src/db/schema/profiles';
import { removalRequests } from '../../src/db/schema/requests';
import { searchResults } from '../../src/db/schema/search';
import type { Config } from '../../src/env';
import { notify } from '../../src/modules/notifications/service';
import { scanDeps } from '../../src/app-wiring';
import { runScan } from '../../src/modules/search/scan';
import type { SearchProvider } from '../../src/providers/search/types';
import { createMember, createOperator } from '../helpers/identity';
import { createTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';
import { claimTerm } from '../helpers/profiles';

export type Member = Awaited<ReturnType<typeof createMember>>;

/** Production settings; calls from loopback skip per-address limits (the rate-limit check uses others). */
export function createSecurityApp(config: Partial<Config> = {}, serveWeb = false): Promise<TestApp> {
  return createTestApp({
    serveWeb,
    config: { nodeEnv: 'production', rateLimitAllowlist: ['127.0.0.1'], ...config },
  });
}

export async function createAdmin(app: TestApp): Promise<Member> {
  return createOperator(app, { firstName: 'Ada', lastName: 'Operator' });
}

export function call(app: TestApp, member: { cookie: string } | null, method: string, url: string, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url,
    // Same-origin as a browser says it, whatever PUBLIC_URL the app under test has.
    headers: { 'sec-fetch-site': 'same-origin', ...(member ? { cookie: member.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** What a member's own data shows on the page, so a test can put payloads (or markers) in it. */
export type SeedTexts = {
  firstName: string;
  lastName: string;
  line1: string;
  term: string;
  title: string;
  note: string;
};

/**
 * A member with one of everything the API addresses by id: an address, a scan and its results,
 * a takedown request with removals, a notification, a push subscription and a session.
 */
export async function seedMember(app: TestApp, texts: SeedTexts) {
  const member = await createMember(app, { firstName: 'Seeded', lastName: 'Member' });
  // Sign-up refuses markup in a name; rows written before that rule (or by hand) may still hold
  // it, and the pages must render them as text, so the names are stored directly.
  const names = { firstName: texts.firstName, lastName: texts.lastName };
  await app.db
    .update(users)
    .set({ ...names, name: `${texts.firstName} ${texts.lastName}` })
    .where(eq(users.id, member.id));
  await app.db.update(userProfiles).set(names).where(eq(userProfiles.id, member.id));
  const address = await call(app, member, 'POST', '/api/profile/addresses', {
    line1: texts.line1,
    city: 'Reno',
    state: 'NV',
    postalCode: '89501',
  });
  expect(address.statusCode, address.body).toBe(201);
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      [1, 2].map((n) => ({
        url: `https://people.example/${member.id}/${n}`,
        title: `${texts.title} ${n}`,
        snippet: `${texts.firstName} ${texts.lastName} court record ${texts.title}`,
      })),
  };
  // The fixture's term is its member's own (the server scans only a profile's own terms).
  await claimTerm(app, member.id, { type: 'name', term: texts.term });
  const started = await call(app, member, 'POST', '/api/search/scans', { type: 'name', term: texts.term });
  expect(started.statusCode, started.body).toBe(202);
  const scanId = started.json().scan.id as string;
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, scanId);
  const results = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
  const created = await call(app, member, 'POST', '/api/requests', { resultIds: results.map((row) => row.id) });
  expect(created.statusCode, created.body).toBe(201);
  const takedownId = created.json().requests[0].id as string;
  const [removal] = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
  await call(app, member, 'POST', `/api/requests/removals/${removal?.id}/submitted`, { note: texts.note });
  const notificationId = await notify(app, member.id, 'scan-results', {
    title: texts.title,
    message: texts.note,
    type: 'info',
  });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://push.example.com/${member.id}`;
  await call(app, member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const sessions = (await call(app, member, 'GET', '/api/account/sessions')).json().sessions as { id: string }[];
  return {
    member,
    ids: {
      userId: member.id,
      addressId: address.json().id as string,
      scanId,
      resultId: results[0]?.id ?? '',
      takedownId,
      removalId: removal?.id ?? '',
      notificationId,
      sessionId: sessions[0]?.id ?? '',
    },
    endpoint,
  };
}

export type Seeded = Awaited<ReturnType<typeof seedMember>>;

/** A path of the OpenAPI document (`/api/requests/{id}`) with the seeded member's ids filled in. */
export function fillPath(template: string, seeded: Seeded): string {
  const { ids } = seeded;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'userId') return ids.userId;
    if (name === 'addressId') return ids.addressId;
    if (name === 'notificationId') return ids.notificationId;
    if (name === 'sessionId') return ids.sessionId;
    if (template.includes('/requests/removals/') || template.startsWith('/api/admin/removals')) return ids.removalId;
    if (template.startsWith('/api/requests') || template.startsWith('/api/admin/requests')) return ids.takedownId;
    if (template.includes('/scans/')) return ids.scanId;
    if (template.includes('/results/')) return ids.resultId;
    if (template.includes('/members/')) return ids.userId;
    return ids.takedownId;
  });
}
