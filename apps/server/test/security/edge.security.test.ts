import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, safeFetch } from '../../src/lib/safe-fetch';
import type { TestApp } from '../helpers/test-app';
import { createSecurityApp, fillPath, seedMember } from './fixture';
import type { Seeded } from './fixture';
import { recordRows } from './report';
import { UNSAFE_METHODS, listRoutes } from './routes';

let app: TestApp;
let seeded: Seeded;

beforeAll(async () => {
  app = await createSecurityApp();
  seeded = await seedMember(app, {
    firstName: 'Edge',
    lastName: 'Case',
    line1: '9 Edge Rd',
    term: 'Edge Case',
    title: 'A record',
    note: 'A note',
  });
});

afterAll(async () => {
  await app.cleanup();
});

/** Ways to write `/api/…` that the router reads as `/api/…` (issue 13 item 3). */
const spellings = (path: string) => [
  path,
  path.replace('/api/', '/%61pi/'),
  path.replace('/api/', '/%61%70%69/'),
  path.replace('/api/', '/ap%69/'),
  path.replace(/\/api\/(\w)/, (_match, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`),
];

describe('CSRF: cookie-carrying writes from elsewhere', () => {
  it('refuses foreign and missing origins on every write route and every spelling of its path', async () => {
    const routes = listRoutes(app).filter((route) => UNSAFE_METHODS.has(route.method));
    const bypasses: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const url of spellings(fillPath(route.path, seeded))) {
        for (const headers of [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          {},
          { 'sec-fetch-site': 'cross-site' },
          { origin: 'http://localhost:3000.evil.example' },
        ]) {
          const response = await app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie: seeded.member.cookie, 'content-type': 'text/plain', ...headers },
            payload: '{}',
          });
          calls += 1;
          if (response.statusCode !== 403)
            bypasses.push(`${route.method} ${url} ${JSON.stringify(headers)} → ${response.statusCode}`);
        }
      }
    }
    recordRows('3-csrf', [
      {
        check: 'CSRF: foreign/missing origins, encoded paths',
        count: calls,
        unit: 'calls',
        failures: bypasses.length,
        failureUnit: 'bypasses',
      },
    ]);
    expect(bypasses).toEqual([]);
  });
});

describe('rate limits per route', () => {
  it('refuses each limited route after its own limit, per address, without touching other routes', async () => {
    const limits = app.routeLimits.filter((limit) => limit.method !== 'HEAD');
    const failures: string[] = [];
    let requests = 0;
    let address = 0;
    for (const limit of limits) {
      address += 1;
      const remoteAddress = `10.77.${Math.floor(address / 250)}.${address % 250}`;
      const url = fillPath(limit.url.replace(/:(\w+)/g, '{$1}'), seeded);
      const send = () =>
        app.inject({
          method: limit.method as 'POST',
          url,
          remoteAddress,
          headers: { cookie: seeded.member.cookie, origin: 'http://localhost:3000' },
          payload: {},
        });
      // A per-account limit may refuse sooner ("Too many attempts"); the per-address one says "requests".
      const statuses: number[] = [];
      let earlyByAddress = false;
      for (let i = 0; i <= limit.max; i += 1) {
        const response = await send();
        statuses.push(response.statusCode);
        if (i < limit.max && response.statusCode === 429 && /Too many requests/.test(response.body)) {
          earlyByAddress = true;
        }
      }
      requests += statuses.length;
      if (earlyByAddress) failures.push(`${limit.route}: refused before its limit of ${limit.max}`);
      if (statuses[limit.max] !== 429)
        failures.push(`${limit.route}: request ${limit.max + 1} answered ${statuses[limit.max]}`);
      // Another limited route from the same address still has its whole allowance.
      const other = await app.inject({
        method: 'POST',
        url: '/api/error-reports',
        remoteAddress,
        payload: { message: 'x', category: 'ui', severity: 'low' },
      });
      requests += 1;
      if (limit.route !== 'POST /api/error-reports' && other.statusCode === 429)
        failures.push(`${limit.route}: shared its counter`);
    }
    recordRows('4-rate-limits', [
      {
        check: `rate limits (${limits.length} limited routes)`,
        count: requests,
        unit: 'requests',
        failures: failures.length,
        failureUnit: 'failures',
      },
    ]);
    expect(limits.length).toBeGreaterThan(8);
    expect(failures).toEqual([]);
  });
});

describe('headers', () => {
  it('sends the security headers on every kind of answer, and no-store on JSON', async () => {
    const failures: string[] = [];
    const checks: [string, string | undefined][] = [
      ['/api/identity/session', undefined],
      ['/api/profile', seeded.member.cookie],
      ['/api/profile', undefined],
      ['/api/no-such-route', undefined],
      ['/healthz', undefined],
      ['/api/docs', undefined],
    ];
    let checked = 0;
    for (const [url, cookie] of checks) {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      const headers = response.headers;
      const expectations: [string, boolean][] = [
        ['strict-transport-security', String(headers['strict-transport-security']).includes('max-age=')],
        ['x-content-type-options', headers['x-content-type-options'] === 'nosniff'],
        ['x-frame-options', headers['x-frame-options'] === 'DENY'],
        ['referrer-policy', Boolean(headers['referrer-policy'])],
        ['permissions-policy', Boolean(headers['permissions-policy'])],
        ['content-security-policy', /frame-ancestors 'none'/.test(String(headers['content-security-policy']))],
        ['no eval in CSP', !/unsafe-eval/.test(String(headers['content-security-policy']))],
        ['no x-powered-by', headers['x-powered-by'] === undefined],
        [
          'no-store on JSON',
          !String(headers['content-type']).startsWith('application/json') || headers['cache-control'] === 'no-store',
        ],
      ];
      for (const [name, ok] of expectations) {
        checked += 1;
        if (!ok) failures.push(`${url}: ${name}`);
      }
    }
    recordRows('5-headers', [
      { check: 'security headers', count: checked, unit: 'checks', failures: failures.length, failureUnit: 'missing' },
    ]);
    expect(failures).toEqual([]);
  });
});

describe('SSRF address forms', () => {
  const server = createServer((_request, response) => response.end('inside'));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
  });

  it('refuses every private, loopback and link-local form, in IPv4 and IPv6 spellings', async () => {
    const addresses = [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '192.168.0.1',
      '172.16.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
    ];
    const hosts = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      'localhost',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::7f00:1]',
      '[::ffff:0:7f00:1]',
      '[2002:7f00:1::]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
    ];
    const passed: string[] = addresses.filter((address) => isPublicAddress(address));
    for (const host of hosts) {
      const outcome = await safeFetch(`http://${host}:${port}/`, { timeoutMs: 2000 }).then(
        (result) => `fetched ${result.status}`,
        (error: Error) => error.message,
      );
      if (!/private network|could not be reached/.test(outcome)) passed.push(`${host}: ${outcome}`);
    }
    recordRows('6-ssrf', [
      {
        check: 'SSRF address forms',
        count: addresses.length + hosts.length,
        unit: 'forms',
        failures: passed.length,
        failureUnit: 'passed',
      },
    ]);
    expect(passed).toEqual([]);
  });
});
