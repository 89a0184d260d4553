import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport, smtpConnectionUrl } from '../src/providers/messaging/transports';

/**
 * Issue 31 part 6: credentials never go to an SMTP server without TLS unless the URL says so. The
 * stand-in is a real SMTP server on loopback that offers no STARTTLS and records every AUTH.
 */
const logins: string[] = [];
let delivered = 0;
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const message = { to: 'jane@example.com', subject: 'Hello', text: 'Your code is 123456' };
const FROM = 'ClearDocket <no-reply@cleardocket.example>';

describe('SMTP credentials', () => {
  it('requires STARTTLS before a user name and password are sent over smtp://', () => {
    expect(smtpConnectionUrl('smtp://user:secret@mail.example:587')).toBe(
      'smtp://user:secret@mail.example:587?requireTLS=true',
    );
    expect(smtpConnectionUrl('smtps://user:secret@mail.example:465')).toBe('smtps://user:secret@mail.example:465');
    expect(smtpConnectionUrl('smtp://127.0.0.1:25')).toBe('smtp://127.0.0.1:25');
    expect(smtpConnectionUrl('smtp://u:p@mail.example?requireTLS=false')).toBe(
      'smtp://u:p@mail.example?requireTLS=false',
    );
  });

  it('refuses to send the password to a server without TLS, and sends nothing', async () => {
    const transport = createSmtpTransport(`smtp://mailer:secret@127.0.0.1:${port}`, FROM);
    await expect(transport.send(message)).rejects.toThrow();
    expect(logins).toEqual([]);
    expect(delivered).toBe(0);
  });

  it('logs in without TLS only when the URL says so', async () => {
    const transport = createSmtpTransport(`smtp://mailer:secret@127.0.0.1:${port}?requireTLS=false`, FROM);
    await transport.send(message);
    expect(logins).toEqual(['mailer']);
    expect(delivered).toBe(1);
  });
});
