import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/modules/identity/admin';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/identity';
import { ADMIN_TWO_FACTOR_REQUIRED } from '@cleardocket/domain/identity/messages';
import { cookieFrom, createMember, createSignUp, makeOperator, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  // Production settings: the outbox API is then for admins only.
  app = await createTestApp({ config: { nodeEnv: 'production' } });
});

afterAll(async () => {
  await app.cleanup();
});

describe('admin role', () => {
  it('refuses a signed-out caller with 401 and a member with 403 at an admin route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    const member = await createMember(app);
    const refused = await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: member.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('refuses a promoted member without two-factor everywhere an operator reads, then lets them in once it is on', async () => {
    const member = await createMember(app);
    expect(await createOrPromoteAdmin({ db: app.db, auth: app.auth }, member.email)).toEqual({ created: false });
    const session = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().user).toMatchObject({ isAdmin: true, twoFactorEnabled: false });
    const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const queue = await get('/api/admin/removals', member.cookie);
    expect(queue.statusCode).toBe(403);
    expect(queue.json().error).toEqual(ADMIN_TWO_FACTOR_REQUIRED);
    // The outbox answers as it would a member, and the API reference is the members' copy.
    expect((await get('/api/outbox', member.cookie)).statusCode).toBe(403);
    const membersCopy = await get('/api/docs/json', member.cookie);
    expect(membersCopy.statusCode).toBe(200);
    expect(Object.keys(membersCopy.json().paths as object)).not.toContain('/api/admin/removals');

    const operator = await makeOperator(app, member);
    expect((await get('/api/admin/removals', operator.cookie)).statusCode).toBe(200);
    expect((await get('/api/outbox', operator.cookie)).statusCode).toBe(200);
    const operatorsCopy = await get('/api/docs/json', operator.cookie);
    expect(operatorsCopy.statusCode).toBe(200);
    expect(Object.keys(operatorsCopy.json().paths as object)).toContain('/api/admin/removals');
  });

  it('creates a verified admin who can sign in with the temporary password', async () => {
    const email = `admin.${Date.now()}@example.com`;
    const result = await createOrPromoteAdmin({ db: app.db, auth: app.auth }, email);
    expect(result.created).toBe(true);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      remoteAddress: nextAddress(),
      payload: { email, password: result.password },
    });
    expect(signIn.json()).toEqual({ status: 'complete' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(session.json().user.isAdmin).toBe(true);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a configured email an admin when it verifies', async () => {
    const email = `boss.${Date.now()}@example.com`;
    const configured = await createTestApp({ config: { adminEmails: [email] } });
    try {
      const member = await createMember(configured, { email });
      const session = await configured.inject({
        method: 'GET',
        url: '/api/identity/session',
        headers: { cookie: member.cookie },
      });
      expect(session.json().user.isAdmin).toBe(true);
      const other = await createMember(configured);
      const otherSession = await configured.inject({
        method: 'GET',
        url: '/api/identity/session',
        headers: { cookie: other.cookie },
      });
      expect(otherSession.json().user.isAdmin).toBe(false);
    } finally {
      await configured.cleanup();
    }
  });

  it('gives the role only once the email is verified, and lets the real owner sign up over an unfinished one', async () => {
    const email = `chief.${Date.now()}@example.com`;
    const configured = await createTestApp({ config: { adminEmails: [email] } });
    try {
      // Someone who does not own the mailbox signs up with it and tries to sign in.
      const squatter = createSignUp({ email, phoneNumber: '' });
      const first = await configured.inject({
        method: 'POST',
        url: '/api/identity/sign-up',
        payload: { ...squatter, password: 'Squatter-Lantern-77' },
        remoteAddress: nextAddress(),
      });
      expect(first.statusCode, first.body).toBe(201);
      const signIn = await configured.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email, password: 'Squatter-Lantern-77' },
        remoteAddress: nextAddress(),
      });
      expect(signIn.json().status).toBe('needs_email_verification');
      const [pending] = await configured.db.select().from(users).where(eq(users.email, email));
      expect(pending?.role).toBe('user');
      // The owner signs up with their own password and verifies: the unfinished sign-up is replaced.
      const owner = await createMember(configured, { email });
      const session = await configured.inject({
        method: 'GET',
        url: '/api/identity/session',
        headers: { cookie: owner.cookie },
      });
      expect(session.json().user).toMatchObject({ isAdmin: true, email });
      const squatterAgain = await configured.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email, password: 'Squatter-Lantern-77' },
        remoteAddress: nextAddress(),
      });
      expect(squatterAgain.statusCode).toBe(401);
    } finally {
      await configured.cleanup();
    }
  });
});
