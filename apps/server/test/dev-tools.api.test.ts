import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPER_PAGES } from '@cleardocket/domain/dev/pages';
import { FeatureMapSchema, SearchDiagnosticsSchema, SearchProbeSchema } from '@cleardocket/domain/dev/contract';
import { createOrPromoteAdmin } from '../src/modules/identity/admin';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * A web build as React Router writes it: a public page, the Page Not Found page, the developer
 * pages prerendered as the Page Not Found their gate shows while it asks (marked
 * `data-not-found-page`), one prerendered page that is not gated (as `/toast-example` was
 * before issue 18: it must never reach a member), and the client-rendered shell.
 */
function writeFixtureBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), 'cd-devroutes-'));
  const client = path.join(build, 'client');
  for (const [folder, title] of [
    ['', 'Home'],
    ['__not-found', 'Page Not Found'],
  ] as const) {
    mkdirSync(path.join(client, folder), { recursive: true });
    writeFileSync(
      path.join(client, folder, 'index.html'),
      `<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`,
    );
  }
  for (const { path: page } of DEVELOPER_PAGES.filter(({ path: page }) => page !== '/toast-example')) {
    mkdirSync(path.join(client, page), { recursive: true });
    writeFileSync(
      path.join(client, page, 'index.html'),
      `<!DOCTYPE html><html><body><section data-not-found-page><h1>Page Not Found</h1></section>gated ${page}</body></html>`,
    );
  }
  mkdirSync(path.join(client, 'toast-example'), { recursive: true });
  writeFileSync(
    path.join(client, 'toast-example', 'index.html'),
    '<!DOCTYPE html><html><body><h1>Toast examples</h1></body></html>',
  );
  writeFileSync(path.join(client, '__spa-fallback.html'), '<!DOCTYPE html><html><body>App shell</body></html>');
  const clientRoutes = [...DEVELOPER_PAGES.map((page) => page.path), '/dashboard'];
  writeFileSync(path.join(build, 'routes.json'), JSON.stringify({ clientRoutes }));
  return client;
}

const API_READS = ['/api/dev/status', '/api/dev/feature-map', '/api/dev/search'];
const PROBE = { type: 'name', term: 'John Smith', classify: true, firstName: 'John', lastName: 'Smith' };

describe('developer routes in production (issue 18 item 3)', () => {
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

  it('answers every developer page with Page Not Found to a visitor, a member and an admin without two-factor', async () => {
    const member = await createMember(app);
    const admin = await createMember(app);
    await createOrPromoteAdmin({ db: app.db, auth: app.auth }, admin.email);
    const urls = [
      ...DEVELOPER_PAGES.map((page) => page.path),
      '/dev/not-yet-built',
      '/examples/',
      '/%64ev/test-search',
    ];
    for (const url of urls) {
      for (const [who, cookie] of [
        ['visitor', undefined],
        ['member', member.cookie],
        ['admin without two-factor', admin.cookie],
      ] as const) {
        const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, `${url} ${who}`).toBe(404);
        expect(response.body, `${url} ${who}`).toContain('Page Not Found');
        expect(response.body).not.toContain('App shell');
        expect(response.body).not.toContain('Toast examples');
      }
    }
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).body).toContain('App shell');
  });

  it("sends a gated page's own prerendered Page Not Found, so it hydrates; an ungated prerender never", async () => {
    const member = await createMember(app);
    const gated = await app.inject({ method: 'GET', url: '/examples', headers: { cookie: member.cookie } });
    expect(gated.statusCode).toBe(404);
    expect(gated.body).toContain('gated /examples');
    const ungated = await app.inject({ method: 'GET', url: '/toast-example', headers: { cookie: member.cookie } });
    expect(ungated.statusCode).toBe(404);
    expect(ungated.body).toContain('<h1>Page Not Found</h1></body>');
    expect(ungated.body).not.toContain('Toast examples');
  });

  it('serves every developer page to an operator', async () => {
    const operator = await createOperator(app);
    for (const { path: url } of DEVELOPER_PAGES) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } });
      expect(response.statusCode, url).toBe(200);
      // The app shell, not the prerendered Page Not Found: the gate shows the page.
      expect(response.body, url).toContain('App shell');
    }
  });

  it('answers the developer API 404 to everyone but an operator', async () => {
    const member = await createMember(app);
    for (const url of API_READS) {
      for (const cookie of [undefined, member.cookie]) {
        const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      }
    }
    const probe = await app.inject({
      method: 'POST',
      url: '/api/dev/search/query',
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload: PROBE,
    });
    expect(probe.statusCode).toBe(404);
  });

  it('gives an operator the status, the feature map and the search diagnostics', async () => {
    const operator = await createOperator(app);
    const headers = { cookie: operator.cookie };
    const status = await app.inject({ method: 'GET', url: '/api/dev/status', headers });
    expect(status.json()).toMatchObject({ environment: 'production', access: 'operator', searchProvider: 'offline' });

    const map = FeatureMapSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dev/feature-map', headers })).json(),
    );
    const search = map.modules.find((module) => module.name === 'search');
    expect(search?.parts).toEqual(['routes', 'service', 'repository', 'jobs']);
    expect(search?.others).toContain('scan.ts');
    expect(map.modules.map((module) => module.name)).toContain('dev-tools');
    const searchApi = map.api.find((group) => group.tag === 'search');
    expect(searchApi?.operations).toContainEqual({ method: 'POST', path: '/api/search/scans' });
    expect(map.jobs).toContain('search-scan');

    const diagnostics = SearchDiagnosticsSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dev/search', headers })).json(),
    );
    expect(diagnostics).toMatchObject({ provider: 'offline', configured: true, settings: [] });
    expect(diagnostics.configuration.valid).toBe(true);
    expect(diagnostics.rateLimit.requestsPerSecond).toBe(2);
  });

  it('runs a raw query for an operator, inside the shared limit, and stores nothing', async () => {
    const operator = await createOperator(app);
    const headers = { cookie: operator.cookie, origin: ORIGIN };
    const response = await app.inject({ method: 'POST', url: '/api/dev/search/query', headers, payload: PROBE });
    expect(response.statusCode, response.body).toBe(200);
    const probe = SearchProbeSchema.parse(response.json());
    expect(probe.query).toBe('"John Smith" person');
    expect(probe.error).toBeNull();
    expect(probe.results.length).toBeGreaterThan(0);
    expect(probe.results[0]?.classification?.severity).toMatch(/^(low|medium|high)$/);
    expect(probe.totalMs).toBeGreaterThanOrEqual(0);

    const history = await app.inject({
      method: 'GET',
      url: '/api/search/history',
      headers: { cookie: operator.cookie },
    });
    expect(history.json()).toEqual({ history: [] });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/dev/search/query',
      headers,
      payload: { type: 'name', term: ' ' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('developer routes in development and under tests', () => {
  it('opens the developer API to anyone in development', async () => {
    const app = await createTestApp({ config: { nodeEnv: 'development' } });
    try {
      const status = await app.inject({ method: 'GET', url: '/api/dev/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ environment: 'development', access: 'development' });
    } finally {
      await app.cleanup();
    }
  });

  it('serves the pages to a visitor in development', async () => {
    const client = writeFixtureBuild();
    const app = await createTestApp({ serveWeb: true, config: { nodeEnv: 'development', webDistDir: client } });
    try {
      for (const url of ['/examples', '/dev/test-search', '/toast-example']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('App shell');
      }
    } finally {
      await app.cleanup();
      rmSync(path.dirname(client), { recursive: true, force: true });
    }
  });

  it('keeps them closed to a member under tests, as in production', async () => {
    const app = await createTestApp();
    try {
      const member = await createMember(app);
      const status = await app.inject({ method: 'GET', url: '/api/dev/status', headers: { cookie: member.cookie } });
      expect(status.statusCode).toBe(404);
    } finally {
      await app.cleanup();
    }
  });
});
