import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryBroker } from '@cleardocket/domain/registry/california-registry';
import { classifyRouteOf } from '../src/app-wiring';
import { refreshRoutes } from '../src/modules/registry/service';
import { startDrpBusiness } from './helpers/drp-business';
import { ORIGIN, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { startReplicas } from './replicas/server';
import type { Replica } from './replicas/server';
import { ROUTE_REPLICAS } from './replicas/route-replicas';

/**
 * The registry's routes classified by the runner's own rule (issue 30 item 1, decision 090): the
 * weekly job fetches each broker's page through the SSRF guard and reads its markup into the
 * runner's survey, on the 22 route replicas and a DRP business on loopback. Pages whose form only
 * a browser can draw say "could not check", never a guessed route.
 */
let app: TestApp;
let replica: Replica;
let drp: Awaited<ReturnType<typeof startDrpBusiness>>;

beforeAll(async () => {
  app = await createTestApp({ config: { allowLoopbackFetch: true } });
  replica = await startReplicas();
  drp = await startDrpBusiness({ supportedActions: ['deletion', 'sale:opt_out'] });
}, 120_000);

afterAll(async () => {
  await app.cleanup();
  await replica.close();
  await drp.close();
});

/** What the markup alone must yield for each replica: the runner's route, or "could not check". */
const EXPECTED: Record<string, string> = {
  'email-only': 'email',
  linked: 'form',
  'two-hops': 'form',
  onetrust: 'could-not-check',
  'onetrust-frame': 'could-not-check',
  trustarc: 'portal',
  securiti: 'portal',
  'jotform-frame': 'portal',
  hubspot: 'could-not-check',
  'google-forms': 'portal',
  typeform: 'portal',
  'gravity-captcha': 'portal',
  'wix-captcha': 'portal',
  validation: 'form',
  labels: 'form',
  checkboxes: 'form',
  'choose-right': 'form',
  'people-search': 'search',
  'people-nomatch': 'search',
  'not-found': 'none',
  'phone-only': 'none',
  login: 'none',
};

const broker = (id: number, domain: string, requestUrl: string): RegistryBroker => ({
  id,
  company: `Broker ${id}`,
  registryUrl: `https://www.${domain}/privacy`,
  requestUrl,
  answered: true,
  flags: { minors: false, location: false, reproductiveHealth: false },
  alsoFiledBy: null,
});

describe('registry routes read by the runner’s rule', { timeout: 240_000 }, () => {
  it('classifies every route replica as the runner would, or says it could not check', async () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTE_REPLICAS.map((shape) => shape.shape).sort());
    const brokers = ROUTE_REPLICAS.map((shape, index) =>
      broker(index + 1, shape.domain, `${replica.base}${shape.path}`),
    );
    brokers.push(broker(100, 'drp-speaking.example', `${drp.base}/privacy`));
    const done = await refreshRoutes(
      { db: app.db, allowLoopback: true, classifyRoute: classifyRouteOf({ allowLoopback: true }) },
      brokers,
    );
    expect(done).toEqual({ classified: brokers.length, unreachable: 0 });

    const admin = await createOperator(app);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/registry',
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(answer.statusCode).toBe(200);
    const { brokers: entries, counts } = answer.json<{
      brokers: { id: number; route: string; routeReason: string | null }[];
      counts: Record<string, number>;
    }>();
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const got = Object.fromEntries(ROUTE_REPLICAS.map((shape, index) => [shape.shape, byId.get(index + 1)?.route]));
    expect(got).toEqual(EXPECTED);
    const reason = (shape: string) =>
      byId.get(ROUTE_REPLICAS.findIndex((item) => item.shape === shape) + 1)?.routeReason;
    expect(reason('email-only')).toBe('The page asks for requests by email to privacy@adstradata.com.');
    expect(reason('two-hops')).toBe(
      'Followed the link “HERE”. Followed the link “Submit a privacy request”. A request form is on the page.',
    );
    expect(reason('hubspot')).toContain('The page loads a HubSpot form by script, which only a browser can read');
    expect(reason('gravity-captcha')).toContain('a CAPTCHA drawn by the page’s script: a person will have to send it');
    expect(reason('phone-only')).toContain('only by phone (1-800-555-0199)');
    expect(byId.get(100)).toMatchObject({ route: 'drp' });
    expect(byId.get(100)?.routeReason).toContain('deletion, sale:opt_out');
    // Every broker of the 499 is counted once; these 23 were classified, the rest wait their turn.
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(entries.length);
    expect(counts).toMatchObject({ form: 6, portal: 7, 'could-not-check': 3, search: 2, none: 3, email: 1 });
  });

  it('says "could not check" for a page behind a bot wall, never a route', async () => {
    const { safeFetch } = await import('../src/lib/safe-fetch');
    const wall = `${replica.base}/rt/email-only`;
    const page = await safeFetch(wall, { allowLoopback: true });
    const classified = await classifyRouteOf({ allowLoopback: true })({
      url: wall,
      finalUrl: page.finalUrl,
      status: 403,
      html: '<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>',
      domain: 'adstradata.com',
    });
    expect(classified.route).toBe('could-not-check');
    expect(classified.reason).toContain('403');
  });
});
