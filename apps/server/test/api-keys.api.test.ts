import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema/api-keys';
import { rateLimitHits } from '../src/db/schema/platform';
import { userActivity } from '../src/db/schema/profiles';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { claimTerm } from './helpers/profiles';

type Member = Awaited<ReturnType<typeof createMember>>;
const KEY_LIMIT = 5;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ config: { apiKeys: { rateLimit: { max: KEY_LIMIT, windowMs: 60_000 } } } });
});

afterAll(async () => {
  await app.cleanup();
});

const withCookie = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });

async function newKey(member: Member, scope: 'read' | 'write', name = `${scope} key`) {
  const response = await withCookie(member, 'POST', '/api/api-keys', { name, scope });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: { id: string; hint: string; scope: string }; secret: string };
}

describe('key lifecycle', () => {
  it('creates a key shown once, stores only its hash, lists and revokes it', async () => {
    const member = await createMember(app);
    const created = await newKey(member, 'read', 'Budget app');
    expect(created.secret).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.hint).toBe(`${created.secret.slice(0, 8)}…`);

    const [stored] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const list = await withCookie(member, 'GET', '/api/api-keys');
    expect(list.json().keys).toEqual([
      expect.objectContaining({ id: created.key.id, name: 'Budget app', scope: 'read' }),
    ]);
    expect(list.body).not.toContain(created.secret);
    expect(list.headers['cache-control']).toContain('no-store');

    expect((await withKey(created.secret, 'GET', '/api/requests')).statusCode).toBe(200);
    const revoked = await withCookie(member, 'DELETE', `/api/api-keys/${created.key.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().key.revokedAt).not.toBeNull();
    // Revoked keys fail at once.
    const refused = await withKey(created.secret, 'GET', '/api/requests');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/not valid/);

    await app.apiKeyUsage.flush();
    const activity = await app.db
      .select({ type: userActivity.activityType })
      .from(userActivity)
      .where(eq(userActivity.userId, member.id));
    expect(activity.map((row) => row.type)).toEqual(
      expect.arrayContaining(['api_key_created', 'api_key_revoked', 'api_key_used']),
    );
  });

  it('refuses a blank name and an unknown scope, and another member’s key id', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    expect((await withCookie(member, 'POST', '/api/api-keys', { name: ' ', scope: 'read' })).statusCode).toBe(400);
    expect((await withCookie(member, 'POST', '/api/api-keys', { name: 'x', scope: 'admin' })).statusCode).toBe(400);
    const created = await newKey(member, 'write');
    expect((await withCookie(other, 'DELETE', `/api/api-keys/${created.key.id}`)).statusCode).toBe(404);
    expect((await withKey(created.secret, 'GET', '/api/requests')).statusCode).toBe(200);
  });
});

describe('bearer auth', () => {
  it('answers the key’s owner with their own data and nobody else’s', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const aliceKey = await newKey(alice, 'read');
    const bobKey = await newKey(bob, 'read');
    await claimTerm(app, alice.id, { type: 'company', term: 'Alice Holdings' });
    await withCookie(alice, 'POST', '/api/search/scans', { type: 'company', term: 'Alice Holdings' });

    const aliceHistory = await withKey(aliceKey.secret, 'GET', '/api/search/history');
    expect(aliceHistory.statusCode, aliceHistory.body).toBe(200);
    expect(aliceHistory.headers['cache-control']).toContain('no-store');
    const bobHistory = await withKey(bobKey.secret, 'GET', '/api/search/history');
    expect(bobHistory.statusCode).toBe(200);
    expect(JSON.stringify(bobHistory.json())).not.toContain('Alice Holdings');

    await app.apiKeyUsage.flush();
    const [scan] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, aliceKey.key.id));
    expect(scan?.lastUsedAt).not.toBeNull();
  });

  it('needs no CSRF origin for a bearer write, and a write key passes writes', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'write');
    await claimTerm(app, member.id, { type: 'company', term: 'Key Co' });
    const scan = await withKey(key.secret, 'POST', '/api/search/scans', { type: 'company', term: 'Key Co' });
    expect(scan.statusCode, scan.body).toBe(202);
  });

  it('refuses a read key on every write route', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'read');
    const scan = await withKey(key.secret, 'POST', '/api/search/scans', { type: 'company', term: 'Read Co' });
    expect(scan.statusCode).toBe(403);
    expect(scan.json().error.message).toMatch(/can only read/);
    const requests = await withKey(key.secret, 'POST', '/api/requests', { resultIds: [] });
    expect(requests.statusCode).toBe(403);
    const settings = await withKey(key.secret, 'PATCH', '/api/search/settings', { autoScan: true });
    expect(settings.statusCode).toBe(403);
  });

  it('never opens identity, account, keys or the console, even to an operator’s write key', async () => {
    const operator = await createOperator(app);
    const key = await newKey(operator, 'write');
    for (const [method, url] of [
      ['GET', '/api/admin/members'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/secrets'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/delete'],
    ] as const) {
      const response = await withKey(key.secret, method, url, method === 'POST' ? {} : undefined);
      expect([401, 403], `${method} ${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
    // The same operator's cookie still opens the console: the key, not the account, is refused.
    expect((await withCookie(operator, 'GET', '/api/admin/members')).statusCode).toBe(200);
  });

  it('refuses a made-up key and a malformed header', async () => {
    expect((await withKey(`cdk_${'A'.repeat(43)}`, 'GET', '/api/requests')).statusCode).toBe(401);
    const basic = await app.inject({ method: 'GET', url: '/api/requests', headers: { authorization: 'Basic eDp5' } });
    expect(basic.statusCode).toBe(401);
    // Another scheme (a staging proxy's Basic) is not a key: the cookie decides.
    const member = await createMember(app);
    const behindProxy = await app.inject({
      method: 'GET',
      url: '/api/requests',
      headers: { authorization: 'Basic eDp5', cookie: member.cookie },
    });
    expect(behindProxy.statusCode).toBe(200);
  });

  it('limits each key on its own, with Retry-After', async () => {
    const member = await createMember(app);
    const first = await newKey(member, 'read', 'first');
    const second = await newKey(member, 'read', 'second');
    for (let index = 0; index < KEY_LIMIT; index += 1) {
      expect((await withKey(first.secret, 'GET', '/api/requests')).statusCode).toBe(200);
    }
    const limited = await withKey(first.secret, 'GET', '/api/requests');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(second.secret, 'GET', '/api/requests')).statusCode).toBe(200);
  });

  it('counts a window’s uses into one activity entry', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'read', 'Counter');
    for (let index = 0; index < 3; index += 1) {
      expect((await withKey(key.secret, 'GET', '/api/requests')).statusCode).toBe(200);
    }
    await app.apiKeyUsage.flush();
    const rows = await app.db
      .select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, member.id), eq(userActivity.activityType, 'api_key_used')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.metadata).toMatchObject({ keyId: key.key.id, uses: 3, lastRoute: 'GET /api/requests' });
    expect(rows[0]?.description).toBe('API key “Counter” used: 3 requests');
  });
});

describe('the cost of a key (issue 33 item 2)', () => {
  it('reads the key once and writes nothing while answering; counts and uses are written in the background', async () => {
    const member = await createMember(app);
    const key = await newKey(member, 'read', 'Poller');
    for (let index = 0; index < 3; index += 1) {
      expect((await withKey(key.secret, 'GET', '/api/requests')).statusCode).toBe(200);
    }
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.key.id));
    expect(row?.useCount).toBe(0);
    expect(row?.lastUsedAt).toBeNull();
    const countKey = `api-key:${key.key.id}`;
    expect(await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, countKey))).toHaveLength(0);

    await app.rateCounts.flush();
    const [hits] = await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, countKey));
    expect(hits?.count).toBe(3);
    await app.apiKeyUsage.flush();
    const [used] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.key.id));
    expect(used?.useCount).toBe(3);
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('stops a cached key at once when its owner is suspended', async () => {
    const operator = await createOperator(app);
    const member = await createMember(app);
    const key = await newKey(member, 'read');
    expect((await withKey(key.secret, 'GET', '/api/requests')).statusCode).toBe(200);
    const suspended = await withCookie(operator, 'POST', `/api/admin/members/${member.id}/suspend`, {
      reason: 'Testing a suspended member’s key',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await withKey(key.secret, 'GET', '/api/requests')).statusCode).toBe(401);
  });
});
