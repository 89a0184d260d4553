import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/messages';
import { createSmtpTransport, createTwilioTransport } from '../src/providers/messaging/transports';
import { createSignUp, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers a message to a real SMTP server', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'ClearDocket <no-reply@cleardocket.example>');
    await transport.send({ to: 'jane@example.com', subject: 'Hello', text: 'Your code is 123456' });
    const message = received.at(-1);
    expect(message?.to).toEqual(['jane@example.com']);
    expect(message?.from).toBe('no-reply@cleardocket.example');
    expect(message?.data).toContain('Subject: Hello');
    expect(message?.data).toContain('Your code is 123456');
  });

  describe('when SMTP_URL is set', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` } });
    });
    afterAll(async () => {
      await app.cleanup();
    });

    it('sends the sign-up code by SMTP instead of the outbox', async () => {
      const data = createSignUp({ phoneNumber: '' });
      const response = await app.inject({
        method: 'POST',
        url: '/api/identity/sign-up',
        payload: data,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(201);
      // The answer does not wait for the mail server (its delay would tell whether an account exists).
      await expect
        .poll(() => received.find((item) => item.to.includes(data.email))?.data, { timeout: 10_000 })
        .toMatch(/Your ClearDocket code is \d{6}/);
      expect(await app.db.select().from(outboxMessages)).toEqual([]);
    });
  });
});

describe('SMS through Twilio', () => {
  it('posts the message to the Messages API with basic auth, and reports a refusal', async () => {
    const requests: { url: string; authorization: string; body: string }[] = [];
    let status = 201;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', body });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const transport = createTwilioTransport({
        accountSid: 'AC0123456789',
        authToken: 'secret-token-123',
        from: '+12155550100',
        apiUrl: `http://127.0.0.1:${port}`,
      });
      await transport.send({ to: '+12155550142', body: '123456 is your code' });
      expect(requests[0]?.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
      expect(requests[0]?.authorization).toBe(
        `Basic ${Buffer.from('AC0123456789:secret-token-123').toString('base64')}`,
      );
      expect(new URLSearchParams(requests[0]?.body)).toEqual(
        new URLSearchParams({ To: '+12155550142', From: '+12155550100', Body: '123456 is your code' }),
      );
      status = 400;
      await expect(transport.send({ to: '+1', body: 'x' })).rejects.toThrow('SMS provider answered 400');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
