import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact';
import { outboxMessages } from '../src/db/schema/messages';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const message = {
  name: 'Sam Lee',
  email: 'Sam@Example.com',
  topic: 'Removal help',
  message: 'A mugshot of mine is still on a site after my case was dismissed.',
};
const post = (payload: object, remoteAddress = '10.3.0.1') =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('contact form', () => {
  it('stores the message, confirms it, and emails the support team', async () => {
    const response = await post(message);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/^Thank you/);
    const stored = await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'sam@example.com'));
    expect(stored).toHaveLength(1);
    const notice = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'support@cleardocket.example'));
    expect(notice.at(-1)?.subject).toBe('Contact form: Removal help');
    expect(notice.at(-1)?.body).toContain('A mugshot of mine');
  });

  it('answers a bot that fills the honeypot the same way, and keeps nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const response = await post({ ...message, website: 'http://spam.example' }, '10.3.0.2');
    expect(response.statusCode).toBe(201);
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('names what is wrong with bad input and keeps nothing', async () => {
    const response = await post({ name: '', email: 'nope', topic: 'Other', message: 'hi' }, '10.3.0.3');
    expect(response.statusCode).toBe(400);
    for (const text of [
      'Please tell us your name',
      'Enter a valid email address',
      'Choose a topic',
      'Please write at least 10 characters',
    ]) {
      expect(response.json().error.message).toContain(text);
    }
  });

  it('limits each address to five messages an hour', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(message, '10.3.9.9')).statusCode).toBe(201);
    const refused = await post(message, '10.3.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
