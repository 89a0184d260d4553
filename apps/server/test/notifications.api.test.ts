import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/messages';
import { notificationDeliveries } from '../src/db/schema/notifications';
import { sendDelivery } from '../src/modules/notifications/delivery';
import { notify as notifyMember } from '../src/modules/notifications/service';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createMember(app);
  bob = await createMember(app);
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });
const unread = async (member: Member) =>
  (await as(member, 'GET', `/api/users/${member.id}/notifications/unread-count`)).json().count as number;
const notify = (member: Member, title: string, category = 'scan-results') =>
  notifyMember(app, member.id, category, { title, message: `${title} — details`, type: 'info', link: '/dashboard' });
const transports = () => ({ mail: app.mail, sms: app.sms, publicUrl: 'http://localhost:3000' });

describe('notification API', () => {
  it('lists newest first with pagination and counts unread', async () => {
    const member = await createMember(app);
    for (const title of ['First', 'Second', 'Third']) await notify(member, title);
    const page = (await as(member, 'GET', `/api/users/${member.id}/notifications?page=1&pageSize=2`)).json();
    expect(page.total).toBe(3);
    expect(page.notifications.map((item: { title: string }) => item.title)).toEqual(['Third', 'Second']);
    const next = (await as(member, 'GET', `/api/users/${member.id}/notifications?page=2&pageSize=2`)).json();
    expect(next.notifications.map((item: { title: string }) => item.title)).toEqual(['First']);
    expect(await unread(member)).toBe(3);
  });

  it('marks one read, marks all read, deletes, and keeps the count right after each', async () => {
    const member = await createMember(app);
    for (const title of ['A', 'B', 'C']) await notify(member, title);
    const [first, second] = (await as(member, 'GET', `/api/users/${member.id}/notifications`)).json().notifications as {
      id: string;
    }[];
    expect((await as(member, 'PATCH', `/api/users/${member.id}/notifications/${first?.id}/read`)).statusCode).toBe(204);
    expect(await unread(member)).toBe(2);
    expect((await as(member, 'PATCH', `/api/users/${member.id}/notifications/${first?.id}/read`)).statusCode).toBe(204);
    expect(await unread(member)).toBe(2);
    expect((await as(member, 'DELETE', `/api/users/${member.id}/notifications/${second?.id}`)).statusCode).toBe(204);
    expect(await unread(member)).toBe(1);
    expect((await as(member, 'PATCH', `/api/users/${member.id}/notifications/mark-all-read`)).statusCode).toBe(204);
    expect(await unread(member)).toBe(0);
    const unreadOnly = (await as(member, 'GET', `/api/users/${member.id}/notifications?read=false`)).json();
    expect(unreadOnly.total).toBe(0);
  });

  it('answers a missing notification with a clear 404', async () => {
    const response = await as(
      alice,
      'DELETE',
      `/api/users/${alice.id}/notifications/6f1c1c0e-1111-4222-8333-444455556666`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'That notification was not found.' });
  });

  it("never shows or changes another member's notifications", async () => {
    await notify(alice, 'For Alice only');
    const [item] = (await as(alice, 'GET', `/api/users/${alice.id}/notifications`)).json().notifications as {
      id: string;
    }[];
    for (const [method, url] of [
      ['GET', `/api/users/${alice.id}/notifications`],
      ['GET', `/api/users/${alice.id}/notifications/unread-count`],
      ['PATCH', `/api/users/${alice.id}/notifications/mark-all-read`],
      ['PATCH', `/api/users/${alice.id}/notifications/${item?.id}/read`],
      ['DELETE', `/api/users/${alice.id}/notifications/${item?.id}`],
      ['GET', `/api/users/${alice.id}/notification-preferences`],
    ] as const) {
      const response = await as(bob, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('For Alice only');
    }
    expect((await as(bob, 'PATCH', `/api/users/${bob.id}/notifications/${item?.id}/read`)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/users/${bob.id}/notifications/${item?.id}`)).statusCode).toBe(404);
    expect(await unread(alice)).toBeGreaterThan(0);
  });

  it('lets an admin read a member’s notifications for support, and logs it', async () => {
    const admin = await createOperator(app);
    const response = await as(admin, 'GET', `/api/users/${alice.id}/notifications`);
    expect(response.statusCode).toBe(200);
    expect((await as(admin, 'PATCH', `/api/users/${alice.id}/notifications/mark-all-read`)).statusCode).toBe(404);
    const activity = (await as(alice, 'GET', '/api/account/activity')).json().activity as { activityType: string }[];
    expect(activity.map((entry) => entry.activityType)).toContain('support_access');
  });

  it('lists the categories', async () => {
    const response = await as(alice, 'GET', '/api/notification-categories');
    expect(response.json().map((category: { id: string }) => category.id)).toEqual([
      'scan-results',
      'request-updates',
      'deadlines',
      'account-security',
      'billing',
      'product-news',
    ]);
  });
});

describe('preferences', () => {
  it('defaults to in-app only, saves changes, and keeps security in-app on', async () => {
    const member = await createMember(app);
    const defaults = (await as(member, 'GET', `/api/users/${member.id}/notification-preferences`)).json() as {
      category: string;
      channels: object;
    }[];
    expect(defaults).toHaveLength(6);
    expect(defaults[0]?.channels).toEqual({ email: false, inApp: true, sms: false, push: false });
    const updated = await as(member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
      { category: 'scan-results', channels: { email: true, inApp: false, sms: false, push: false } },
      { category: 'account-security', channels: { email: true, inApp: false, sms: false, push: false } },
    ]);
    const byCategory = Object.fromEntries(
      (updated.json() as { category: string; channels: { inApp: boolean; email: boolean } }[]).map((item) => [
        item.category,
        item.channels,
      ]),
    );
    expect(byCategory['scan-results']).toMatchObject({ email: true, inApp: false });
    expect(byCategory['account-security']).toMatchObject({ email: true, inApp: true });
    const unknown = await as(member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
      { category: 'nope', channels: { email: true, inApp: true, sms: false, push: false } },
    ]);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('sends exactly one email per notification, even when a run dies mid-delivery or the job runs twice', async () => {
    const member = await createMember(app);
    await as(member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
      { category: 'request-updates', channels: { email: true, inApp: true, sms: false, push: false } },
    ]);
    const notificationId = await notify(member, 'Request removed', 'request-updates');
    const [delivery] = await app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notificationId));
    expect(delivery?.channel).toBe('email');

    const crashed = sendDelivery(app.db, transports(), delivery?.id ?? '', {
      afterSend: async () => {
        throw new Error('worker killed after sending');
      },
    });
    await expect(crashed).rejects.toThrow('worker killed');
    const emails = () =>
      app.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.recipient, member.email), eq(outboxMessages.subject, 'ClearDocket: Request removed')),
        );
    expect(await emails()).toHaveLength(0);

    expect(await sendDelivery(app.db, transports(), delivery?.id ?? '')).toBe('sent');
    expect(await sendDelivery(app.db, transports(), delivery?.id ?? '')).toBe('already-done');
    expect(await emails()).toHaveLength(1);
  });

  it('delivers through the job queue with in-app off, and hides it from the list', async () => {
    const worker = await createTestApp({ config: { runWorkers: true } });
    try {
      const member = await createMember(worker);
      await worker.inject({
        method: 'PATCH',
        url: `/api/users/${member.id}/notification-preferences`,
        headers: { cookie: member.cookie, origin: ORIGIN },
        payload: [{ category: 'deadlines', channels: { email: true, inApp: false, sms: false, push: false } }],
      });
      await notifyMember(worker, member.id, 'deadlines', {
        title: 'Deadline passed',
        message: 'A site missed its deadline.',
        type: 'warning',
      });
      const deadline = Date.now() + 20_000;
      let sent: unknown[] = [];
      while (Date.now() < deadline && sent.length === 0) {
        sent = await worker.db
          .select()
          .from(outboxMessages)
          .where(
            and(eq(outboxMessages.recipient, member.email), eq(outboxMessages.subject, 'ClearDocket: Deadline passed')),
          );
        if (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(sent).toHaveLength(1);
      const list = await worker.inject({
        method: 'GET',
        url: `/api/users/${member.id}/notifications`,
        headers: { cookie: member.cookie },
      });
      expect(list.json().total).toBe(0);
    } finally {
      await worker.cleanup();
    }
  });
});

/** The app's address on loopback, listening from the first call on. */
async function listening(): Promise<string> {
  const bound = app.server.address();
  if (bound && typeof bound === 'object') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

describe('notification stream', () => {
  it('sends the unread count at once and again as soon as a notification arrives or is read', async () => {
    const member = await createMember(app);
    const address = await listening();
    const controller = new AbortController();
    const response = await fetch(`${address}/api/users/${member.id}/notifications/stream`, {
      headers: { cookie: member.cookie },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    /** The next `unread` event's count. */
    async function nextCount(): Promise<number> {
      for (;;) {
        const match = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return (JSON.parse(match[1] ?? '{}') as { count: number }).count;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    }
    expect(await nextCount()).toBe(0);
    const started = Date.now();
    await notify(member, 'Live one');
    expect(await nextCount()).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    await as(member, 'PATCH', `/api/users/${member.id}/notifications/mark-all-read`);
    expect(await nextCount()).toBe(0);
    const other = await app.inject({
      method: 'GET',
      url: `/api/users/${alice.id}/notifications/stream`,
      headers: { cookie: member.cookie },
    });
    expect(other.statusCode).toBe(404);
    controller.abort();
  });

  it('leaves no heartbeat behind when the member leaves before the first count arrives', async () => {
    const member = await createMember(app);
    const address = new URL(await listening());
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    // The connection drops as the server starts on each stream: while it checks access.
    const drop = (request: http.IncomingMessage) => {
      if (request.url?.endsWith('/notifications/stream')) request.socket.destroy();
    };
    app.server.prependListener('request', drop);
    try {
      const dropped = Array.from(
        { length: 30 },
        () =>
          new Promise<void>((resolve) => {
            http
              .get({
                host: address.hostname,
                port: address.port,
                path: `/api/users/${member.id}/notifications/stream`,
                headers: { cookie: member.cookie },
              })
              .on('error', () => resolve())
              .on('close', () => resolve());
          }),
      );
      await Promise.all(dropped);
    } finally {
      app.server.removeListener('request', drop);
    }
    // The handlers carry on after the drop; a stream left open holds a 25 s heartbeat timer each.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('keeps the cached unread count right after every change', async () => {
    const member = await createMember(app);
    expect(await unread(member)).toBe(0);
    await notify(member, 'One');
    await notify(member, 'Two');
    expect(await unread(member)).toBe(2);
    const [first] = (await as(member, 'GET', `/api/users/${member.id}/notifications`)).json().notifications as {
      id: string;
    }[];
    await as(member, 'DELETE', `/api/users/${member.id}/notifications/${first?.id}`);
    expect(await unread(member)).toBe(1);
  });
});
