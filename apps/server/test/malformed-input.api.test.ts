import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createMember, createOperator, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await createTestApp();
  member = await createMember(app);
  admin = await createOperator(app);
});

afterAll(async () => {
  await app.cleanup();
});

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown; raw?: string; as?: 'member' | 'admin' };

async function send(call: Call) {
  const cookie = call.as === 'admin' ? admin.cookie : call.as === 'member' ? member.cookie : undefined;
  return app.inject({
    method: call.method,
    url: call.url,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(call.raw !== undefined ? { payload: call.raw } : {}),
    ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
    remoteAddress: nextAddress(),
  });
}

/** JSON text nested `depth` objects deep (written out: JSON.stringify itself recurses). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

const NUL = 'Jane\u0000Doe';

describe('malformed input ends in a 400, never a 500 (issue 13 item 7)', () => {
  it('refuses NUL characters in bodies, query strings and keys', async () => {
    const calls: Call[] = [
      { method: 'PATCH', url: '/api/profile', payload: { firstName: NUL, lastName: 'Doe' }, as: 'member' },
      { method: 'POST', url: '/api/error-reports', payload: { message: NUL, category: 'ui', severity: 'low' } },
      { method: 'POST', url: '/api/identity/sign-in', payload: { email: `a${NUL}@example.com`, password: 'x' } },
      { method: 'POST', url: '/api/identity/forgot-password', payload: { email: `a${NUL}@example.com` } },
      { method: 'POST', url: '/api/contact', payload: { [`name${NUL}`]: 'x' } },
      { method: 'GET', url: '/api/search/results?term=%00', as: 'member' },
      { method: 'GET', url: '/api/admin/removals?q=%00', as: 'admin' },
    ];
    for (const call of calls) {
      const response = await send(call);
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });

  it('refuses JSON nested thousands of levels deep', async () => {
    for (const call of [
      { method: 'POST', url: '/api/identity/sign-in', raw: `{"email":${nested(5000)},"password":"x"}` },
      { method: 'POST', url: '/api/identity/sign-up', raw: nested(20_000) },
      {
        method: 'PATCH',
        url: '/api/profile',
        raw: `{"firstName":"A","lastName":"B","x":${nested(5000)}}`,
        as: 'member',
      },
      { method: 'POST', url: '/api/error-reports', raw: `${'['.repeat(8000)}${']'.repeat(8000)}` },
    ] satisfies Call[]) {
      const response = await send(call);
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(400);
    }
  });

  it('refuses a push endpoint that is not a web address', async () => {
    const response = await send({
      method: 'POST',
      url: `/api/users/${member.id}/push-subscriptions`,
      payload: { endpoint: 'not a url', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
      as: 'member',
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('refuses dashboard dates outside what the database holds', async () => {
    for (const query of ['to=275760-09-13', 'from=-271821-04-20', 'from=0001-01-01&to=9999-12-31']) {
      const response = await send({ method: 'GET', url: `/api/dashboard/metrics?${query}`, as: 'member' });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
  });

  it('answers 404 for an unknown member in an admin route', async () => {
    const response = await send({ method: 'GET', url: `/api/admin/members/${randomUUID()}/requests`, as: 'admin' });
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('authentication before validation (issue 13 item 8)', () => {
  it('answers 401, not 400, to an anonymous call with a bad body', async () => {
    for (const call of [
      { method: 'PATCH', url: '/api/profile', payload: { firstName: 42 } },
      { method: 'POST', url: '/api/requests', payload: { resultIds: 'nope' } },
      { method: 'POST', url: '/api/identity/phone/verify', payload: {} },
      { method: 'GET', url: '/api/search/results?pageSize=7' },
      { method: 'GET', url: '/api/admin/removals?status=nope' },
    ] satisfies Call[]) {
      const response = await send(call);
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(401);
    }
  });
});
