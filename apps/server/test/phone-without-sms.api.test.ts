import { and, eq } from 'drizzle-orm';
import { PHONE_FLOW_MESSAGES } from '@cleardocket/domain/identity/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { outboxMessages } from '../src/db/schema/messages';
import { ORIGIN, cookieFrom, createSignUp, latestCode, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/**
 * Issue 31 part 7: in production without an SMS service, texts reach nobody (the outbox is the
 * operators'). A member who gave a phone at sign-up is not stopped at "Verify your phone": the
 * sign-up completes, says why, and the number stays unproven.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ config: { nodeEnv: 'production', twilio: undefined } });
});

afterAll(async () => {
  await app.cleanup();
});

describe('sign-up with a phone when no SMS service is configured', () => {
  it('completes after the email code, says so, texts nothing and keeps the phone unproven', async () => {
    expect(app.sms.reachesPeople).toBe(false);
    const data = createSignUp();
    const started = await app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      payload: data,
      remoteAddress: nextAddress(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const { attemptId } = started.json() as { attemptId: string };
    const verify = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/sign-up/verify-email',
      payload: { attemptId, code: await latestCode(app, data.email) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toEqual({ status: 'complete', message: PHONE_FLOW_MESSAGES.noSms });
    const cookie = cookieFrom(verify);
    expect(cookie).not.toBe('');

    const texts = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, `+1${data.phoneNumber}`)));
    expect(texts).toEqual([]);
    const [user] = await app.db
      .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified, pending: users.pendingPhoneNumber })
      .from(users)
      .where(eq(users.id, attemptId));
    expect(user).toEqual({ phone: null, verified: false, pending: `+1${data.phoneNumber}` });

    // Asking for a code again says the same, instead of storing a text nobody reads.
    const resend = await app.inject({
      method: 'POST',
      remoteAddress: nextAddress(),
      url: '/api/identity/phone/send-code',
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().error.message).toBe(PHONE_FLOW_MESSAGES.noSms);
  });
});
