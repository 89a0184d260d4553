import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../src/db/schema/platform';
import { FORGOT_PASSWORD_ANSWER_MS } from '../src/modules/identity/password-routes';
import { createMember, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const signIn = (email: string, password: string, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress });

describe('per-account sign-in limit (issue 13 item 8)', () => {
  it('slows a guesser spread over many addresses without locking the owner out', async () => {
    const member = await createMember(app);
    const waitKey = `sign-in:${member.email}:wait`;
    /** The account's wait as stored, in ms from now (negative once over), or null when none was set. */
    const waitLeftMs = async () => {
      const [row] = await app.db
        .select({ ms: sql<number>`(extract(epoch from (${rateLimitHits.expiresAt} - now())) * 1000)::int` })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, waitKey));
      return row ? Number(row.ms) : null;
    };
    /** Moves the wait's end: the test decides when it runs out, not the machine's speed. */
    const setWaitEnd = (interval: string) =>
      app.db
        .update(rateLimitHits)
        .set({ expiresAt: sql`now() + ${interval}::interval` })
        .where(eq(rateLimitHits.key, waitKey));

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(member.email, `wrong-password-${i}`)).statusCode);
    // Five free failures, and a sixth that starts a wait of one second.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const firstWait = await waitLeftMs();
    expect(firstWait).not.toBeNull();
    expect(firstWait).toBeLessThanOrEqual(1000);
    // Hold the account for a minute, so however slow the machine the wait is still running: refusals
    // that check no password, for the owner too, with a Retry-After no longer than the wait.
    await setWaitEnd('1 minute');
    for (let i = 6; i < 10; i += 1) statuses.push((await signIn(member.email, `wrong-password-${i}`)).statusCode);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    const refused = await signIn(member.email, member.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Refusals count no attempt: six were counted, the ones the wait turned away were not.
    const [attempts] = await app.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `sign-in:${member.email}:attempts`));
    expect(attempts?.count).toBe(6);
    // Once the wait is over, the owner signs in.
    await setWaitEnd('-1 second');
    const owner = await signIn(member.email, member.password);
    expect(owner.json()).toEqual({ status: 'complete' });
    // A success forgets the failures: the next wrong password is free again.
    expect((await signIn(member.email, 'wrong-again')).statusCode).toBe(401);
    expect(await waitLeftMs()).toBeNull();
    expect((await signIn(member.email, member.password)).json()).toEqual({ status: 'complete' });
  }, 120_000);

  it('never makes an account wait longer than a minute, however many failures', async () => {
    const member = await createMember(app);
    const key = `sign-in:${member.email}`;
    // Forty attempts already counted: the next wait would be 2^34 s without the cap.
    await app.db
      .insert(rateLimitHits)
      .values({ key: `${key}:attempts`, count: 40, expiresAt: new Date(Date.now() + 900_000) });
    await app.db.insert(rateLimitHits).values({ key: `${key}:wait`, count: 1, expiresAt: new Date(Date.now() + 1000) });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(member.email, 'wrong-once-more')).statusCode).toBe(401);
    const refused = await signIn(member.email, member.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('refuses a password sign-in from one address after 20 tries in 15 minutes', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await signIn(`nobody.${i}@example.com`, 'wrong-password', address)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  }, 120_000);
});

describe('forgot-password timing (issue 13 item 8)', () => {
  it('answers an unknown email no sooner than a registered one', async () => {
    const member = await createMember(app);
    const timeOne = async (email: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/forgot-password',
        payload: { email },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await timeOne(member.email));
      unknown.push(await timeOne(`nobody.${i}.${Date.now()}@example.com`));
    }
    expect(Math.min(...unknown)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(Math.min(...known)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS / 2);
  });
});
