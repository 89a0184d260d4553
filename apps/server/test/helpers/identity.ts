import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { outboxMessages } from '../../src/db/schema/messages';
import { createOrPromoteAdmin } from '../../src/modules/identity/admin';
import type { TestApp } from './test-app';
import { totpFromUri } from './totp';

export const ORIGIN = 'http://localhost:3000';
let counter = 0;

/** A new person's sign-up data; each call a distinct email and phone. */
export function createSignUp(overrides: Record<string, string> = {}) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email: `jane.${unique}@example.com`,
    password: 'Quiet-Harbor-Lantern-42',
    phoneNumber: `215555${String(1000 + (counter % 9000)).padStart(4, '0')}`,
    ...overrides,
  };
}

/** The latest 6-digit code sent to `recipient` through the outbox. */
export async function latestCode(app: TestApp, recipient: string, channel: 'email' | 'sms' = 'email'): Promise<string> {
  const [message] = await app.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code sent to ${recipient}`).toBeDefined();
  return code ?? '';
}

/** A client address of its own for each call, so per-address limits do not mix tests. */
export function nextAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The Cookie header a browser would send after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Signs up and verifies the email: a signed-in member with a session cookie. */
export async function createMember(app: TestApp, overrides: Record<string, string> = {}) {
  const data = createSignUp({ phoneNumber: '', ...overrides });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up',
    payload: data,
    remoteAddress: nextAddress(),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const { attemptId } = signUp.json() as { attemptId: string };
  const verify = await app.inject({
    method: 'POST',
    remoteAddress: nextAddress(),
    url: '/api/identity/sign-up/verify-email',
    payload: { attemptId, code: await latestCode(app, data.email) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...data, id: attemptId, cookie: cookieFrom(verify) };
}

/**
 * Makes a signed-in member an operator: the admin role (as `npm run admin:create` gives it) and an
 * authenticator app turned on through the API, without which the console refuses an admin
 * (issue 20). The session stays signed in; `totpUri` makes the codes of later sign-ins.
 */
export async function makeOperator<Member extends { email: string; password: string; cookie: string }>(
  app: TestApp,
  member: Member,
): Promise<Member & { totpUri: string }> {
  await createOrPromoteAdmin({ db: app.db, auth: app.auth }, member.email);
  // Same-origin as a browser says it, whatever PUBLIC_URL the app under test has.
  const headers = { cookie: member.cookie, 'sec-fetch-site': 'same-origin' };
  const start = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/start',
    headers,
    payload: { password: member.password },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { totpUri } = start.json() as { totpUri: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers,
    payload: { code: totpFromUri(totpUri) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const cookies = new Map(member.cookie.split('; ').map((pair) => [pair.split('=')[0], pair] as const));
  for (const cookie of confirm.cookies) cookies.set(cookie.name, `${cookie.name}=${cookie.value}`);
  return { ...member, cookie: [...cookies.values()].join('; '), totpUri };
}

/** A new member made an operator (see `makeOperator`). */
export async function createOperator(app: TestApp, overrides: Record<string, string> = {}) {
  return makeOperator(app, await createMember(app, overrides));
}
