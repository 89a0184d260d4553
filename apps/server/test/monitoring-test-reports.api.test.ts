import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * The browser tests' way to a monthly report (`POST /api/monitoring/test/reports`): the monthly
 * job's own build for the signed-in member, only when NODE_ENV=test.
 */
let app: TestApp;
let production: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  production = await createTestApp({ config: { nodeEnv: 'production' } });
});

afterAll(async () => {
  await app?.cleanup();
  await production?.cleanup();
});

const build = (target: TestApp, cookie: string | undefined, month: unknown) =>
  target.inject({
    method: 'POST',
    url: '/api/monitoring/test/reports',
    headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN },
    payload: { month },
  });

describe('the test-only monthly report trigger', () => {
  it('builds the signed-in member’s report of a month once, and lists their reports newest first', async () => {
    const member = await createMember(app);
    const first = await build(app, member.cookie, '2026-09');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reports.map((report: { month: string }) => report.month)).toEqual(['2026-09']);
    await build(app, member.cookie, '2026-10');
    const again = await build(app, member.cookie, '2026-10');
    expect(again.json().reports.map((report: { month: string }) => report.month)).toEqual(['2026-10', '2026-09']);
    expect((await build(app, member.cookie, '2000-01')).statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: '/api/monitoring/reports',
      headers: { cookie: member.cookie },
    });
    expect(list.json().reports).toHaveLength(3);
  });

  it('refuses a month not written YYYY-MM, and anyone not signed in', async () => {
    const member = await createMember(app);
    for (const month of ['2026-13', '2026-1', 'October', 202610, '0000-01', '1999-12']) {
      expect((await build(app, member.cookie, month)).statusCode, String(month)).toBe(400);
    }
    expect((await build(app, undefined, '2026-10')).statusCode).toBe(401);
  });

  it('does not exist outside NODE_ENV=test', async () => {
    const member = await createMember(production);
    expect((await build(production, member.cookie, '2026-10')).statusCode).toBe(404);
  });
});
