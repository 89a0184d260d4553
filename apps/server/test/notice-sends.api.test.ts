import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { notificationDeliveries, notifications } from '../src/db/schema/notifications';
import { sendDelivery } from '../src/modules/notifications/delivery';
import { notify } from '../src/modules/notifications/service';
import { createTwilioTransport } from '../src/providers/messaging/transports';
import { ORIGIN, createMember } from './helpers/identity';
import { startSmtpStandIn } from './helpers/smtp-stand-in';
import { watchTransactions } from './helpers/transaction-watch';
import type { TransactionWatch } from './helpers/transaction-watch';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 31: email and SMS notices are sent with no database transaction open (as push already
 * was): a failed send keeps the notification and notes the failure on its pending delivery for
 * the retry, a send is never repeated after success, and two runs never send one delivery at once.
 * A loopback SMTP server and a loopback Twilio Messages API stand in for the real ones.
 */
type Member = Awaited<ReturnType<typeof createMember>>;

let app: TestApp;
let watch: TransactionWatch;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let twilio: Server;
let twilioPort = 0;
let twilioRefuses = false;
const texts: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  watch = watchTransactions(app.db);
  smtp = await startSmtpStandIn(watch);
  twilio = createServer((request, response) => {
    watch.noteSend();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (!twilioRefuses) texts.push(new URLSearchParams(body).get('Body') ?? '');
      response.writeHead(twilioRefuses ? 503 : 201, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  twilioPort = (twilio.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.cleanup();
  await smtp.close();
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
});

const transports = () => ({
  mail: smtp.transport(),
  sms: createTwilioTransport({
    accountSid: 'AC0123456789',
    authToken: 'secret-token-123',
    from: '+12155550100',
    apiUrl: `http://127.0.0.1:${twilioPort}`,
  }),
  publicUrl: 'http://localhost:3000',
});

/** A notice for the member on one channel, and its delivery row. */
async function noticeFor(member: Member, channel: 'email' | 'sms', title: string) {
  const preferences = await app.inject({
    method: 'PATCH',
    url: `/api/users/${member.id}/notification-preferences`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload: [
      {
        category: 'request-updates',
        channels: { email: channel === 'email', inApp: true, sms: channel === 'sms', push: false },
      },
    ],
  });
  expect(preferences.statusCode, preferences.body).toBe(200);
  const notificationId = await notify(app, member.id, 'request-updates', {
    title,
    message: 'Spokeo removed it.',
    type: 'success',
  });
  const [delivery] = await app.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.notificationId, notificationId), eq(notificationDeliveries.channel, channel)));
  if (!delivery) throw new Error(`no ${channel} delivery was queued`);
  return { notificationId, deliveryId: delivery.id };
}

const deliveryRow = async (id: string) =>
  (await app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0];
const mailsTitled = (title: string) =>
  smtp.mails.filter((data) => data.includes(`Subject: ClearDocket: ${title}`)).length;

describe('email notices', () => {
  it('keep the notice when the mail server refuses, note why, and send once on the retry, never again', async () => {
    const member = await createMember(app);
    const { notificationId, deliveryId } = await noticeFor(member, 'email', 'Listing removed');

    smtp.refuse = true;
    await expect(sendDelivery(app.db, transports(), deliveryId)).rejects.toThrow('Email send failed');
    smtp.refuse = false;
    const failed = await deliveryRow(deliveryId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sendingUntil: null, sentAt: null });
    expect(failed?.lastError).toMatch(/^Email send failed.*; retried later$/);
    expect(failed?.lastError).not.toContain(member.email);
    expect(await app.db.select().from(notifications).where(eq(notifications.id, notificationId))).toHaveLength(1);
    expect(mailsTitled('Listing removed')).toBe(0);

    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('sent');
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('already-done');
    expect(mailsTitled('Listing removed')).toBe(1);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(watch.sentInside).toBe(0);
  });

  it('is not sent by a second run while the first is sending, and is sent again after a run died before recording it', async () => {
    const member = await createMember(app);
    const { deliveryId } = await noticeFor(member, 'email', 'Request filed');
    let release = () => {};
    smtp.hold = new Promise<void>((resolve) => (release = resolve));
    const first = sendDelivery(app.db, transports(), deliveryId);
    await expect.poll(async () => (await deliveryRow(deliveryId))?.sendingUntil, { timeout: 10_000 }).not.toBeNull();
    await expect(sendDelivery(app.db, transports(), deliveryId)).rejects.toThrow('being sent by another run');
    release();
    smtp.hold = null;
    expect(await first).toBe('sent');
    expect(mailsTitled('Request filed')).toBe(1);

    // A worker that dies between the send and its record: the lease runs out and the retry sends
    // again (at least once; the member may get it twice, never none).
    const { deliveryId: crashed } = await noticeFor(member, 'email', 'Deadline passed');
    const dying = sendDelivery(app.db, transports(), crashed, {
      afterSend: async () => {
        throw new Error('worker killed after sending');
      },
    });
    await expect(dying).rejects.toThrow('worker killed');
    await expect(sendDelivery(app.db, transports(), crashed)).rejects.toThrow('being sent by another run');
    await app.db
      .update(notificationDeliveries)
      .set({ sendingUntil: new Date(Date.now() - 1000) })
      .where(eq(notificationDeliveries.id, crashed));
    expect(await sendDelivery(app.db, transports(), crashed)).toBe('sent');
    expect(mailsTitled('Deadline passed')).toBe(2);
    expect(watch.sentInside).toBe(0);
  });
});

describe('SMS notices', () => {
  it('keep the notice when the provider fails, and are sent once on the retry', async () => {
    const member = await createMember(app);
    await app.db
      .update(users)
      .set({ phoneNumber: '+12155550142', phoneNumberVerified: true })
      .where(eq(users.id, member.id));
    const { deliveryId } = await noticeFor(member, 'sms', 'Text notice');

    twilioRefuses = true;
    await expect(sendDelivery(app.db, transports(), deliveryId)).rejects.toThrow('SMS send failed');
    twilioRefuses = false;
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: 'pending', attempts: 1, sendingUntil: null });

    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('sent');
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('already-done');
    expect(texts.filter((text) => text.startsWith('ClearDocket: Text notice.'))).toHaveLength(1);
    expect(watch.sentInside).toBe(0);
  });
});
