import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact';
import { sessions, users } from '../src/db/schema/identity';
import { subscriptions } from '../src/db/schema/membership';
import { operatorAudit, takedownRequests } from '../src/db/schema/requests';
import { ORIGIN, createMember, createOperator, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof createMember>>;

let app: TestApp;
let admin: Member;
let member: Member;

const as = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: who ? { cookie: who.cookie, origin: ORIGIN } : { origin: ORIGIN } });

beforeAll(async () => {
  app = await createTestApp();
  admin = await createOperator(app, { firstName: 'Olive', lastName: 'Operator' });
  member = await createMember(app, { firstName: 'Mina', lastName: 'Member' });
});

afterAll(async () => {
  await app.cleanup();
});

const ROUTES: [method: 'GET' | 'POST', url: () => string, payload?: object][] = [
  ['GET', () => '/api/admin/members'],
  ['POST', () => `/api/admin/members/${member.id}/suspend`, { reason: 'test' }],
  ['POST', () => `/api/admin/members/${member.id}/reinstate`, { reason: 'test' }],
  ['GET', () => '/api/admin/inbox'],
  ['POST', () => `/api/admin/inbox/${member.id}/handled`],
  ['POST', () => `/api/admin/inbox/${member.id}/reopen`],
  ['GET', () => '/api/admin/audit'],
];

describe('operator console access', () => {
  it.each(ROUTES)('%s %s: anonymous 401, member 403', async (method, url, payload) => {
    const anonymous = await as(null, method, url(), payload);
    expect(anonymous.statusCode).toBe(401);
    const refused = await as(member, method, url(), payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/members?status=gone'],
      ['GET', '/api/admin/members?plan=gold'],
      ['GET', '/api/admin/members?page=0'],
      ['GET', '/api/admin/inbox?state=closed'],
      ['GET', '/api/admin/audit?operator=nobody'],
      ['POST', '/api/admin/members/not-a-uuid/suspend', { reason: 'x' }],
      ['POST', `/api/admin/members/${member.id}/suspend`, { reason: '   ' }],
      ['POST', `/api/admin/members/${member.id}/suspend`, {}],
      ['POST', '/api/admin/inbox/not-a-uuid/handled'],
    ] as const) {
      const response = await as(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
    }
  });
});

describe('members', () => {
  it('lists members newest first with plan and open requests, searched and filtered', async () => {
    await app.db.insert(subscriptions).values({ userId: member.id, planId: 'premium', status: 'active' });
    await app.db.insert(takedownRequests).values([
      { userId: member.id, reference: 'REQ-1', url: 'https://example.com/a', status: 'pending' },
      { userId: member.id, reference: 'REQ-2', url: 'https://example.com/b', status: 'completed' },
    ]);
    const all = await as(admin, 'GET', '/api/admin/members?pageSize=1');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toContain('no-store');
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(all.json().members).toHaveLength(1);
    expect(all.json().members[0].email).toBe(member.email);
    const second = await as(admin, 'GET', '/api/admin/members?pageSize=1&page=2');
    expect(second.json().members[0].email).toBe(admin.email);

    const found = await as(admin, 'GET', '/api/admin/members?q=mina%20mem');
    expect(found.json().members).toEqual([
      expect.objectContaining({
        id: member.id,
        name: 'Mina Member',
        status: 'active',
        planId: 'premium',
        openRequests: 1,
        isAdmin: false,
        suspendedReason: null,
      }),
    ]);
    expect((await as(admin, 'GET', `/api/admin/members?q=${admin.email}`)).json().members[0].isAdmin).toBe(true);
    expect((await as(admin, 'GET', '/api/admin/members?plan=premium')).json().total).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/members?plan=basic')).json().total).toBe(0);
    expect((await as(admin, 'GET', '/api/admin/members?plan=none')).json().members[0].email).toBe(admin.email);
    expect((await as(admin, 'GET', '/api/admin/members?status=suspended')).json().total).toBe(0);
    expect((await as(admin, 'GET', '/api/admin/members?q=100%25')).json().total).toBe(0);
  });

  it('lists an unverified sign-up as email not verified', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      remoteAddress: nextAddress(),
      payload: {
        firstName: 'Una',
        lastName: 'Verified',
        email: `una.${Date.now()}@example.com`,
        password: 'Quiet-Harbor-Lantern-42',
        phoneNumber: '',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const unverified = await as(admin, 'GET', '/api/admin/members?status=unverified');
    expect(unverified.json().members.map((row: { name: string }) => row.name)).toEqual(['Una Verified']);
    await app.db.delete(users).where(eq(users.firstName, 'Una'));
  });

  it('suspends a member: every session ends, sign-in is refused in words, the audit log has it', async () => {
    const again = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      remoteAddress: nextAddress(),
      payload: { email: member.email, password: member.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).length).toBeGreaterThan(1);

    const suspended = await as(admin, 'POST', `/api/admin/members/${member.id}/suspend`, {
      reason: 'Chargeback fraud',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().member).toMatchObject({ status: 'suspended', suspendedReason: 'Chargeback fraud' });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);

    const session = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().user ?? null).toBeNull();
    const refused = await as(member, 'GET', '/api/requests');
    expect(refused.statusCode).toBe(401);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      remoteAddress: nextAddress(),
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatchObject({ code: 'sign_in_refused', message: expect.stringMatching(/support/) });

    const twice = await as(admin, 'POST', `/api/admin/members/${member.id}/suspend`, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect((await as(admin, 'GET', '/api/admin/members?status=suspended')).json().members[0].id).toBe(member.id);

    const [row] = await app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.userId, member.id), eq(operatorAudit.action, 'suspend-member')));
    expect(row).toMatchObject({ adminId: admin.id, details: { reason: 'Chargeback fraud' } });
  });

  it('reinstates a member, who can sign in again', async () => {
    const reinstated = await as(admin, 'POST', `/api/admin/members/${member.id}/reinstate`, { reason: 'Resolved' });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json().member).toMatchObject({ status: 'active', suspendedReason: null });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      remoteAddress: nextAddress(),
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(200);
    const notSuspended = await as(admin, 'POST', `/api/admin/members/${member.id}/reinstate`, { reason: 'x' });
    expect(notSuspended.statusCode).toBe(409);
    const rows = await app.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.userId, member.id), eq(operatorAudit.action, 'reinstate-member')));
    expect(rows).toHaveLength(1);
  });

  it('refuses to suspend oneself or another admin, and an unknown member is 404', async () => {
    const self = await as(admin, 'POST', `/api/admin/members/${admin.id}/suspend`, { reason: 'oops' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toMatch(/your own account/);
    const other = await createOperator(app);
    const peer = await as(admin, 'POST', `/api/admin/members/${other.id}/suspend`, { reason: 'rival' });
    expect(peer.statusCode).toBe(403);
    const [otherUser] = await app.db.select().from(users).where(eq(users.id, other.id));
    expect(otherUser?.banned).toBe(false);
    const unknown = await as(admin, 'POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/suspend', {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    await app.db.delete(users).where(eq(users.id, other.id));
  });
});

describe('inbox', () => {
  it('lists contact messages newest first, open by default, and marks them handled and open again (audited)', async () => {
    const [older] = await app.db
      .insert(contactMessages)
      .values({
        name: 'Old Sender',
        email: 'old@example.com',
        topic: 'Billing',
        message: '<b>not html</b>',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [newer] = await app.db
      .insert(contactMessages)
      .values({ name: 'New Sender', email: 'new@example.com', topic: 'Removal help', message: 'Please help.' })
      .returning();
    if (!older || !newer) throw new Error('no rows');

    const open = await as(admin, 'GET', '/api/admin/inbox');
    expect(open.statusCode).toBe(200);
    expect(open.json().messages.map((row: { id: string }) => row.id)).toEqual([newer.id, older.id]);
    expect(open.json().messages[1].message).toBe('<b>not html</b>');
    const paged = await as(admin, 'GET', '/api/admin/inbox?pageSize=1&page=2');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, messages: [{ id: older.id }] });

    const handled = await as(admin, 'POST', `/api/admin/inbox/${older.id}/handled`);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().message).toMatchObject({ handledBy: 'Olive Operator', handledAt: expect.any(String) });
    expect((await as(admin, 'GET', '/api/admin/inbox')).json().total).toBe(1);
    expect((await as(admin, 'GET', '/api/admin/inbox?state=handled')).json().messages[0].id).toBe(older.id);
    expect((await as(admin, 'GET', '/api/admin/inbox?state=all')).json().total).toBe(2);

    const reopened = await as(admin, 'POST', `/api/admin/inbox/${older.id}/reopen`);
    expect(reopened.json().message).toMatchObject({ handledAt: null, handledBy: null });
    const audited = await app.db.select().from(operatorAudit).where(eq(operatorAudit.adminId, admin.id));
    expect(audited.filter((row) => row.action.startsWith('inbox-'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'inbox-handled',
          userId: null,
          details: expect.objectContaining({ contactMessageId: older.id }),
        }),
        expect.objectContaining({ action: 'inbox-reopened', userId: null }),
      ]),
    );
    const missing = await as(admin, 'POST', '/api/admin/inbox/00000000-0000-4000-8000-000000000000/handled');
    expect(missing.statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('lists the log newest first with operator and target, filtered by action and operator', async () => {
    const log = await as(admin, 'GET', '/api/admin/audit');
    expect(log.statusCode).toBe(200);
    const body = log.json();
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.entries[0].action).toBe('inbox-reopened');
    const times = body.entries.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.actions).toEqual(expect.arrayContaining(['suspend-member', 'reinstate-member', 'inbox-handled']));
    expect(body.operators).toEqual([{ id: admin.id, name: 'Olive Operator', email: admin.email }]);

    const suspensions = await as(admin, 'GET', '/api/admin/audit?action=suspend-member');
    expect(suspensions.json().entries).toEqual([
      expect.objectContaining({
        action: 'suspend-member',
        operator: { id: admin.id, name: 'Olive Operator', email: admin.email },
        member: { id: member.id, name: 'Mina Member', email: member.email },
        details: { reason: 'Chargeback fraud' },
      }),
    ]);
    const byOther = await as(admin, 'GET', `/api/admin/audit?operator=${member.id}`);
    expect(byOther.json()).toMatchObject({ total: 0, entries: [] });
    const paged = await as(admin, 'GET', '/api/admin/audit?pageSize=1&page=2');
    expect(paged.json().entries).toHaveLength(1);
    expect(paged.json().entries[0].id).toBe(body.entries[1].id);
  });
});
