import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from './helpers/log-capture';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const logs = captureLogs();

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    logger: logs.logger,
    extend: (target) =>
      target.get('/api/test-log', async (request) => {
        request.log.info(
          {
            user: { email: 'jane@example.com', phoneNumber: '+12155550100', password: 'hunter22' },
            token: 'tok_secret',
          },
          'signed in',
        );
        const failure = Object.assign(new Error('mail refused'), { details: { email: 'jane@example.com' } });
        request.log.error({ err: failure }, 'could not send');
        return { ok: true };
      }),
  });
});

afterAll(async () => {
  await app.cleanup();
});

describe('logging', () => {
  it('never writes credentials, query strings or personal data', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/test-log?email=jane@example.com&code=123456',
      headers: { cookie: 'cleardocket.session_token=abc.def', authorization: 'Bearer sk_live_123' },
    });
    const output = logs.output();
    expect(output).toContain('signed in');
    expect(output).toContain('mail refused');
    for (const secret of [
      'jane@example.com',
      '+12155550100',
      'hunter22',
      'tok_secret',
      'abc.def',
      'sk_live_123',
      '123456',
    ]) {
      expect(output, secret).not.toContain(secret);
    }
    expect(output).toContain('/api/test-log?[redacted]');
  });
});
