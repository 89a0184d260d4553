import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryBroker } from '@cleardocket/domain/registry/california-registry';
import { refreshRoutes } from '../src/modules/registry/service';
import type { ClassifyRoute } from '../src/modules/registry/service';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let site: Server;
let base: string;

beforeAll(async () => {
  app = await createTestApp();
  site = createServer((request, response) => {
    const email = request.url === '/privacy';
    response.writeHead(email ? 200 : 404, { 'content-type': 'text/html' });
    response.end(email ? '<p>Write to privacy@broker.example to delete your data.</p>' : 'Not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  site.close();
});

const broker = (id: number, path: string): RegistryBroker => ({
  id,
  company: `Broker ${id}`,
  registryUrl: `${base}${path}`,
  requestUrl: `${base}${path}`,
  answered: true,
  flags: { minors: false, location: true, reproductiveHealth: false },
  alsoFiledBy: null,
});

describe('the registry catalogue', { timeout: 120_000 }, () => {
  it('lists every registry broker with its flags, not yet classified while no classifier runs', async () => {
    const admin = await createOperator(app);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/registry',
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(answer.statusCode).toBe(200);
    const { brokers } = answer.json();
    expect(brokers).toHaveLength(499);
    expect(brokers.every((entry: { route: string }) => entry.route === 'not-yet-classified')).toBe(true);
    expect(
      await refreshRoutes({ db: app.db, allowLoopback: true, classifyRoute: null }, [broker(1, '/privacy')]),
    ).toEqual({
      classified: 0,
      unreachable: 0,
    });
    const member = await createMember(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/registry',
          headers: { cookie: member.cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores the route the classifier reads from each page, and an unreachable page as such', async () => {
    const seen: string[] = [];
    const classifyRoute: ClassifyRoute = async (page) => {
      seen.push(page.html);
      return page.status === 200
        ? { route: 'email', reason: 'privacy@broker.example in the text' }
        : { route: 'nothing-usable', reason: `HTTP ${page.status}` };
    };
    const refused = {
      ...broker(3, '/x'),
      requestUrl: 'http://10.0.0.1/privacy',
      registryUrl: 'http://10.0.0.1/privacy',
    };
    const done = await refreshRoutes({ db: app.db, allowLoopback: true, classifyRoute }, [
      broker(1, '/privacy'),
      broker(2, '/gone'),
      refused,
    ]);
    expect(done).toEqual({ classified: 2, unreachable: 1 });
    expect(seen[0]).toContain('privacy@broker.example');
    const admin = await createOperator(app);
    const { brokers } = (
      await app.inject({ method: 'GET', url: '/api/admin/registry', headers: { cookie: admin.cookie, origin: ORIGIN } })
    ).json();
    const byId = new Map(brokers.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(1)).toMatchObject({ route: 'email', routeReason: 'privacy@broker.example in the text' });
    expect(byId.get(2)).toMatchObject({ route: 'nothing-usable', routeReason: 'HTTP 404' });
    expect(byId.get(3)).toMatchObject({ route: 'unreachable' });
  });
});
