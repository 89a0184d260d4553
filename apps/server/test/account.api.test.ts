import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { contactMessages } from '../src/db/schema/contact';
import { outboxMessages } from '../src/db/schema/messages';
import { notificationDeliveries } from '../src/db/schema/notifications';
import { removalEvidence, removalRequests, takedownRequests } from '../src/db/schema/requests';
import { runnerRuns, runnerSteps, runnerTasks } from '../src/db/schema/runner';
import { USER_DATA_TABLES } from '../src/modules/account/user-data';
import { ORIGIN, cookieFrom, createMember, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { totpFromUri } from './helpers/totp';

let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: { cookie: string }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    payload,
    headers: { cookie: member.cookie, origin: ORIGIN },
    remoteAddress: nextAddress(),
  });

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

/** Tables in the database with a user_id column (plus the two keyed by the user id itself). */
async function tablesHoldingUsers(): Promise<string[]> {
  const result: unknown = await app.db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`,
  );
  // node-postgres and PGlite both answer with { rows }.
  const rows = (typeof result === 'object' && result !== null && 'rows' in result ? result.rows : []) as {
    table_name: string;
  }[];
  return [...rows.map((row) => row.table_name), 'users', 'user_profiles'].sort();
}

describe('sessions', () => {
  it('lists the member’s sessions with the current one marked, and revokes another', async () => {
    const member = await createMember(app);
    const second = cookieFrom(await signIn(member.email, member.password));
    const list = (await as(member, 'GET', '/api/account/sessions')).json().sessions as {
      id: string;
      isCurrent: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((item) => item.isCurrent)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    const other = list.find((item) => !item.isCurrent);
    expect((await as(member, 'DELETE', `/api/account/sessions/${other?.id}`)).statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: second } })).json().user,
    ).toBeNull();
  });

  it("cannot revoke another member's session", async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const [aliceSession] = (await as(alice, 'GET', '/api/account/sessions')).json().sessions as { id: string }[];
    expect((await as(bob, 'DELETE', `/api/account/sessions/${aliceSession?.id}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie: alice.cookie } })).json()
        .user,
    ).not.toBeNull();
  });
});

describe('password change', () => {
  it('needs the current password, refuses a common one, and logs the change', async () => {
    const member = await createMember(app);
    const wrong = await as(member, 'POST', '/api/account/password', {
      currentPassword: 'nope-nope-nope',
      newPassword: 'Fresh-Quiet-Lantern-91',
    });
    expect(wrong.statusCode).toBe(400);
    const common = await as(member, 'POST', '/api/account/password', {
      currentPassword: member.password,
      newPassword: 'password1',
    });
    expect(common.json().error.code).toBe('form_password_pwned');
    const ok = await as(member, 'POST', '/api/account/password', {
      currentPassword: member.password,
      newPassword: 'Fresh-Quiet-Lantern-91',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(member.email, 'Fresh-Quiet-Lantern-91')).json()).toEqual({ status: 'complete' });
    const activity = (await as({ cookie: cookieFrom(ok) || member.cookie }, 'GET', '/api/account/activity')).json()
      .activity as { activityType: string }[];
    expect(activity.map((item) => item.activityType)).toContain('password_change');
    const fresh = cookieFrom(ok) || member.cookie;
    const notices = await app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/notifications`,
      headers: { cookie: fresh },
    });
    expect(notices.json().notifications.map((item: { title: string }) => item.title)).toContain(
      'Your password was changed',
    );
    // Security mail is transactional: emailed although every email channel defaults to off (issue 20).
    const deliveries = await app.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, member.id));
    expect(deliveries.map((delivery) => delivery.channel)).toContain('email');
  });
});

describe('two-factor', () => {
  it('turns on with an authenticator code, then sign-in asks for the second factor', async () => {
    const member = await createMember(app);
    const start = await as(member, 'POST', '/api/account/two-factor/start', { password: member.password });
    expect(start.statusCode, start.body).toBe(200);
    const { totpUri, recoveryCodes } = start.json() as { totpUri: string; recoveryCodes: string[] };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    const confirm = await as(member, 'POST', '/api/account/two-factor/confirm', { code: totpFromUri(totpUri) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // Turning it on replaces the session: the answer carries the new cookie, so the member stays
    // signed in (issue 20: the next request used to land on /login).
    const stillSignedIn = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: cookieFrom(confirm) },
    });
    expect(stillSignedIn.json().user).toMatchObject({ id: member.id, twoFactorEnabled: true });
    // The password alone does not turn it off (issue 32): a current code is asked for too.
    const passwordOnly = await as({ cookie: cookieFrom(confirm) }, 'POST', '/api/account/two-factor/disable', {
      password: member.password,
      code: '000000' === totpFromUri(totpUri) ? '111111' : '000000',
    });
    expect(passwordOnly.statusCode).toBe(400);
    const turnOff = await as({ cookie: cookieFrom(confirm) }, 'POST', '/api/account/two-factor/disable', {
      password: member.password,
      code: totpFromUri(totpUri),
    });
    expect(turnOff.statusCode, turnOff.body).toBe(200);
    const afterOff = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: cookieFrom(turnOff) },
    });
    expect(afterOff.json().user).toMatchObject({ id: member.id, twoFactorEnabled: false });
    const again = await as({ cookie: cookieFrom(turnOff) }, 'POST', '/api/account/two-factor/start', {
      password: member.password,
    });
    const againUri = (again.json() as { totpUri: string }).totpUri;
    const reconfirm = await as({ cookie: cookieFrom(turnOff) }, 'POST', '/api/account/two-factor/confirm', {
      code: totpFromUri(againUri),
    });
    expect(reconfirm.statusCode, reconfirm.body).toBe(200);
    const totpUriNow = againUri;

    const first = await signIn(member.email, member.password);
    expect(first.json()).toEqual({ status: 'needs_second_factor' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/two-factor',
      payload: { code: '000000' },
      headers: { cookie: cookieFrom(first), origin: ORIGIN },
      remoteAddress: nextAddress(),
    });
    expect(wrong.statusCode).toBe(400);
    const second = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/two-factor',
      payload: { code: totpFromUri(totpUriNow) },
      headers: { cookie: cookieFrom(first), origin: ORIGIN },
      remoteAddress: nextAddress(),
    });
    expect(second.json()).toEqual({ status: 'complete' });
    const session = await app.inject({
      method: 'GET',
      url: '/api/identity/session',
      headers: { cookie: cookieFrom(second) },
    });
    expect(session.json().user).toMatchObject({ id: member.id, twoFactorEnabled: true });
  });
});

describe('export and deletion', () => {
  it('exports a row set for every table that holds member data, secrets withheld', async () => {
    const member = await createMember(app);
    await as(member, 'POST', '/api/profile/addresses', {
      line1: '1 Main St',
      city: 'Reno',
      state: 'NV',
      postalCode: '89501',
    });
    const response = await as(member, 'GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const { tables } = response.json() as { tables: Record<string, Record<string, unknown>[]> };
    expect(
      Object.keys(tables)
        .filter((name) => name !== 'outbox_messages')
        .sort(),
    ).toEqual(await tablesHoldingUsers());
    expect(tables.users?.[0]).toMatchObject({ id: member.id, email: member.email });
    expect(tables.user_addresses).toHaveLength(1);
    expect(tables.accounts?.[0]?.password).toBe('[withheld]');
    expect(tables.sessions?.[0]?.token).toBe('[withheld]');
    expect(tables.outbox_messages?.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(member.password);
  });

  it('deletes the account at once after DELETE is typed, leaving no row with its id', async () => {
    const member: Member = await createMember(app);
    await as(member, 'POST', '/api/profile/addresses', {
      line1: '1 Main St',
      city: 'Reno',
      state: 'NV',
      postalCode: '89501',
    });
    await as(member, 'GET', '/api/account/export');
    const refused = await as(member, 'POST', '/api/account/delete', { confirmation: 'delete me' });
    expect(refused.statusCode).toBe(400);
    const done = await as(member, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(done.statusCode).toBe(200);

    expect(USER_DATA_TABLES.map((entry) => entry.name).sort()).toEqual(await tablesHoldingUsers());
    for (const { name, table, owner } of USER_DATA_TABLES) {
      const rows = await app.db.select().from(table).where(eq(owner, member.id));
      expect(rows, name).toEqual([]);
    }
    expect(await app.db.select().from(users).where(eq(users.email, member.email))).toEqual([]);
    expect(await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, member.email))).toEqual([]);
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.email, member.email))).toEqual([]);
    expect((await signIn(member.email, member.password)).statusCode).toBe(401);
  });

  it('deletes the member’s evidence and runner screenshots from the blob store, keeping bytes another member’s rows name', async () => {
    /** A removal request of the member's with a run, as evidence capture and the runner leave them. */
    async function filedRemoval(userId: string) {
      const [takedown] = await app.db
        .insert(takedownRequests)
        .values({ userId, reference: `REQ-${Math.floor(Math.random() * 9999)}`, url: 'https://people.example/p/1' })
        .returning();
      const [removal] = await app.db
        .insert(removalRequests)
        .values({
          userId,
          takedownRequestId: takedown?.id ?? '',
          reference: `REM-${String(Math.floor(Math.random() * 999_999)).padStart(6, '0')}`,
          url: 'https://people.example/p/1',
          domain: 'people.example',
          method: 'web-form',
        })
        .returning();
      const [run] = await app.db
        .insert(runnerRuns)
        .values({ userId, removalRequestId: removal?.id ?? '', playbookDomain: 'people.example', playbookVersion: 1 })
        .returning();
      return { removalId: removal?.id ?? '', runId: run?.id ?? '' };
    }
    const member: Member = await createMember(app);
    const other: Member = await createMember(app);
    const put = async (label: string) => (await app.blobs.put(Buffer.from(`${label} ${Math.random()}`))).sha256;
    const [pageText, pageShot, stepShot, taskShot, shared] = await Promise.all(
      ['page text', 'page screenshot', 'step screenshot', 'task screenshot', 'generic 404 page'].map(put),
    );
    const mine = await filedRemoval(member.id);
    await app.db.insert(removalEvidence).values([
      {
        userId: member.id,
        removalRequestId: mine.removalId,
        kind: 'snapshot',
        outcome: 'captured',
        url: 'https://people.example/p/1',
        text: 'page text',
        sha256: pageText,
        screenshotSha256: pageShot,
      },
      {
        userId: member.id,
        removalRequestId: mine.removalId,
        kind: 'verification',
        outcome: 'removed',
        url: 'https://people.example/p/1',
        screenshotSha256: shared,
      },
    ]);
    await app.db.insert(runnerSteps).values({
      userId: member.id,
      runId: mine.runId,
      stepIndex: 0,
      kind: 'navigate',
      outcome: 'ok',
      screenshotSha256: stepShot,
      startedAt: new Date(),
    });
    await app.db.insert(runnerTasks).values({
      userId: member.id,
      runId: mine.runId,
      removalRequestId: mine.removalId,
      assignee: 'member',
      kind: 'captcha',
      instructions: 'Solve the CAPTCHA.',
      screenshotSha256: taskShot,
    });
    const theirs = await filedRemoval(other.id);
    await app.db.insert(runnerSteps).values({
      userId: other.id,
      runId: theirs.runId,
      stepIndex: 0,
      kind: 'navigate',
      outcome: 'ok',
      screenshotSha256: shared,
      startedAt: new Date(),
    });

    const done = await as(member, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(done.statusCode).toBe(200);
    for (const hash of [pageText, pageShot, stepShot, taskShot]) expect(await app.blobs.get(hash ?? '')).toBeNull();
    expect(await app.blobs.get(shared ?? '')).not.toBeNull();
  });
});
