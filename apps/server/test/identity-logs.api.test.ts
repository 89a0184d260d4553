import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './helpers/log-capture';
import { ORIGIN, cookieFrom, createSignUp, latestCode, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const logs = captureLogs();

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    config: { nodeEnv: 'production' },
    logger: logs.logger,
  });
});

afterAll(async () => {
  await app.cleanup();
});

describe('identity logs in production', () => {
  it('hold no code, password, token or email from a whole sign-up and sign-in', async () => {
    const data = createSignUp({ phoneNumber: '' });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      payload: data,
      remoteAddress: nextAddress(),
    });
    const { attemptId } = signUp.json() as { attemptId: string };
    const code = await latestCode(app, data.email);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId, code },
      remoteAddress: nextAddress(),
    });
    const cookie = cookieFrom(verify);
    await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: data.email, password: 'wrong-password-1' },
      remoteAddress: nextAddress(),
    });
    await app.inject({
      method: 'POST',
      url: '/api/identity/forgot-password',
      payload: { email: data.email },
      remoteAddress: nextAddress(),
    });
    const resetCode = await latestCode(app, data.email);
    await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: { cookie, origin: ORIGIN } });

    const output = logs.output();
    expect(output).toContain('message stored in the outbox');
    const token = cookie.split('=')[1]?.split('.')[0] ?? 'missing';
    for (const secret of [code, resetCode, data.password, 'wrong-password-1', token, data.email]) {
      expect(output, 'a secret reached the logs').not.toContain(secret);
    }
  });
});
