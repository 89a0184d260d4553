import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareQueue } from '@cleardocket/domain/operator/queue';
import type { QueueSort } from '@cleardocket/domain/operator/queue';
import { outboxMessages } from '../src/db/schema/messages';
import { notificationDeliveries, notifications } from '../src/db/schema/notifications';
import { operatorAudit, removalEvents, removalRequests, takedownRequests } from '../src/db/schema/requests';
import { sendDelivery } from '../src/modules/notifications/delivery';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { backRemovedRows } from './helpers/verdict-evidence';
import { millisecondsInDay } from 'date-fns/constants';

/** The operator queue's additions (issue 20): internal notes, deadline and sort, bulk actions, metrics. */

type Member = Awaited<ReturnType<typeof createMember>>;
type WireRemoval = {
  id: string;
  reference: string;
  status: string;
  acknowledgeBy: string | null;
  respondBy: string | null;
  createdAt: string;
};
type QueueItem = {
  removal: WireRemoval;
  deadline: string | null;
  overdue: boolean;
  notes: { text: string; authorName: string | null }[];
};

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

async function makeAdmin(): Promise<Member> {
  return createOperator(app);
}

const DAY = millisecondsInDay;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY);
let serial = 0;

type Spec = {
  status?: string;
  method?: string;
  domain?: string;
  siteName?: string | null;
  createdDaysAgo?: number;
  acknowledgeIn?: number | null;
  respondIn?: number | null;
};

/** Removal requests of the member's, written straight to the database (one takedown request). */
async function removals(member: Member, specs: Spec[]) {
  serial += 1;
  const [takedown] = await app.db
    .insert(takedownRequests)
    .values({ userId: member.id, reference: `REQ-${1000 + serial}`, url: 'https://people.example/x' })
    .returning();
  const rows = await app.db
    .insert(removalRequests)
    .values(
      specs.map((spec, index) => ({
        userId: member.id,
        takedownRequestId: takedown?.id ?? '',
        reference: `REM-${String(serial * 100 + index).padStart(6, '0')}`,
        url: `https://${spec.domain ?? 'people.example'}/${serial}-${index}`,
        domain: spec.domain ?? 'people.example',
        siteName: spec.siteName === undefined ? 'People Example' : spec.siteName,
        method: spec.method ?? 'web-form',
        status: spec.status ?? 'submitted',
        createdAt: at(-(spec.createdDaysAgo ?? 1)),
        acknowledgeBy: spec.acknowledgeIn == null ? null : at(spec.acknowledgeIn),
        respondBy: spec.respondIn == null ? null : at(spec.respondIn),
      })),
    )
    .returning();
  await backRemovedRows(app, rows);
  return { takedownId: takedown?.id ?? '', rows };
}

async function queueOf(admin: Member, member: Member, query = ''): Promise<QueueItem[]> {
  const response = await as(admin, 'GET', `/api/admin/removals?q=${encodeURIComponent(member.email)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().queue;
}

describe('internal notes', () => {
  it('are kept for operators, audited, and never reach the member (detail, timeline, notifications, email)', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const { takedownId, rows } = await removals(member, [{ status: 'submitted', respondIn: 10 }]);
    const removal = rows[0];
    const secret = `Site owner was rude on the phone ${randomUUID()}`;
    // The member takes request updates by email too, so an email is there to look into.
    const mailOn = await as(member, 'PATCH', `/api/users/${member.id}/notification-preferences`, [
      { category: 'request-updates', channels: { email: true, inApp: true, sms: false, push: false } },
    ]);
    expect(mailOn.statusCode, mailOn.body).toBe(200);

    const added = await as(admin, 'POST', `/api/admin/removals/${removal?.id}/notes`, { text: `  ${secret} ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().note).toMatchObject({ text: secret, authorName: `${admin.firstName} ${admin.lastName}` });
    const [item] = await queueOf(admin, member);
    expect(item?.notes.map((note) => note.text)).toEqual([secret]);

    const tooLong = await as(admin, 'POST', `/api/admin/removals/${removal?.id}/notes`, { text: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Validation failed: text: Keep the note to 2,000 characters or fewer');
    expect((await as(admin, 'POST', `/api/admin/removals/${removal?.id}/notes`, { text: '  ' })).statusCode).toBe(400);
    expect((await as(admin, 'POST', `/api/admin/removals/${randomUUID()}/notes`, { text: 'x' })).statusCode).toBe(404);
    expect((await as(member, 'POST', `/api/admin/removals/${removal?.id}/notes`, { text: 'x' })).statusCode).toBe(403);

    const audit = await app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.userId, member.id), eq(operatorAudit.action, 'note')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.id, removalRequestId: removal?.id });
    expect(JSON.stringify(audit[0]?.details)).not.toContain(secret);

    // The note to the member goes with a status change; the internal one stays behind.
    const changed = await as(admin, 'POST', `/api/admin/removals/${removal?.id}/status`, {
      status: 'acknowledged',
      note: 'The site confirmed it has the request',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = await as(member, 'GET', `/api/requests/${takedownId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('The site confirmed it has the request');
    expect(detail.body).not.toContain(secret);
    expect(detail.json().events.map((event: { kind: string }) => event.kind)).toContain('status');
    expect((await as(admin, 'GET', `/api/admin/requests/${takedownId}`)).body).not.toContain(secret);
    const list = await as(member, 'GET', `/api/users/${member.id}/notifications`);
    expect(list.json().notifications).toHaveLength(1);
    expect(list.body).not.toContain(secret);
    expect((await as(member, 'GET', '/api/requests')).body).not.toContain(secret);

    // The email the notification sends, actually sent.
    const deliveries = await app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, member.id));
    const transports = { mail: app.mail, sms: app.sms, publicUrl: 'http://localhost:3000' };
    for (const delivery of deliveries) await sendDelivery(app.db, transports, delivery.id);
    const mail = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email));
    expect(deliveries.map((delivery) => delivery.channel)).toContain('email');
    expect(mail.some((message) => message.body.includes('The site confirmed it has the request'))).toBe(true);
    expect(JSON.stringify(mail)).not.toContain(secret);

    // The member's right of access: the export has them, named as operators' notes (decision 025).
    const exported = (await as(member, 'GET', '/api/account/export')).json().tables;
    expect(exported.operator_notes.map((note: { text: string }) => note.text)).toEqual([secret]);
  });
});

describe('deadline and sort', () => {
  it('shows each deadline, flags the overdue, and sorts on the server as the domain rule does, across pages', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    await removals(member, [
      { status: 'submitted', acknowledgeIn: 2, respondIn: 40, createdDaysAgo: 3 },
      { status: 'acknowledged', acknowledgeIn: -5, respondIn: 20, createdDaysAgo: 25 },
      { status: 'acknowledged', respondIn: -1, createdDaysAgo: 46 },
      { status: 'needs-escalation', respondIn: -3, createdDaysAgo: 50 },
      { status: 'not-started', createdDaysAgo: 2 },
      { status: 'not-started', createdDaysAgo: 9 },
      { status: 'submitted', method: 'court-order', createdDaysAgo: 4 },
    ]);

    const byDeadline = await queueOf(admin, member);
    expect(byDeadline).toHaveLength(7);
    const toRow = ({ removal }: QueueItem) => ({
      id: removal.id,
      status: removal.status,
      acknowledgeBy: removal.acknowledgeBy ? new Date(removal.acknowledgeBy) : null,
      respondBy: removal.respondBy ? new Date(removal.respondBy) : null,
      createdAt: new Date(removal.createdAt),
    });
    for (const sort of ['deadline', 'oldest', 'newest'] satisfies QueueSort[]) {
      const items = await queueOf(admin, member, sort === 'deadline' ? '' : `&sort=${sort}`);
      const expected = items.map(toRow).sort(compareQueue(sort));
      expect(
        items.map((item) => item.removal.id),
        sort,
      ).toEqual(expected.map((row) => row.id));
      // Paging keeps the order: three pages of three are the same list.
      const paged: QueueItem[] = [];
      for (const page of [1, 2, 3])
        paged.push(...(await queueOf(admin, member, `&sort=${sort}&pageSize=3&page=${page}`)));
      expect(paged.map((item) => item.removal.id)).toEqual(items.map((item) => item.removal.id));
    }
    // Soonest first: the two escalated/overdue first, then the waiting acknowledgement, no deadline last.
    expect(byDeadline.map((item) => item.removal.status)).toEqual([
      'needs-escalation',
      'acknowledged',
      'submitted',
      'acknowledged',
      'not-started',
      'submitted',
      'not-started',
    ]);
    expect(byDeadline.map((item) => item.overdue)).toEqual([true, true, false, false, false, false, false]);
    expect(byDeadline[2]?.deadline).toBe(byDeadline[2]?.removal.acknowledgeBy);
    expect(byDeadline[3]?.deadline).toBe(byDeadline[3]?.removal.respondBy);
    expect(byDeadline[4]?.deadline).toBeNull();
    const oldest = await queueOf(admin, member, '&sort=oldest');
    expect(oldest[0]?.removal.status).toBe('needs-escalation');
    expect((await as(admin, 'GET', '/api/admin/removals?sort=sideways')).statusCode).toBe(400);
  });
});

describe('bulk actions', () => {
  it('claims and sets status per removal through the single action, refusing some with the reason', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const colleague = await makeAdmin();
    const { rows } = await removals(member, [
      { status: 'not-started' },
      { status: 'not-started' },
      { status: 'not-started' },
      { status: 'acknowledged', respondIn: 30 },
    ]);
    const [a, b, c, acknowledged] = rows.map((row) => row.id);
    expect((await as(colleague, 'POST', `/api/admin/removals/${c}/claim`)).statusCode).toBe(200);
    const unknown = randomUUID();

    const claimed = await as(admin, 'POST', '/api/admin/removals/bulk', { action: 'claim', ids: [a, b, c, unknown] });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().results).toEqual([
      { id: a, reference: rows[0]?.reference, outcome: 'done', reason: null },
      { id: b, reference: rows[1]?.reference, outcome: 'done', reason: null },
      {
        id: c,
        reference: rows[2]?.reference,
        outcome: 'refused',
        reason: 'Another operator has already claimed this request.',
      },
      { id: unknown, reference: null, outcome: 'refused', reason: 'Removal request not found' },
    ]);
    const mine = await queueOf(admin, member, '&claimed=mine');
    expect(mine.map((item) => item.removal.id).sort()).toEqual([a, b].sort());

    const notificationsBefore = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    const status = await as(admin, 'POST', '/api/admin/removals/bulk', {
      action: 'status',
      ids: [a, b, acknowledged],
      status: 'submitted',
      note: 'Opt-out forms sent today',
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'done',
      'done',
      'refused',
    ]);
    expect(status.json().results[2].reason).toBe('A request that is acknowledged cannot be marked submitted.');

    // Each change as a single one: the member told once per moved removal, each audited, each on the timeline.
    const notificationsAfter = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notificationsAfter.length - notificationsBefore.length).toBe(2);
    expect(notificationsAfter.filter((row) => row.message === 'Opt-out forms sent today')).toHaveLength(2);
    const audit = await app.db.select().from(operatorAudit).where(eq(operatorAudit.userId, member.id));
    expect(audit.filter((row) => row.action === 'claim' && row.adminId === admin.id)).toHaveLength(2);
    expect(audit.filter((row) => row.action === 'status')).toHaveLength(2);
    const events = await app.db.select().from(removalEvents).where(eq(removalEvents.userId, member.id));
    expect(events.filter((event) => event.kind === 'status' && event.note === 'Opt-out forms sent today')).toHaveLength(
      2,
    );
    const after = await app.db.select().from(removalRequests).where(eq(removalRequests.userId, member.id));
    expect(after.find((row) => row.id === acknowledged)?.status).toBe('acknowledged');
    expect(after.find((row) => row.id === a)?.respondBy).not.toBeNull();
  });

  it('refuses a bad request whole, and refuses members', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const ids = Array.from({ length: 101 }, () => randomUUID());
    const tooMany = await as(admin, 'POST', '/api/admin/removals/bulk', { action: 'claim', ids });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('Choose at most 100 requests at once');
    expect((await as(admin, 'POST', '/api/admin/removals/bulk', { action: 'claim', ids: [] })).statusCode).toBe(400);
    const noNote = await as(admin, 'POST', '/api/admin/removals/bulk', {
      action: 'status',
      ids: [randomUUID()],
      status: 'removed',
    });
    expect(noNote.statusCode).toBe(400);
    expect(
      (await as(admin, 'POST', '/api/admin/removals/bulk', { action: 'delete', ids: [randomUUID()] })).statusCode,
    ).toBe(400);
    expect(
      (await as(member, 'POST', '/api/admin/removals/bulk', { action: 'claim', ids: [randomUUID()] })).statusCode,
    ).toBe(403);
  });
});

describe('queue metrics', () => {
  type Metrics = {
    openByAge: { underSevenDays: number; sevenToThirtyDays: number; overThirtyDays: number };
    overdue: number;
    sites: {
      domain: string;
      siteName: string | null;
      removed: number;
      decided: number;
      rate: number | null;
      medianDaysToRemoval: number | null;
    }[];
  };

  it('counts open work by age and the overdue, rates each site, and says no data where nothing is decided', async () => {
    const member = await createMember(app);
    const admin = await makeAdmin();
    const metrics = async (): Promise<Metrics> => {
      const response = await as(admin, 'GET', '/api/admin/removals/metrics');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await metrics();
    await removals(member, [
      { domain: 'fresh-site.example', siteName: 'Fresh Site', status: 'submitted', createdDaysAgo: 1, respondIn: 44 },
      { domain: 'fresh-site.example', siteName: 'Fresh Site', status: 'submitted', createdDaysAgo: 10, respondIn: -2 },
      { domain: 'decided-site.example', status: 'needs-escalation', createdDaysAgo: 40, respondIn: -5 },
      { domain: 'decided-site.example', status: 'removed', createdDaysAgo: 60 },
      { domain: 'decided-site.example', status: 'removed', createdDaysAgo: 60 },
      { domain: 'decided-site.example', status: 'rejected', createdDaysAgo: 60 },
      // Done by the member's own hand (email): not the queue's, but the site's verdict counts.
      { domain: 'decided-site.example', method: 'email', status: 'not-found', createdDaysAgo: 60 },
    ]);
    const after = await metrics();
    expect(after.openByAge.underSevenDays - before.openByAge.underSevenDays).toBe(1);
    expect(after.openByAge.sevenToThirtyDays - before.openByAge.sevenToThirtyDays).toBe(1);
    expect(after.openByAge.overThirtyDays - before.openByAge.overThirtyDays).toBe(1);
    expect(after.overdue - before.overdue).toBe(2);
    expect(after.sites.find((site) => site.domain === 'fresh-site.example')).toEqual({
      domain: 'fresh-site.example',
      siteName: 'Fresh Site',
      removed: 0,
      decided: 0,
      rate: null,
      medianDaysToRemoval: null,
    });
    expect(after.sites.find((site) => site.domain === 'decided-site.example')).toMatchObject({
      removed: 2,
      decided: 4,
      rate: 50,
    });
    expect((await as(member, 'GET', '/api/admin/removals/metrics')).statusCode).toBe(403);
  });
});
