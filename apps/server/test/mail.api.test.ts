import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../src/db/schema/notifications';
import { buildMonthlyReport } from '../src/modules/monitoring/service';
import { sendDelivery } from '../src/modules/notifications/delivery';
import { notify } from '../src/modules/notifications/service';
import { createSmtpTransport } from '../src/providers/messaging/transports';
import type { MailTransport } from '../src/providers/messaging/transports';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 31 part 6: mail as it reaches a real SMTP server (a stand-in on loopback): multipart with a
 * text and an HTML part, List-Unsubscribe on what a member may stop, and a one-click POST that works.
 */
const raw: string[] = [];
let smtp: SMTPServer;
let app: TestApp;
let mail: MailTransport;
const PUBLIC_URL = 'http://localhost:3000';
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        raw.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  mail = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'ClearDocket <no-reply@cleardocket.example>');
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function lastMessage(): Promise<{ raw: string; parsed: ParsedMail }> {
  const data = raw.at(-1);
  if (!data) throw new Error('the SMTP stand-in received nothing');
  return { raw: data, parsed: await simpleParser(data) };
}

const preferences = (member: Member) =>
  app.inject({
    method: 'GET',
    url: `/api/users/${member.id}/notification-preferences`,
    headers: { cookie: member.cookie, origin: ORIGIN },
  });
const emailOn = async (member: Member, category: string) =>
  ((await preferences(member)).json() as { category: string; channels: { email: boolean } }[]).find(
    (item) => item.category === category,
  )?.channels.email;

async function sendNotice(member: Member, category: string) {
  const patch = await app.inject({
    method: 'PATCH',
    url: `/api/users/${member.id}/notification-preferences`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload: [{ category, channels: { email: true, inApp: true, sms: false, push: false } }],
  });
  expect(patch.statusCode).toBe(200);
  const notificationId = await notify(app, member.id, category, {
    title: 'Listing removed',
    message: 'Spokeo removed the listing about you.',
    type: 'success',
    link: '/dashboard/requests',
  });
  const [delivery] = await app.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  if (!delivery) throw new Error('no email delivery was queued');
  expect(await sendDelivery(app.db, { mail, sms: app.sms, publicUrl: PUBLIC_URL }, delivery.id)).toBe('sent');
  return lastMessage();
}

/** A header as sent, unfolded (mailparser files List-* headers under `list`, so read the lines). */
function header(parsed: ParsedMail, key: string): string | undefined {
  const line = parsed.headerLines.find((item) => item.key === key)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]*/g, '')
    .trim();
}

/** The one-click URL of a message's List-Unsubscribe header (RFC 2369 angle brackets). */
function oneClickPath(parsed: ParsedMail): string {
  const value = header(parsed, 'list-unsubscribe') ?? '';
  const url = /^<(https?:\/\/[^>]+)>$/.exec(value)?.[1];
  if (!url) throw new Error(`no URL in List-Unsubscribe: ${value}`);
  expect(url.startsWith(`${PUBLIC_URL}/api/email/unsubscribe?token=`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
}

const oneClick = (path: string) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('mail through SMTP', () => {
  it('sends a notice as multipart/alternative with the same content in both parts and the one-click headers', async () => {
    const member = await createMember(app);
    const { raw: data, parsed } = await sendNotice(member, 'request-updates');
    expect(data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(parsed.text).toContain('Spokeo removed the listing about you.');
    expect(parsed.html).toContain('Spokeo removed the listing about you.');
    expect(parsed.html).toContain('lang="en"');
    expect(parsed.html).toContain(`${PUBLIC_URL}/dashboard/requests`);
    expect(parsed.text).toContain(`${PUBLIC_URL}/dashboard/requests`);
    for (const part of [parsed.text ?? '', String(parsed.html)]) expect(part).not.toMatch(/\bundefined\b|\bnull\b/);
    expect(header(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    oneClickPath(parsed);
  });

  it('stops that kind of mail on a one-click POST without a session, idempotently; GET changes nothing', async () => {
    const member = await createMember(app);
    const { parsed } = await sendNotice(member, 'request-updates');
    const path = oneClickPath(parsed);

    const get = await app.inject({ method: 'GET', url: path });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?token=/);
    expect(await emailOn(member, 'request-updates')).toBe(true);

    const first = await oneClick(path);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ unsubscribed: true, name: 'Request updates' });
    expect(await emailOn(member, 'request-updates')).toBe(false);
    expect((await oneClick(path)).statusCode).toBe(200);
    expect(await emailOn(member, 'request-updates')).toBe(false);
  });

  it('refuses a token that was altered or made up, and tells nothing about accounts', async () => {
    const member = await createMember(app);
    const path = oneClickPath((await sendNotice(member, 'scan-results')).parsed);
    const token = new URL(path, PUBLIC_URL).searchParams.get('token') ?? '';
    const [payload, sig] = token.split('.');
    const forged = `${Buffer.from(`${crypto.randomUUID()}:scan-results`).toString('base64url')}.${sig}`;
    for (const bad of [`${payload}.${'A'.repeat(sig?.length ?? 43)}`, forged, 'nonsense']) {
      const response = await oneClick(`/api/email/unsubscribe?token=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('This unsubscribe link is not valid.');
    }
    expect(await emailOn(member, 'scan-results')).toBe(true);
    const noBody = await app.inject({ method: 'POST', url: path });
    expect(noBody.statusCode).toBe(400);
    expect(await emailOn(member, 'scan-results')).toBe(true);
  });

  it('answers a good link of a deleted account as a success, telling nothing of the account', async () => {
    const member = await createMember(app);
    const path = oneClickPath((await sendNotice(member, 'deadlines')).parsed);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const response = await oneClick(path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true, name: 'Deadlines' });
  });

  it('sends the monthly report with its PDF, both parts and the headers, and stops it on one click', async () => {
    const member = await createMember(app);
    const deps = { db: app.db, blobs: app.blobs, mail, log: app.log, publicUrl: PUBLIC_URL };
    await buildMonthlyReport(deps, member.id, '2026-10');
    const { raw: data, parsed } = await lastMessage();
    expect(parsed.subject).toBe('ClearDocket: your report for 2026-10');
    expect(data).toMatch(/multipart\/alternative/i);
    expect(parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(parsed.text).toContain('New findings: 0');
    expect(parsed.html).toContain('New findings: 0');
    expect(header(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await oneClick(oneClickPath(parsed))).json()).toEqual({ unsubscribed: true, name: 'Monthly reports' });

    const before = raw.length;
    await buildMonthlyReport(deps, member.id, '2026-11');
    expect(raw.length).toBe(before);
  });

  it('sends a code with both parts and no List-Unsubscribe (transactional mail cannot be stopped)', async () => {
    const { renderCodeEmail } = await import('../src/modules/identity/messages');
    await mail.send(await renderCodeEmail('jane@example.com', '482913', 'forget-password'));
    const { raw: data, parsed } = await lastMessage();
    expect(data).toMatch(/multipart\/alternative/i);
    expect(parsed.text).toContain('Your ClearDocket code is 482913');
    expect(parsed.html).toContain('482913');
    expect(header(parsed, 'list-unsubscribe')).toBeUndefined();
    expect(header(parsed, 'list-unsubscribe-post')).toBeUndefined();
  });
});
