import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/identity';
import { ORIGIN, createMember, createSignUp, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const profile = (cookie: string) => app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

describe('session guard', () => {
  it('accepts the signed cookie and refuses a tampered, revoked, expired or banned session', async () => {
    const member = await createMember(app);
    expect((await profile(member.cookie)).statusCode).toBe(200);

    const [name, value = ''] = member.cookie.split('=');
    const decoded = decodeURIComponent(value);
    // Change the token's first character (to something it is not already).
    const flipped = decoded.startsWith('x') ? 'y' : 'x';
    const tampered = `${name}=${encodeURIComponent(`${flipped}${decoded.slice(1)}`)}`;
    expect((await profile(tampered)).statusCode).toBe(401);
    expect((await profile(`${name}=${encodeURIComponent(decoded.split('.')[0] ?? '')}`)).statusCode).toBe(401);

    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    // Writes straight to the tables bypass the API, which announces session changes itself.
    await app.events.publish('sessions', '*');
    expect((await profile(member.cookie)).statusCode).toBe(401);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(sessions.userId, member.id));
    expect((await profile(member.cookie)).statusCode).toBe(200);

    await app.db.update(users).set({ banned: true }).where(eq(users.id, member.id));
    await app.events.publish('sessions', '*');
    expect((await profile(member.cookie)).statusCode).toBe(401);
    await app.db.update(users).set({ banned: false }).where(eq(users.id, member.id));

    await app.db.delete(sessions).where(eq(sessions.userId, member.id));
    await app.events.publish('sessions', '*');
    expect((await profile(member.cookie)).statusCode).toBe(401);
  });

  it('serves a live session from memory, and a sign-out through the API ends it at once', async () => {
    const member = await createMember(app);
    expect((await profile(member.cookie)).statusCode).toBe(200);
    // Cached: a row change nobody announced is not seen for up to 2 minutes...
    await app.db.delete(sessions).where(eq(sessions.userId, member.id));
    expect((await profile(member.cookie)).statusCode).toBe(200);
    // ...but any write to the identity API (here a sign-out) empties every process's cache.
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(signOut.statusCode).toBeLessThan(500);
    expect((await profile(member.cookie)).statusCode).toBe(401);
  });

  it('keeps the cache through another member signing in: a new session makes nothing stale (issue 19)', async () => {
    const member = await createMember(app);
    const other = createSignUp();
    await createMember(app, { email: other.email });
    expect((await profile(member.cookie)).statusCode).toBe(200);
    await app.db.delete(sessions).where(eq(sessions.userId, member.id));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: other.email, password: other.password },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // Still served from memory: the sign-in did not empty the cache (a sign-out would: above).
    expect((await profile(member.cookie)).statusCode).toBe(200);
  });
});
