import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectUserData } from '../../src/modules/account/repository';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp, fillPath, seedMember } from './fixture';
import type { Seeded } from './fixture';
import { recordRows } from './report';
import { listRoutes, toQueryString } from './routes';
import { validArbitrary } from './schema-arbitrary';

let app: TestApp;
let victim: Seeded;
let other: Seeded;

/** Words only the victim's data holds: any of them in an answer to someone else is a leak. */
const VICTIM = {
  firstName: 'Victoria',
  lastName: 'Quillfeather',
  line1: '742 Zyzzyva Lane',
  term: 'Quillfeather docket',
  title: 'Zanzibar arrest record',
  note: 'Mailed the Xylophone form',
};

beforeAll(async () => {
  app = await createSecurityApp();
  victim = await seedMember(app, VICTIM);
  other = await seedMember(app, {
    firstName: 'Otto',
    lastName: 'Bystander',
    line1: '1 Plain St',
    term: 'Otto Bystander',
    title: 'Some record',
    note: 'A note',
  });
});

afterAll(async () => {
  await app.cleanup();
});

/** The victim's rows, apart from sessions (touched whenever the session is read). */
async function snapshot(): Promise<string> {
  const tables = await collectUserData(app.db, victim.member.id);
  return JSON.stringify(Object.entries(tables).filter(([name]) => name !== 'sessions'));
}

/** Calls that end the caller's session go last, so the rest run signed in. */
const lastly = (path: string) => (/sign-out|account\/delete|sessions\/\{/.test(path) ? 1 : 0);

describe('every route, as another member and with no session', () => {
  it('never shows or changes one member’s data to anyone else', async () => {
    const routes = listRoutes(app).sort((a, b) => lastly(a.path) - lastly(b.path));
    const markers = [
      victim.member.email,
      ...Object.values(VICTIM),
      ...Object.values(victim.ids).filter(Boolean),
      victim.endpoint,
    ];
    // The markers are there to be found: the victim's own answers hold them.
    for (const url of ['/api/profile', `/api/requests/${victim.ids.takedownId}`, '/api/search/results']) {
      const own = await call(app, victim.member, 'GET', url);
      expect(
        markers.some((marker) => own.body.includes(marker)),
        url,
      ).toBe(true);
    }
    const before = await snapshot();
    const leaks: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const url = fillPath(route.path, victim);
      const carriesVictimId = route.params.length > 0 && Object.values(victim.ids).some((id) => url.includes(id));
      const [query] = fc.sample(validArbitrary(route.query), { numRuns: 1, seed: 13 });
      const [body] = route.body ? fc.sample(validArbitrary(route.body), { numRuns: 1, seed: 13 }) : [undefined];
      for (const caller of [other.member, null]) {
        const response = await call(app, caller, route.method, `${url}${toQueryString(query)}`, body);
        calls += 1;
        const who = caller ? 'another member' : 'no session';
        const found = markers.find((marker) => response.body.includes(marker));
        if (found) leaks.push(`${route.method} ${route.path} (${who}): answer holds ${found}`);
        else if (carriesVictimId && response.statusCode < 300) {
          leaks.push(`${route.method} ${route.path} (${who}): ${response.statusCode} on the victim's row`);
        }
      }
    }
    const after = await snapshot();
    if (after !== before) leaks.push("the victim's rows changed");
    recordRows('1-access', [
      { check: 'routes of the OpenAPI document', count: routes.length, unit: 'routes', failures: 0, failureUnit: '' },
      {
        check: 'calls as another member / no session',
        count: calls,
        unit: 'calls',
        failures: leaks.length,
        failureUnit: 'leaks',
      },
    ]);
    expect(routes.length).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
  });
});
