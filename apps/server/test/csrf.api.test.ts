import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, cookieFrom, createMember, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const FOREIGN = 'https://evil.example';

const session = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } })).json().user as {
    id: string;
    firstName: string;
  } | null;

describe('CSRF on encoded paths (issue 13 item 3)', () => {
  it('refuses a foreign-origin account deletion through /%61pi/, and the account stays', async () => {
    const member = await createMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/account/delete',
      headers: { cookie: member.cookie, origin: FOREIGN },
      payload: { confirmation: 'DELETE' },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect((await session(member.cookie))?.id).toBe(member.id);
  });

  it('refuses a foreign-origin text/plain letter authorisation and profile change through /%61pi/', async () => {
    const member = await createMember(app);
    const authorise = await app.inject({
      method: 'POST',
      url: `/%61pi/requests/removals/${randomUUID()}/authorise`,
      headers: { cookie: member.cookie, origin: FOREIGN, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(authorise.statusCode, authorise.body).toBe(403);
    const rename = await app.inject({
      method: 'PATCH',
      url: '/%61pi/profile',
      headers: { cookie: member.cookie, origin: FOREIGN },
      payload: { firstName: 'Mallory', lastName: 'Doe' },
    });
    expect(rename.statusCode, rename.body).toBe(403);
    expect((await session(member.cookie))?.firstName).toBe('Jane');
  });

  it('refuses cookie-carrying writes with no origin, on any path, with other encodings too', async () => {
    const member = await createMember(app);
    for (const url of ['/%61pi/profile', '/api/profile', '/%61%70%69/profile', '/api/%70rofile', '/not-an-api-path']) {
      const response = await app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: member.cookie },
        payload: { firstName: 'Mallory', lastName: 'Doe' },
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(403);
    }
    expect((await session(member.cookie))?.firstName).toBe('Jane');
  });

  it('still accepts the same write from our own origin', async () => {
    const member = await createMember(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/%61pi/profile',
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload: { firstName: 'Janet', lastName: 'Doe' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await session(member.cookie))?.firstName).toBe('Janet');
  });

  it('empties the session cache after a session write through an encoded path', async () => {
    const member = await createMember(app);
    const second = cookieFrom(
      await app.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email: member.email, password: member.password },
        remoteAddress: nextAddress(),
      }),
    );
    // The second session is now cached.
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode).toBe(
      200,
    );
    const list = (
      await app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: member.cookie } })
    ).json().sessions as { id: string; isCurrent: boolean }[];
    const other = list.find((item) => !item.isCurrent);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/%61pi/account/sessions/${other?.id}`,
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: second } })).statusCode).toBe(
      401,
    );
  });
});
