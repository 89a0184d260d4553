import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimitHits } from '../src/db/schema/platform';
import { createBatchedCounts } from '../src/plugins/rate-limit-batch';
import { incrementHit } from '../src/plugins/rate-limit-store';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const report = { message: 'boom', category: 'ui', severity: 'low' } as const;

describe('rate limiting', () => {
  it('counts hits per key in the database and starts a new window when the old one ends', async () => {
    expect((await incrementHit(app.db, 'k', 60_000)).current).toBe(1);
    expect((await incrementHit(app.db, 'k', 60_000)).current).toBe(2);
    const other = await incrementHit(app.db, 'other', 60_000);
    expect(other.current).toBe(1);
    expect(other.ttl).toBeGreaterThan(59_000);
    await incrementHit(app.db, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await incrementHit(app.db, 'short', 60_000)).current).toBe(1);
  });

  it('refuses the request after the route limit with 429, Retry-After and the error shape', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/error-reports',
        payload: report,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([201]));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: report,
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);

    const otherClient = await app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: report,
      remoteAddress: '10.9.9.10',
    });
    expect(otherClient.statusCode).toBe(201);
  });
});

describe('per-route counters', () => {
  it('keeps one counter per route and address: error reports do not use up sign-in', async () => {
    const address = '10.9.8.1';
    for (let i = 0; i < 31; i += 1) {
      await app.inject({ method: 'POST', url: '/api/error-reports', payload: report, remoteAddress: address });
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
      remoteAddress: address,
    });
    expect(signIn.statusCode, signIn.body).toBe(401);
    const keys = (await app.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain(`POST /api/error-reports:${address}`);
    expect(keys).toContain(`POST /api/identity/sign-in:${address}`);
  });

  it("applies each route's own window: the 11th sign-up in an hour is refused", async () => {
    const address = '10.9.8.2';
    await app.inject({ method: 'POST', url: '/api/error-reports', payload: report, remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/sign-up',
        // A different (invalid) email each time: this counts the address's window, not the per-email one.
        payload: { firstName: 'A', lastName: 'B', email: `bad-${i}`, password: 'x' },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const [row] = await app.db
      .select({ expiresAt: rateLimitHits.expiresAt })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `POST /api/identity/sign-up:${address}`));
    expect(row?.expiresAt.getTime() ?? 0).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('lists every limited route with its own limit', () => {
    const signUp = app.routeLimits.find((limit) => limit.route === 'POST /api/identity/sign-up');
    expect(signUp).toMatchObject({ max: 10, timeWindowMs: 60 * 60_000 });
  });
});

describe('allowlist', () => {
  it('exempts an allowlisted address from per-address limits', async () => {
    const exempt = await createTestApp({ config: { rateLimitAllowlist: ['10.7.7.7'] } });
    try {
      for (let i = 0; i < 35; i += 1) {
        const response = await exempt.inject({
          method: 'POST',
          url: '/api/error-reports',
          payload: report,
          remoteAddress: '10.7.7.7',
        });
        expect(response.statusCode).toBe(201);
      }
    } finally {
      await exempt.cleanup();
    }
  });
});

describe('batched counts (decision 051)', () => {
  it('takes hits in memory, adds them to the shared row on flush and sees the other processes’ hits', async () => {
    const onError = (error: unknown) => {
      throw error;
    };
    // Two web processes on one database, each with its own counter.
    const first = createBatchedCounts(app.db, onError, 60_000);
    const second = createBatchedCounts(app.db, onError, 60_000);
    const limit = { max: 5, windowMs: 60_000 };
    try {
      for (let i = 0; i < 3; i += 1) expect(first.take('batched', limit)).toEqual({ allowed: true });
      expect(await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'batched'))).toHaveLength(0);
      await first.flush();
      const [row] = await app.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'batched'));
      expect(row?.count).toBe(3);

      // The second process has not heard yet: it admits up to its own view, then learns the total.
      expect(second.take('batched', limit, 2)).toEqual({ allowed: true });
      await second.flush();
      expect(second.take('batched', limit)).toMatchObject({ allowed: false });
      // A batch counts as many hits as it carries: 3 more is over the first process's view (3)…
      expect(first.take('batched', limit, 3)).toMatchObject({ allowed: false });
      // …which is one flush old: it admits 2 (the slack decision 051 accepts), then learns the total.
      expect(first.take('batched', limit, 2)).toEqual({ allowed: true });
      await first.flush();
      expect(first.take('batched', limit)).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts hits on their way to the store while the flush is still writing them', async () => {
    const counts = createBatchedCounts(
      app.db,
      (error) => {
        throw error;
      },
      60_000,
    );
    const limit = { max: 3, windowMs: 60_000 };
    try {
      expect(counts.take('sending', limit, 3)).toEqual({ allowed: true });
      const flushing = counts.flush();
      // The store has not answered yet: the three hits are neither pending nor in its total.
      expect(counts.take('sending', limit)).toMatchObject({ allowed: false });
      await flushing;
      expect(counts.take('sending', limit)).toMatchObject({ allowed: false });
    } finally {
      await counts.close();
    }
  });
});
