import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors, { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from '../src/plugins/errors';

/**
 * What a member's request reads when the database cannot take it: busy (the embedded database's
 * thread turning statements away, decision 124, or too many clients) asks to try again in a few
 * seconds; unreachable asks for a minute. Neither says anything of the database's internals.
 */
const app = Fastify();
const fail = (code: string) => Object.assign(new Error(`driver said ${code}`), { code });

beforeAll(async () => {
  await app.register(errors);
  app.get('/busy', () => {
    // Drizzle wraps the driver's error: the code is found on the cause.
    throw new Error('Failed query: select 1', { cause: fail('53300') });
  });
  app.get('/starting-up', () => {
    throw fail('57P03');
  });
  app.get('/unreachable', () => {
    throw fail('08006');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('the errors plugin on database trouble', () => {
  it('answers a busy database with 503, a short Retry-After and words saying to try again soon', async () => {
    const response = await app.inject({ url: '/busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: DATABASE_BUSY_MESSAGE } });
  });

  it('answers an unreachable, starting or stopping database with 503 and a longer Retry-After', async () => {
    for (const url of ['/unreachable', '/starting-up']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
  });
});
