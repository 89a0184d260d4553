import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFailure } from '../src/lib/limit';
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-account sign-in limit (issue 13 item 8)', () => {
  it('slows a guesser spread over many addresses without locking the owner out', async () => {
    const member = await createMember(app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await signIn(member.email, `wrong-password-${i}`)).statusCode);
    // Five free failures, a sixth that starts a 1 s wait, then refusals that check no password.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    const refused = await signIn(member.email, member.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(1);
    await pause(1100);
    const owner = await signIn(member.email, member.password);
    expect(owner.json()).toEqual({ status: 'complete' });
    // A success forgets the failures: the next wrong password is free again.
    expect((await signIn(member.email, 'wrong-again')).statusCode).toBe(401);
    expect((await signIn(member.email, member.password)).json()).toEqual({ status: 'complete' });
  }, 120_000);

  it('never makes an account wait longer than a minute, however many failures', async () => {
    const member = await createMember(app);
    const key = `sign-in:${member.email}`;
    for (let i = 0; i < 40; i += 1) {
      await recordFailure(app.db, key, { freeFailures: 5, windowMs: 15 * 60_000, maxWaitMs: 60_000 });
    }
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
