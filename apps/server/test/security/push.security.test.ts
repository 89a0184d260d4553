import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../src/db/schema/notifications';
import { sendDelivery } from '../../src/modules/notifications/delivery';
import { notify } from '../../src/modules/notifications/service';
import { createMember } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { watchTransactions } from '../helpers/transaction-watch';
import type { TransactionWatch } from '../helpers/transaction-watch';
import { call, createSecurityApp } from './fixture';
import type { Member } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32: one refused push endpoint blocked all of a member's push, and the push went out while
 * a database transaction was open. Two loopback push services per member: one that works, one that
 * refuses (410: gone for good, or 503: down for now).
 */
let app: TestApp;
let service: Server;
let serviceBase: string;
let isDownRecovered = false;
let watch: TransactionWatch;
const received: string[] = [];
const rows: SecurityRow[] = [];

beforeAll(async () => {
  app = await createSecurityApp({ allowLoopbackFetch: true });
  watch = watchTransactions(app.db);
  service = createServer((request, response) => {
    watch.noteSend();
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      const status = path.startsWith('/gone') ? 410 : path.startsWith('/down') && !isDownRecovered ? 503 : 201;
      if (status === 201) received.push(path);
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

afterAll(async () => {
  recordRows('push', rows);
  service.close();
  await app.cleanup();
});

async function subscribe(member: Member, path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const response = await call(app, member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
    endpoint: `${serviceBase}${path}`,
    keys,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A member with a refusing endpoint (subscribed first) and a working one, and one push to send. */
async function memberWithTwoEndpoints(refusing: 'gone' | 'down') {
  const member = await createMember(app);
  await subscribe(member, `/${refusing}/${member.id}`);
  await subscribe(member, `/ok/${member.id}`);
  const preferences = await call(app, member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
    { category: 'scan-results', channels: { email: false, inApp: true, sms: false, push: true } },
  ]);
  expect(preferences.statusCode, preferences.body).toBe(200);
  await notify(app, member.id, 'scan-results', { title: 'New results', message: 'Open the app.', type: 'info' });
  const [delivery] = await app.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, member.id), eq(notificationDeliveries.channel, 'push')));
  if (!delivery) throw new Error('no push delivery was queued');
  return { member, deliveryId: delivery.id };
}

const transports = () => ({ mail: app.mail, sms: app.sms, push: app.push, publicUrl: 'http://localhost:3000' });
const reached = (path: string) => received.filter((each) => each === path).length;

describe('push isolation', () => {
  it('forgets an endpoint that is gone and still reaches the member’s other one', async () => {
    const { member, deliveryId } = await memberWithTwoEndpoints('gone');
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('sent');
    const left = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(left.map((row) => row.endpoint)).toEqual([`${serviceBase}/ok/${member.id}`]);
    expect(reached(`/ok/${member.id}`)).toBe(1);
  });

  it('sends to the working endpoint at once and retries only the one that is down', async () => {
    const { member, deliveryId } = await memberWithTwoEndpoints('down');
    const first = await sendDelivery(app.db, transports(), deliveryId).catch((error: unknown) => error);
    const reachedFirst = reached(`/ok/${member.id}`);
    expect(first).toBeInstanceOf(Error);
    expect(reachedFirst).toBe(1);
    const kept = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id));
    expect(kept).toHaveLength(2);

    isDownRecovered = true;
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('sent');
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('already-done');
    const duplicates = reached(`/ok/${member.id}`) - 1;
    rows.push({
      check: 'pushes with one refused endpoint (410, 503)',
      count: 2,
      unit: 'deliveries',
      failures: (reachedFirst === 1 ? 0 : 1) + duplicates + watch.sentInside,
      failureUnit: 'blocked, doubled or sent inside a transaction',
    });
    expect(duplicates).toBe(0);
    expect(reached(`/down/${member.id}`)).toBe(1);
    expect(watch.sentInside).toBe(0);
  });
});
