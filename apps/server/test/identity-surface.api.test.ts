import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/messages';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

/** Better Auth's own routes, as they answered under /api/auth before issue 13. */
const LIBRARY_ROUTES: { method: 'GET' | 'POST'; path: string; body?: (email: string) => object }[] = [
  { method: 'POST', path: 'sign-in/email', body: (email) => ({ email, password: 'wrong-password' }) },
  {
    method: 'POST',
    path: 'sign-up/email',
    body: (email) => ({ email: `x${email}`, password: 'password', name: 'x', firstName: 'x', lastName: '' }),
  },
  { method: 'POST', path: 'email-otp/send-verification-otp', body: (email) => ({ email, type: 'sign-in' }) },
  { method: 'POST', path: 'sign-in/email-otp', body: (email) => ({ email, otp: '123456' }) },
  { method: 'POST', path: 'forget-password/email-otp', body: (email) => ({ email }) },
  { method: 'POST', path: 'email-otp/reset-password', body: (email) => ({ email, otp: '1', password: 'password' }) },
  { method: 'POST', path: 'phone-number/send-otp', body: () => ({ phoneNumber: '+12155550123' }) },
  { method: 'POST', path: 'update-user', body: () => ({ name: 'x'.repeat(100_000), image: 'javascript:alert(1)' }) },
  { method: 'POST', path: 'change-email', body: () => ({ newEmail: 'mallory@example.com' }) },
  { method: 'POST', path: 'two-factor/enable', body: () => ({ password: 'x' }) },
  { method: 'GET', path: 'get-session' },
  { method: 'GET', path: 'list-sessions' },
  { method: 'GET', path: 'admin/list-users' },
  { method: 'GET', path: 'ok' },
];

describe("the identity library's own routes (issue 13 item 1)", () => {
  it('are not reachable from outside: 404 for each, with or without a session, and nothing is sent', async () => {
    const member = await createMember(app);
    const sentBefore = (await app.db.select().from(outboxMessages)).length;
    for (const route of LIBRARY_ROUTES) {
      for (const cookie of [undefined, member.cookie]) {
        const response = await app.inject({
          method: route.method,
          url: `/api/auth/${route.path}`,
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(route.body ? { payload: route.body(member.email) } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.body).not.toContain('token');
      }
    }
    expect((await app.db.select().from(outboxMessages)).length).toBe(sentBefore);
  });

  it('leaves the OpenAPI document with only the product routes', async () => {
    const document = app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/auth'))).toEqual([]);
    expect(Object.keys(document.paths)).toContain('/api/identity/sign-in');
  });
});
