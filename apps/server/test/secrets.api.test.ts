import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secrets } from '../src/db/schema/secrets';
import { createSecretBox } from '../src/lib/secret-box';
import { readSecret, rotateSecrets, storeSecret } from '../src/modules/secrets/service';
import { ORIGIN, createMember, createOperator } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof createMember>>;
const KEY = randomBytes(32).toString('base64');
let app: TestApp;
let admin: Member;

beforeAll(async () => {
  app = await createTestApp({ config: { secretsKeys: { current: KEY, previous: [] } } });
  admin = await createOperator(app);
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

describe('secrets', () => {
  it('stores a value sealed, answers only metadata, and secure-secret only to admins', async () => {
    const stored = await as(admin, 'POST', '/api/admin/secrets', {
      name: 'GOOGLE_CSE_KEY',
      scope: 'direct',
      value: 'AIza-very-secret',
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.body).not.toContain('AIza');
    const [row] = await app.db.select().from(secrets).where(eq(secrets.name, 'GOOGLE_CSE_KEY'));
    expect(row?.sealed).not.toContain('AIza');

    const list = await as(admin, 'GET', '/api/admin/secrets');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('AIza');
    expect(list.json()).toMatchObject({ configured: true, secrets: [{ name: 'GOOGLE_CSE_KEY', expired: false }] });

    const meta = await as(admin, 'POST', '/api/admin/secrets/secure-secret', {
      name: 'GOOGLE_CSE_KEY',
      scope: 'direct',
    });
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toEqual({ name: 'GOOGLE_CSE_KEY', scope: 'direct', expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(
      (await as(admin, 'POST', '/api/admin/secrets/secure-secret', { name: 'GOOGLE_CSE_KEY', scope: 'search' }))
        .statusCode,
    ).toBe(404);

    const member = await createMember(app);
    expect(
      (await as(member, 'POST', '/api/admin/secrets/secure-secret', { name: 'GOOGLE_CSE_KEY', scope: 'direct' }))
        .statusCode,
    ).toBe(403);
    expect((await as(member, 'GET', '/api/admin/secrets')).statusCode).toBe(403);

    const box = createSecretBox({ current: KEY, previous: [] });
    expect(await readSecret({ db: app.db, secretBox: box }, 'GOOGLE_CSE_KEY')).toBe('AIza-very-secret');
  });

  it('refuses an expiry in the past, and an expired secret', async () => {
    const past = await as(admin, 'POST', '/api/admin/secrets', {
      name: 'OLD_KEY',
      scope: 'direct',
      value: 'x',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    expect(past.statusCode).toBe(400);
    const box = createSecretBox({ current: KEY, previous: [] });
    const deps = { db: app.db, secretBox: box };
    const now = new Date();
    await storeSecret(deps, {
      name: 'SHORT_KEY',
      scope: 'direct',
      value: 'v',
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const later = new Date(now.getTime() + 120_000);
    await expect(readSecret(deps, 'SHORT_KEY', later)).rejects.toThrow(/expired/);
    await app.db
      .update(secrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secrets.name, 'SHORT_KEY'));
    const meta = await as(admin, 'POST', '/api/admin/secrets/secure-secret', { name: 'SHORT_KEY', scope: 'direct' });
    expect(meta.statusCode).toBe(410);
  });

  it('re-seals under a new key, keeping the values', async () => {
    const oldBox = createSecretBox({ current: KEY, previous: [] });
    await storeSecret(
      { db: app.db, secretBox: oldBox },
      { name: 'ROTATE_ME', scope: 'direct', value: 'keep me', expiresAt: null },
    );
    const newKey = randomBytes(32).toString('base64');
    const forgetful = { db: app.db, secretBox: createSecretBox({ current: newKey, previous: [] }) };
    await expect(rotateSecrets(forgetful)).rejects.toThrow(/SECRETS_KEY_PREVIOUS/);
    const rotating = { db: app.db, secretBox: createSecretBox({ current: newKey, previous: [KEY] }) };
    const result = await rotateSecrets(rotating);
    expect(result.rotated).toBeGreaterThanOrEqual(1);
    expect(await readSecret(forgetful, 'ROTATE_ME')).toBe('keep me');
    expect((await rotateSecrets(rotating)).rotated).toBe(0);
  });
});
