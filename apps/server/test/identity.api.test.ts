import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema/identity';
import { outboxMessages } from '../src/db/schema/messages';
import { ORIGIN, cookieFrom, createMember, createSignUp, latestCode, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const signUp = (payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/identity/sign-up', payload, remoteAddress });
const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/identity/session', headers: { cookie } });

describe('sign-up', () => {
  it('refuses bad input with every rule named', async () => {
    const response = await signUp({
      firstName: '',
      lastName: 'Doe',
      email: 'nope',
      password: 'short',
      phoneNumber: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'form_param_format_invalid',
        message:
          'Validation failed: First name is required, Enter a valid email address, Phone number must be +1 followed by 10 digits, Password must be at least 8 characters',
      },
    });
  });

  it('refuses a name holding markup, which would go into legal letters, in plain words', async () => {
    const response = await signUp(createSignUp({ lastName: '<script>alert(1)</script>', phoneNumber: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Validation failed: A name cannot contain < > { } [ ] \\ or `');
  });

  it('refuses a common password', async () => {
    const response = await signUp(createSignUp({ password: 'Password123' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toEqual({
      code: 'form_password_pwned',
      message: 'Password is too common. Please choose a stronger password. (You can try again)',
    });
  });

  it('creates an unverified account, emails a code and asks for it', async () => {
    const data = createSignUp({ email: '  Mixed.Case@Example.COM ', phoneNumber: '' });
    const response = await signUp(data);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { status: string; attemptId: string; message: string };
    expect(body.status).toBe('needs_email_verification');
    expect(body.message).toBe('Email verification required');
    expect(response.cookies).toEqual([]);
    const [user] = await app.db.select().from(users).where(eq(users.id, body.attemptId));
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      emailVerified: false,
    });
    expect(await latestCode(app, 'mixed.case@example.com')).toMatch(/^\d{6}$/);
  });

  it('sends exactly one verification email per sign-up, and its code is the one that works', async () => {
    const data = createSignUp({ phoneNumber: '' });
    const response = await signUp(data);
    expect(response.statusCode).toBe(201);
    // Better Auth's own sign-up mail went out in the background 10–70 ms after ours (issue 20).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await app.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, data.email), eq(outboxMessages.channel, 'email')));
    expect(sent).toHaveLength(1);
    const code = sent[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verify = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId: response.json().attemptId, code },
      remoteAddress: nextAddress(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
  });

  it('refuses an email address that is already registered', async () => {
    const member = await createMember(app);
    const again = await signUp(createSignUp({ email: member.email.toUpperCase(), phoneNumber: '' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'email_address_exists',
      message: 'This email address is already registered. Please sign in instead.',
    });
  });

  it('replaces a sign-up nobody verified: an address is held only by whoever proves the mailbox', async () => {
    const data = createSignUp({ phoneNumber: '' });
    expect((await signUp(data)).statusCode).toBe(201);
    const [first] = await app.db.select().from(users).where(eq(users.email, data.email.toLowerCase()));
    const again = await signUp({ ...data, email: data.email.toUpperCase() });
    expect(again.statusCode, again.body).toBe(201);
    const rows = await app.db.select().from(users).where(eq(users.email, data.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(first?.id);
  });

  it('stores passwords only as slow hashes', async () => {
    const member = await createMember(app);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, member.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(member.password);
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('keeps the test suite’s cheaper password hash out of any app not under test', async () => {
    await expect(createTestApp({ config: { nodeEnv: 'production', testPasswordHashing: true } })).rejects.toThrow(
      "The test suite's password hashing is for NODE_ENV=test only.",
    );
  });
});

describe('email verification', () => {
  it('signs the person in when the code is right', async () => {
    const member = await createMember(app);
    const current = await session(member.cookie);
    expect(current.json().user).toMatchObject({
      id: member.id,
      email: member.email,
      emailVerified: true,
      isAdmin: false,
    });
  });

  it('refuses a wrong code, and refuses the sixth attempt even with the right code', async () => {
    const data = createSignUp({ phoneNumber: '' });
    const { attemptId } = (await signUp(data)).json() as { attemptId: string };
    const code = await latestCode(app, data.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        remoteAddress: nextAddress(),
        url: '/api/identity/sign-up/verify-email',
        payload: { attemptId, code: wrong },
      });
      expect(response.statusCode, `attempt ${attempt}`).toBeGreaterThanOrEqual(400);
    }
    const sixth = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId, code },
    });
    expect(sixth.statusCode).toBeGreaterThanOrEqual(400);
    expect(sixth.cookies).toEqual([]);
    const [user] = await app.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, attemptId));
    expect(user?.emailVerified).toBe(false);
  });

  it('asks for the phone code next when a phone number was given, and verifies it', async () => {
    const data = createSignUp();
    const { attemptId } = (await signUp(data)).json() as { attemptId: string };
    const verify = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId, code: await latestCode(app, data.email) },
    });
    expect(verify.json()).toEqual({ status: 'needs_phone_verification', attemptId });
    const cookie = cookieFrom(verify);
    const phone = `+1${data.phoneNumber}`;
    const smsCode = await latestCode(app, phone, 'sms');
    const done = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/phone/verify',
      headers: { cookie, origin: ORIGIN },
      payload: { code: smsCode },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'complete' });
    expect((await session(cookie)).json().user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const member = await createMember(app);
    const wrong = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password.');
    const right = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: ` ${member.email.toUpperCase()}`, password: member.password },
    });
    expect(right.json()).toEqual({ status: 'complete' });
    const cookie = cookieFrom(right);
    expect((await session(cookie)).json().user.id).toBe(member.id);

    const out = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-out',
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).json()).toEqual({ user: null });
  });

  it('asks an unverified person for the email code instead of signing in', async () => {
    const data = createSignUp({ phoneNumber: '' });
    await signUp(data);
    const response = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: data.email, password: data.password },
    });
    expect(response.json()).toMatchObject({
      status: 'needs_email_verification',
      message: 'Email verification required',
    });
    expect(response.cookies).toEqual([]);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const member = await createMember(app);
    const response = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
    });
    const cookie = response.cookies.find((item) => item.name.startsWith('cleardocket.'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const member = await createMember(app);
    const response = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-out',
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await session(member.cookie)).json().user).not.toBeNull();
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const member = await createMember(app);
    const known = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/forgot-password',
      payload: { email: member.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('changes the password with the emailed code', async () => {
    const member = await createMember(app);
    await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/forgot-password',
      payload: { email: member.email },
    });
    const code = await latestCode(app, member.email);
    const reset = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/reset-password',
      payload: { email: member.email, code, password: 'Another-Quiet-Lantern-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const old = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: 'Another-Quiet-Lantern-77' },
    });
    expect(fresh.json()).toEqual({ status: 'complete' });
  });
});

describe('sign-up metadata and refused sign-in', () => {
  it('keeps the sign-up source and onboarding flag', async () => {
    const member = await createMember(app);
    const [user] = await app.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ signupSource: 'web', onboardingCompleted: false });
  });

  it('refuses a suspended account with a code the sign-in page turns into the refusal page', async () => {
    const member = await createMember(app);
    await app.db.update(users).set({ banned: true }).where(eq(users.id, member.id));
    const response = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-in',
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('sign_in_refused');
  });
});
