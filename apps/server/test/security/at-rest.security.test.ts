import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '../../src/db/schema/identity';
import { appSettings } from '../../src/db/schema/settings';
import { getOrCreateSetting, randomSecret, resealSettings } from '../../src/lib/app-settings';
import { createSecretBox } from '../../src/lib/secret-box';
import { useSecretBox } from '../../src/lib/sealed-values';
import { agentKeys } from '../../src/modules/drp/keys';
import { findBusiness, saveBusiness } from '../../src/modules/drp/repository';
import { vapidKeys } from '../../src/providers/messaging/push';
import { cookieFrom, createMember, createSignUp, latestCode, nextAddress } from '../helpers/identity';
import type { TestApp } from '../helpers/test-app';
import { call, createSecurityApp } from './fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32, "the data at rest is useless to a thief": a database dump alone holds no session and
 * no secret. Each check reads the tables as a thief would, every row of every table.
 */
let app: TestApp;
const rows: SecurityRow[] = [];

beforeAll(async () => {
  app = await createSecurityApp();
});

afterAll(async () => {
  recordRows('at-rest', rows);
  await app.cleanup();
});

/** Every row of every table of every schema (pg-boss's too), as text: what a dump holds. */
async function dumpDatabase(): Promise<{ tables: number; text: string }> {
  const listed: unknown = await app.db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const tables = rowsOf(listed) as { table_schema: string; table_name: string }[];
  expect(tables.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const table of tables) {
    const result = await app.db.execute(
      sql`select * from ${sql.identifier(table.table_schema)}.${sql.identifier(table.table_name)}`,
    );
    parts.push(JSON.stringify(rowsOf(result)));
  }
  return { tables: tables.length, text: parts.join('\n') };
}

function rowsOf(result: unknown): unknown[] {
  // node-postgres and PGlite both answer with { rows }.
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error('unexpected query result');
}

/** The session token inside a signed session cookie (`token.signature`, URL-encoded). */
function sessionTokenOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name.endsWith('.session_token'));
  const token = decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
  return token;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('session tokens', () => {
  it('are held only as a hash: a dump opens no session, while the cookie still signs the member in', async () => {
    const member = await createMember(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
      remoteAddress: nextAddress(),
    });
    expect(signIn.json()).toEqual({ status: 'complete' });
    const tokens = [sessionTokenOf(signIn)];
    const stored = await app.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, member.id));
    expect(stored.map((row) => row.token)).toContain(sha256(tokens[0] ?? ''));

    const dump = await dumpDatabase();
    const leaked = tokens.filter((token) => dump.text.includes(token));
    rows.push({
      check: 'session tokens in a database dump',
      count: tokens.length,
      unit: 'tokens',
      failures: leaked.length,
      failureUnit: 'in clear',
    });
    expect(leaked).toEqual([]);

    // The hash itself is no cookie: presented as a token it opens nothing.
    const me = await call(app, { cookie: cookieFrom(signIn) }, 'GET', '/api/identity/session');
    expect(me.json().user?.email).toBe(member.email);
    const account = await call(app, { cookie: cookieFrom(signIn) }, 'GET', '/api/account/sessions');
    expect(account.statusCode).toBe(200);
  });

  it('signs out by the cookie: the hashed row is found and ended', async () => {
    const member = await createMember(app);
    const out = await call(app, member, 'POST', '/api/identity/sign-out');
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect((await call(app, member, 'GET', '/api/identity/session')).json().user).toBeNull();
  });
});

describe('phone codes', () => {
  it('are stored as a keyed hash, compared in constant time, and still prove the phone', async () => {
    // Codes need a service that texts people: a production app without one sends none (issue 31
    // part 7), so this check runs on an app whose outbox stands in for the SMS service.
    const texting = await createSecurityApp({ nodeEnv: 'test' });
    try {
      await checkPhoneCodes(texting);
    } finally {
      await texting.cleanup();
    }
  });
});

/** The SMS code of a member proving a phone: never stored in clear, and still accepted. */
async function checkPhoneCodes(app: TestApp): Promise<void> {
  const member = await createMember(app);
  const sent = await call(app, member, 'POST', '/api/identity/phone/send-code', { phoneNumber: '(212) 555-0143' });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(app, '+12125550143', 'sms');
  const stored = await app.db.select().from(verifications).where(like(verifications.identifier, 'phone-number-%'));
  expect(stored.length).toBeGreaterThan(0);
  const inClear = stored.filter((row) => row.value.includes(code));
  rows.push({
    check: 'SMS codes in the verifications table',
    count: stored.length,
    unit: 'codes',
    failures: inClear.length,
    failureUnit: 'in clear',
  });
  expect(inClear).toEqual([]);

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const refused = await call(app, member, 'POST', '/api/identity/phone/verify', { code: wrong });
  expect(refused.json().error?.code).toBe('invalid_code');
  const proved = await call(app, member, 'POST', '/api/identity/phone/verify', { code });
  expect(proved.json(), proved.body).toEqual({ status: 'complete' });
  const [user] = await app.db.select().from(users).where(eq(users.id, member.id));
  expect(user?.phoneNumber).toBe('+12125550143');
  expect(user?.phoneNumberVerified).toBe(true);
}

describe('emailed codes', () => {
  it('are stored as a keyed hash: neither the code nor its plain SHA-256 is in the table', async () => {
    const data = createSignUp({ phoneNumber: '' });
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      payload: data,
      remoteAddress: nextAddress(),
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const code = await latestCode(app, data.email);
    const digest = createHash('sha256').update(code).digest();
    const forms = [code, digest.toString('hex'), digest.toString('base64url'), digest.toString('base64')];
    const stored = await app.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${data.email}%`));
    expect(stored.length).toBeGreaterThan(0);
    const guessable = stored.filter((row) => forms.some((form) => row.value.includes(form)));
    rows.push({
      check: 'emailed codes in the verifications table',
      count: stored.length,
      unit: 'codes',
      failures: guessable.length,
      failureUnit: 'in clear or plain-hashed',
    });
    expect(guessable).toEqual([]);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId: signUp.json().attemptId, code },
      remoteAddress: nextAddress(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
  });
});

describe('secrets', () => {
  it('are sealed under SECRETS_KEY: a dump holds no signing secret, private key or pair-wise token', async () => {
    const attorneyLinkSecret = await getOrCreateSetting(app.db, 'attorney_link_secret', randomSecret);
    await agentKeys(app.db); // made on first use, as the first DRP request does
    const agent = JSON.parse(await getOrCreateSetting(app.db, 'drp_agent_keys', () => '{}')) as { privateKey?: string };
    const business = await saveBusiness(app.db, {
      domain: 'records.example',
      businessId: 'RECORDS',
      apiBase: 'https://records.example/drp',
      actions: ['deletion'],
      verifications: [],
      token: 'pairwise-token-7d0c5b1e9a4f',
      tokenAt: new Date(),
    });
    expect(business.token).toBe('pairwise-token-7d0c5b1e9a4f');
    expect((await findBusiness(app.db, 'records.example'))?.token).toBe('pairwise-token-7d0c5b1e9a4f');
    const secrets = {
      auth_secret: app.auth.options.secret,
      attorney_link_secret: attorneyLinkSecret,
      vapid_private_key: (await vapidKeys(app.db)).privateKey,
      drp_agent_private_key: agent.privateKey ?? '',
      drp_pairwise_token: 'pairwise-token-7d0c5b1e9a4f',
    };
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(16);

    const dump = await dumpDatabase();
    const leaked = Object.entries(secrets).filter(([, value]) => dump.text.includes(value));
    rows.push({
      check: `secrets in a database dump (${dump.tables} tables)`,
      count: Object.keys(secrets).length,
      unit: 'secrets',
      failures: leaked.length,
      failureUnit: 'in clear',
    });
    expect(leaked.map(([name]) => name)).toEqual([]);
  });

  it('rotate: settings in clear or under the previous key are sealed again under the new one', async () => {
    const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
    const other = await createSecurityApp({ secretsKeys: { current: key(1), previous: [] } });
    try {
      const signing = await getOrCreateSetting(other.db, 'attorney_link_secret', randomSecret);
      await other.db.insert(appSettings).values({ key: 'legacy_in_clear', value: 'written-before-sealing-1234' });
      // Rotation: the old key moves to SECRETS_KEY_PREVIOUS, a new SECRETS_KEY seals from now on.
      const rotated = createSecretBox({ current: key(7), previous: [key(1)] });
      useSecretBox(other.db, rotated);
      const stored = await other.db.select().from(appSettings);
      expect(await resealSettings(other.db)).toBe(stored.length);
      const after = await other.db.select().from(appSettings);
      expect(after.every((row) => row.value.startsWith(`enc1:${rotated.currentKeyId}:`))).toBe(true);
      expect(after.length).toBeGreaterThan(1);
      // Once nothing names the old key, it can be dropped.
      useSecretBox(other.db, createSecretBox({ current: key(7), previous: [] }));
      expect(await getOrCreateSetting(other.db, 'attorney_link_secret', randomSecret)).toBe(signing);
      expect(await getOrCreateSetting(other.db, 'legacy_in_clear', randomSecret)).toBe('written-before-sealing-1234');
      expect(await resealSettings(other.db)).toBe(0);
      // The old key alone opens nothing any more.
      useSecretBox(other.db, createSecretBox({ current: key(1), previous: [] }));
      await expect(getOrCreateSetting(other.db, 'attorney_link_secret', randomSecret)).rejects.toThrow(
        /not configured/,
      );
    } finally {
      await other.cleanup();
    }
  });
});
