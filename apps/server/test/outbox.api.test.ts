import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Message = { recipient: string; body: string };

const read = async (app: TestApp, cookie?: string, query = '', remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: cookie ? { cookie } : {}, remoteAddress });

const recipients = (body: { messages: Message[] }) => new Set(body.messages.map((message) => message.recipient));

describe('outbox when NODE_ENV is not set (issue 13 item 5)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The start-up default, as `npm start` gets it with nothing exported.
    app = await createTestApp({ config: { nodeEnv: loadConfig({}).nodeEnv } });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('runs as production: nobody but an admin reads the outbox', async () => {
    const member = await createMember(app);
    expect((await read(app)).statusCode).toBe(401);
    expect((await read(app, undefined, `?recipient=${encodeURIComponent(member.email)}`)).statusCode).toBe(401);
    expect((await read(app, member.cookie)).statusCode).toBe(403);
    const admin = await createOperator(app);
    const all = await read(app, admin.cookie);
    expect(all.statusCode).toBe(200);
    expect(recipients(all.json())).toEqual(new Set([member.email, admin.email]));
  });
});

describe('outbox in development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { nodeEnv: 'development' } });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('shows a signed-in member only their own messages, and nothing without a session', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    expect((await read(app)).statusCode).toBe(401);
    const own = await read(app, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(recipients(own.json())).toEqual(new Set([alice.email]));
    const asked = await read(app, alice.cookie, `?recipient=${encodeURIComponent(bob.email)}`);
    expect(asked.json().messages).toEqual([]);
  });

  it('shows an admin every message', async () => {
    const member = await createMember(app);
    const admin = await createOperator(app);
    const all = await read(app, admin.cookie, '?limit=200');
    expect(recipients(all.json()).has(member.email)).toBe(true);
    expect(recipients(all.json()).has(admin.email)).toBe(true);
  });
});

describe('outbox under automated tests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { nodeEnv: 'test' } });
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('is open to this machine only', async () => {
    const member = await createMember(app);
    const local = await read(app, undefined, `?recipient=${encodeURIComponent(member.email)}`);
    expect(recipients(local.json())).toEqual(new Set([member.email]));
    expect((await read(app, undefined, '', '10.1.2.3')).statusCode).toBe(401);
  });
});
