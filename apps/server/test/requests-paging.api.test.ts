import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalRequests, takedownRequests } from '../src/db/schema/requests';
import { createMember } from './helpers/identity';
import { requestsFor } from './helpers/requests';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

describe('GET /api/requests pages (issue 13 item 8)', () => {
  it('gives every request a page at a time with the total, instead of stopping at 100', async () => {
    const member = await createMember(app);
    const start = Date.now() - 1_000_000;
    const takedowns = await app.db
      .insert(takedownRequests)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          userId: member.id,
          reference: `REQ-${1000 + i}`,
          url: `https://people.example/${i}`,
          status: i % 10 === 0 ? ('completed' as const) : ('pending' as const),
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning();
    // Two removals of one request (the newest) and one of another: each listed under its own.
    const [newest, older] = [takedowns[129], takedowns[128]];
    await app.db.insert(removalRequests).values(
      [newest, newest, older].map((takedown, i) => ({
        userId: member.id,
        takedownRequestId: takedown?.id ?? '',
        reference: `REM-${900_000 + i}`,
        url: `https://people.example/${i}`,
        domain: 'people.example',
        method: 'web-form',
      })),
    );
    const get = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/requests${query}`,
        headers: { cookie: member.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        requests: { reference: string; removals: { reference: string }[] }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };
    const first = await get('');
    expect(first).toMatchObject({ total: 130, page: 1, pageSize: 100 });
    expect(first.requests).toHaveLength(100);
    expect(first.requests[0]?.reference).toBe('REQ-1129');
    expect(first.requests[0]?.removals.map((removal) => removal.reference).sort()).toEqual([
      'REM-900000',
      'REM-900001',
    ]);
    expect(first.requests[1]?.removals.map((removal) => removal.reference)).toEqual(['REM-900002']);
    expect(first.requests[2]?.removals).toEqual([]);
    const second = await get('?page=2');
    expect(second.requests).toHaveLength(30);
    const seen = new Set([...first.requests, ...second.requests].map((item) => item.reference));
    expect(seen.size).toBe(130);
    const completed = await get('?status=completed&pageSize=5&page=3');
    expect(completed).toMatchObject({ total: 13, page: 3, pageSize: 5 });
    expect(completed.requests).toHaveLength(3);
    // A page past the end is empty and still says how many there are.
    expect(await get('?page=3')).toMatchObject({ requests: [], total: 130, page: 3 });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/requests?pageSize=1000',
      headers: { cookie: member.cookie },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('lists each request as its own page shows it: every field of its removals, timestamps included, and its title', async () => {
    const member = await createMember(app);
    const [takedown] = await requestsFor(app, member, ['https://people.example/listed'], 'both', 'court record');
    const [site] = takedown?.removals.filter((removal) => removal.method !== 'google') ?? [];
    await app.db
      .update(removalRequests)
      .set({
        status: 'submitted',
        submittedAt: new Date('2026-11-02T10:20:30.456Z'),
        respondBy: new Date('2026-12-17T23:59:59.999Z'),
        checkProblem: 'The page did not load',
        letterBody: 'Never in the list',
      })
      .where(eq(removalRequests.id, site?.id ?? ''));
    const read = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { requests: Record<string, unknown>[]; request: Record<string, unknown> };
    };
    const [listed] = (await read('/api/requests')).requests;
    const { request: detail } = await read(`/api/requests/${takedown?.id ?? ''}`);
    // The request page reads every column by the older path: the list must say the same.
    expect(listed).toEqual(detail);
    expect(listed?.title).toBe(`${member.firstName} ${member.lastName} court record`);
    const removals = listed?.removals as Record<string, unknown>[];
    expect(removals).toHaveLength(2);
    expect(removals.find((removal) => removal.id === site?.id)).toMatchObject({
      status: 'submitted',
      submittedAt: '2026-11-02T10:20:30.456Z',
      respondBy: '2026-12-17T23:59:59.999Z',
      checkProblem: 'The page did not load',
    });
    expect(removals[0]).not.toHaveProperty('letterBody');
  });

  it('says there are none for a member with no request, on the first page and past it', async () => {
    const member = await createMember(app);
    for (const page of [1, 2]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/requests?page=${page}`,
        headers: { cookie: member.cookie },
      });
      expect(response.json()).toMatchObject({ requests: [], total: 0, page });
    }
  });
});
