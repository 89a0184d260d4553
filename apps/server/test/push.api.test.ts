import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../src/db/schema/notifications';
import { sendDelivery } from '../src/modules/notifications/delivery';
import { notify } from '../src/modules/notifications/service';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof createMember>>;
let app: TestApp;
let service: Server;
let serviceBase: string;
const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { allowLoopbackFetch: true } });
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});

afterAll(async () => {
  service.close();
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

async function pushOn(member: Member) {
  const response = await as(member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
    { category: 'scan-results', channels: { email: false, inApp: true, sms: false, push: true } },
  ]);
  expect(response.statusCode).toBe(200);
}

async function deliveryFor(member: Member) {
  await notify(app, member.id, 'scan-results', {
    title: 'Negative content found',
    message: 'We found 3 mentions.',
    type: 'warning',
    link: '/dashboard/search',
  });
  const [delivery] = await app.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, member.id), eq(notificationDeliveries.channel, 'push')));
  return delivery?.id ?? '';
}

const transports = () => ({ mail: app.mail, sms: app.sms, push: app.push, publicUrl: 'http://localhost:3000' });

describe('web push', () => {
  it('publishes the VAPID public key generated and kept for the deployment', async () => {
    const member = await createMember(app);
    const key = (await as(member, 'GET', '/api/push/public-key')).json().publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(key).toBe(app.push.publicKey);
  });

  it('sends an encrypted, VAPID-signed message once to each subscription of a member who turned push on', async () => {
    const member = await createMember(app);
    const keys = browserKeys();
    const subscribe = await as(member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
      endpoint: `${serviceBase}/send/${member.id}`,
      keys: keys.json,
    });
    expect(subscribe.statusCode).toBe(201);
    await pushOn(member);
    const deliveryId = await deliveryFor(member);
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('sent');
    expect(await sendDelivery(app.db, transports(), deliveryId)).toBe('already-done');
    const mine = received.filter((request) => request.path === `/send/${member.id}`);
    expect(mine).toHaveLength(1);
    const [message] = mine;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${app.push.publicKey}$`));
    expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
    const plain = ece.decrypt(message?.body as Buffer, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'ClearDocket: Negative content found',
      body: 'We found 3 mentions.',
      link: '/dashboard/search',
    });
  });

  it('forgets a subscription the push service says is gone, and skips when none is left', async () => {
    const member = await createMember(app);
    await as(member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
      endpoint: `${serviceBase}/gone/${member.id}`,
      keys: browserKeys().json,
    });
    await pushOn(member);
    expect(await sendDelivery(app.db, transports(), await deliveryFor(member))).toBe('skipped');
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.id))).toEqual([]);
  });

  it('refuses plain-http endpoints, bad keys and another member’s id; removes a subscription', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const keys = browserKeys().json;
    expect(
      (
        await as(member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
          endpoint: 'http://push.example.com/x',
          keys,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
          endpoint: 'https://push.example.com/x',
          keys: { p256dh: 'short', auth: keys.auth },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(member, 'POST', `/api/users/${other.id}/push-subscriptions`, {
          endpoint: 'https://push.example.com/x',
          keys,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await as(member, 'POST', `/api/users/${member.id}/push-subscriptions`, {
          endpoint: 'https://push.example.com/x',
          keys,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as(member, 'DELETE', `/api/users/${member.id}/push-subscriptions`, {
          endpoint: 'https://push.example.com/x',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await as(member, 'DELETE', `/api/users/${member.id}/push-subscriptions`, {
          endpoint: 'https://push.example.com/x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a subscription with the browser that holds its keys (issue 13 item 8)', async () => {
    const owner = await createMember(app);
    const attacker = await createMember(app);
    const next = await createMember(app);
    const endpoint = `https://push.example.com/taken/${owner.id}`;
    const keys = browserKeys().json;
    expect((await as(owner, 'POST', `/api/users/${owner.id}/push-subscriptions`, { endpoint, keys })).statusCode).toBe(
      201,
    );
    const takeover = await as(attacker, 'POST', `/api/users/${attacker.id}/push-subscriptions`, {
      endpoint,
      keys: browserKeys().json,
    });
    expect(takeover.statusCode, takeover.body).toBe(409);
    const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: owner.id, p256dh: keys.p256dh, auth: keys.auth });
    // The same browser, now signed in as someone else, may move its own subscription.
    expect((await as(next, 'POST', `/api/users/${next.id}/push-subscriptions`, { endpoint, keys })).statusCode).toBe(
      201,
    );
  });

  it('never sends to a private address when loopback is not allowed', async () => {
    const strict = await createTestApp();
    try {
      const member = await createMember(strict);
      await strict.inject({
        method: 'POST',
        url: `/api/users/${member.id}/push-subscriptions`,
        payload: { endpoint: `${serviceBase}/strict`, keys: browserKeys().json },
        headers: { cookie: member.cookie, origin: ORIGIN },
      });
      const [subscription] = await strict.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.id));
      await expect(
        strict.push.send(subscription as typeof pushSubscriptions.$inferSelect, { title: 't', body: 'b', link: null }),
      ).rejects.toThrow('private network');
    } finally {
      await strict.cleanup();
    }
  });
});
