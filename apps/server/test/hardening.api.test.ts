import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** A web build with the two developer pages, an ordinary page and the not-found page. */
function writeFixtureBuild(): string {
  const client = path.join(mkdtempSync(path.join(tmpdir(), 'cd-hidden-')), 'client');
  for (const [folder, title] of [
    ['', 'Home'],
    ['toast-example', 'Toast example'],
    ['dev/outbox', 'Outbox'],
    ['dev/test-mcp', 'Test the MCP server'],
    ['dev/test-mcp-debug', 'MCP debug'],
    ['secret-management-demo', 'Secret management'],
    ['__not-found', 'Page Not Found'],
  ] as const) {
    mkdirSync(path.join(client, folder), { recursive: true });
    writeFileSync(
      path.join(client, folder, 'index.html'),
      `<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`,
    );
  }
  // /dev/test-pwa is rendered by the client: the shell, for the routes the build lists.
  writeFileSync(path.join(client, '__spa-fallback.html'), '<!DOCTYPE html><html><body><h1>Shell</h1></body></html>');
  writeFileSync(path.join(client, '..', 'routes.json'), JSON.stringify({ clientRoutes: ['/dev/test-pwa'] }));
  return client;
}

describe('production hides the developer pages (issue 13 item 8; the API docs are for members since issue 33)', () => {
  let app: TestApp;
  let client: string;
  beforeAll(async () => {
    client = writeFixtureBuild();
    app = await createTestApp({ serveWeb: true, config: { nodeEnv: 'production', webDistDir: client } });
  });
  afterAll(async () => {
    await app.cleanup();
    rmSync(path.dirname(client), { recursive: true, force: true });
  });

  it('answers Page Not Found to everyone but an admin', async () => {
    const member = await createMember(app);
    const admin = await createOperator(app);
    for (const url of [
      '/toast-example',
      '/dev/outbox',
      '/dev/outbox/',
      '/dev/test-pwa',
      '/%74oast-example',
      '/dev/test-mcp',
      '/dev/test-mcp-debug',
      '/secret-management-demo',
    ]) {
      for (const cookie of [undefined, member.cookie]) {
        const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${url} ${cookie ? 'member' : 'anonymous'}`).toBe(404);
        expect(response.body).not.toContain('Toast example');
      }
      const seen = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(seen.statusCode, `${url} admin`).toBeLessThan(400);
    }
    expect((await app.inject({ method: 'GET', url: '/toast-example' })).body).toContain('Page Not Found');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});

describe('no-store on JSON (issue 13 item 8)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('keeps every JSON answer out of caches', async () => {
    const member = await createMember(app);
    for (const [url, cookie] of [
      ['/api/identity/session', member.cookie],
      ['/api/profile', member.cookie],
      ['/api/account/sessions', member.cookie],
      ['/api/profile', undefined],
      ['/api/no-such-route', undefined],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('https redirect (issue 13 item 8)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { publicUrl: 'https://app.example.com' } });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('sends plain-http requests to the https address, and leaves https and health probes alone', async () => {
    const plain = await app.inject({ method: 'POST', url: '/api/identity/sign-in?x=1', payload: {} });
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toBe('https://app.example.com/api/identity/sign-in?x=1');
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('trusts only a configured proxy to say the request was https', async () => {
    const behindProxy = await createTestApp({ config: { publicUrl: 'https://app.example.com', trustProxy: true } });
    try {
      const plain = await behindProxy.inject({
        method: 'GET',
        url: '/api/identity/session',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.statusCode).toBe(308);
      const secure = await behindProxy.inject({
        method: 'GET',
        url: '/api/identity/session',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.statusCode).toBe(200);
    } finally {
      await behindProxy.cleanup();
    }
  });
});
