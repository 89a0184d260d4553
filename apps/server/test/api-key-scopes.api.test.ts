import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, API_KEY_SCOPES, keyAccess } from '@cleardocket/domain/api-keys/rules';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 33 item 3: what a key may call is declared by each route (config.keyScopes), so this walks
 * every route of the app with a read key and a write key and checks the answer is what the
 * route declares: let in, or refused with the key's own reason.
 */
let app: TestApp;
const keys: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ config: { apiKeys: { rateLimit: { max: 100_000, windowMs: 60_000 } } } });
  const member = await createMember(app);
  for (const scope of API_KEY_SCOPES) {
    const made = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: `${scope} walker`, scope },
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(made.statusCode, made.body).toBe(201);
    keys[scope] = (made.json() as { secret: string }).secret;
  }
});

afterAll(async () => {
  await app.cleanup();
});

/** A URL for a route's path: every parameter a fresh id (nobody's), a wildcard a made-up file. */
const urlOf = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');

describe('API key scopes, route by route', () => {
  it('answers every member route with each scope as the route declares', async () => {
    const routes = app.routeCatalogue().filter((route) => route.audience === 'member' && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      for (const scope of API_KEY_SCOPES) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: { authorization: `Bearer ${keys[scope]}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${scope} key, ${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        const message =
          response.statusCode === 403 ? (response.json() as { error: { message: string } }).error.message : '';
        const access = keyAccess(scope, route.keyScopes);
        if (access === 'allowed') {
          expect(response.statusCode, label).not.toBe(401);
          expect([API_KEY_MESSAGES.routeClosed, API_KEY_MESSAGES.readOnly], label).not.toContain(message);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(message, label).toBe(
            access === 'read_only' ? API_KEY_MESSAGES.readOnly : API_KEY_MESSAGES.routeClosed,
          );
        }
      }
    }
  });

  it('never lets a key reach an operator route', async () => {
    // The outbox guards itself in its handler and is open in development and tests by design
    // (docs/identity.md "Outbox"); it is operators' only in production.
    const routes = app
      .routeCatalogue()
      .filter((route) => route.audience === 'operator' && route.method !== 'HEAD' && route.url !== '/api/outbox');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url),
        headers: { authorization: `Bearer ${keys.write}` },
      });
      expect([401, 403, 404], `${route.method} ${route.url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });

  it('opens the member’s notifications to keys and keeps identity, account, keys, billing and agreements closed', () => {
    const scopesOf = (method: string, url: string) =>
      app.routeCatalogue().find((route) => route.method === method && route.url === url)?.keyScopes;
    expect(scopesOf('GET', '/api/users/:userId/notifications/unread-count')).toEqual(['read', 'write']);
    expect(scopesOf('PATCH', '/api/users/:userId/notifications/mark-all-read')).toEqual(['write']);
    expect(scopesOf('GET', '/api/requests')).toEqual(['read', 'write']);
    expect(scopesOf('POST', '/api/search/scans')).toEqual(['write']);
    const closedPrefixes = ['/api/identity', '/api/account', '/api/api-keys', '/api/membership', '/api/agreement'];
    const closed = app
      .routeCatalogue()
      .filter((route) => closedPrefixes.some((prefix) => route.url.startsWith(prefix)));
    expect(closed.length).toBeGreaterThan(20);
    for (const route of closed) expect(route.keyScopes, `${route.method} ${route.url}`).toEqual([]);
  });
});
