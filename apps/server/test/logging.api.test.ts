import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { SLOW_REQUEST_MS } from '../src/lib/log-controller';
import { captureLogs } from './helpers/log-capture';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const logs = captureLogs();
const EMAIL = 'jane.row@example.com';
const STREET = '12 Elm Street';
const USER_ID = randomUUID();

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    logger: logs.logger,
    extend: (target) => {
      // Database failures that carry personal data in their parameters, details and messages.
      target.post('/api/test-db/duplicate', async () => {
        await target.db.insert(users).values({ name: 'Jane Doe', email: EMAIL });
        await target.db.insert(users).values({ name: 'Jane Doe', email: EMAIL, lastName: STREET });
        return { ok: true };
      });
      target.post('/api/test-db/nul', async () => {
        await target.db.insert(users).values({ id: USER_ID, name: `Jane\u0000`, email: `x${EMAIL}`, lastName: STREET });
        return { ok: true };
      });
      target.post('/api/test-db/cast', async () => {
        await target.db.execute(sql`select ${STREET}::uuid, ${EMAIL}::int`);
        return { ok: true };
      });
      target.get('/api/test-fast', async () => ({ ok: true }));
      target.get('/api/test-slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
        return { ok: true };
      });
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
      });
    },
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
  });
});

describe('database failures in the logs (issue 13 item 6)', () => {
  it('log the failure without the row, the parameters or the quoted values', async () => {
    for (const path of ['duplicate', 'nul', 'cast']) {
      const response = await app.inject({ method: 'POST', url: `/api/test-db/${path}` });
      expect(response.statusCode, path).toBe(500);
    }
    const output = logs.output();
    expect(output.match(/request failed/g)?.length).toBeGreaterThanOrEqual(3);
    expect(output).toContain('Failed query: insert into \\"users\\"');
    expect(output).toContain('23505');
    for (const secret of [EMAIL, STREET, USER_ID]) expect(output, secret).not.toContain(secret);
  });
});

describe('log volume (issue 13 item 8)', () => {
  it('writes nothing for fast successful or refused requests at info, and one line for a slow one', async () => {
    const before = logs.output().length;
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/api/test-fast' });
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/api/profile' });
    expect(logs.output().slice(before)).toBe('');
    await app.inject({ method: 'GET', url: '/api/test-slow?email=jane@example.com' });
    const lines = logs.output().slice(before).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, msg: 'slow request' });
    expect(lines[0]).toContain('/api/test-slow?[redacted]');
  });
});
