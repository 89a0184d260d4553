import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/identity';
import { outboxMessages } from '../src/db/schema/messages';
import { ORIGIN, cookieFrom, createMember, latestCode, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { totpFromUri } from './helpers/totp';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

/** A member who has turned on an authenticator app; every session of theirs is then signed out. */
async function createTwoFactorMember() {
  const member = await createMember(app);
  const headers = { cookie: member.cookie, origin: ORIGIN };
  const start = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/start',
    headers,
    payload: { password: member.password },
  });
  const { totpUri } = start.json() as { totpUri: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers,
    payload: { code: totpFromUri(totpUri) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  await app.db.delete(sessions).where(eq(sessions.userId, member.id));
  await app.events.publish('sessions', '*');
  return { ...member, totpUri };
}

const sessionCount = async (userId: string) =>
  (await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

describe('two-factor on every sign-in path (issue 13 item 2)', () => {
  it('answers needs_second_factor to a password and gives no session', async () => {
    const member = await createTwoFactorMember();
    const response = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: nextAddress(),
    });
    expect(response.json()).toEqual({ status: 'needs_second_factor' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: cookieFrom(response) },
    });
    expect(session.json().user).toBeNull();
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('gives no emailed sign-in code and no session through the library routes', async () => {
    const member = await createTwoFactorMember();
    const before = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email));
    const send = await app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      headers: { origin: ORIGIN },
      payload: { email: member.email, type: 'sign-in' },
    });
    expect(send.statusCode).toBe(404);
    const after = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email));
    expect(after).toHaveLength(before.length);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      headers: { origin: ORIGIN },
      payload: { email: member.email, otp: '123456' },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.cookies).toHaveLength(0);
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(exported.statusCode).toBe(401);
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('refuses a session from an emailed code even when the library is called inside the server', async () => {
    const member = await createTwoFactorMember();
    await app.auth.api.sendVerificationOTP({ body: { email: member.email, type: 'sign-in' } });
    const otp = await latestCode(app, member.email);
    await expect(app.auth.api.signInEmailOTP({ body: { email: member.email, otp } })).rejects.toThrow();
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('still signs the member in with the password and the authenticator code', async () => {
    const member = await createTwoFactorMember();
    const first = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: nextAddress(),
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/two-factor',
      headers: { cookie: cookieFrom(first), origin: ORIGIN },
      payload: { code: totpFromUri(member.totpUri) },
      remoteAddress: nextAddress(),
    });
    expect(second.json()).toEqual({ status: 'complete' });
    expect(await sessionCount(member.id)).toBe(1);
  });
});
