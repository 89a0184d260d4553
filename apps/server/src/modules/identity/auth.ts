import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP, phoneNumber, twoFactor } from 'better-auth/plugins';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { PHONE_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '@cleardocket/domain/constants';
import type { Db } from '../../db/database';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/identity';
import type { MailTransport, SmsTransport } from '../../providers/messaging/transports';
import { renderCodeEmail, renderCodeSms } from './messages';
import { guardSessionCreation } from './second-factor-guard';
import { CLIENT_IP_HEADER } from '../../lib/web-headers';
import { hashEmailCode, withHashedSecrets } from './hashed-adapter';
import { phoneCodeVerifier } from './phone-code';
import { testPasswordHashing } from './test-password-hashing';

/** Codes: 6 digits, valid 10 minutes, at most 5 attempts (issue 3). */
const CODE_TTL_SECONDS = 600;
const CODE_ATTEMPTS = 5;
export const SESSION_COOKIE_PREFIX = 'cleardocket';

export type AuthOptions = {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  mail: MailTransport;
  sms: SmsTransport;
  onSendFailure: (error: unknown) => void;
  /** The test suite's cheaper password hash (test-password-hashing.ts); Better Auth's own otherwise. */
  testPasswordHashing?: boolean;
};

/** Better Auth's tables, with session tokens and SMS codes hashed on their way in (issue 32, decision 074). */
function databaseOf(options: AuthOptions) {
  return withHashedSecrets(
    drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    options.secret,
  );
}

/**
 * ClearDocket as its own identity provider (ARCHITECTURE §5): Better Auth with email + password,
 * email codes, SMS codes, TOTP two-factor and the admin role, sessions in httpOnly cookies.
 * Its HTTP handler is never mounted: the product's own routes (/api/identity, /api/account) call
 * `auth.api.*` on the server, each behind the product's rules and limits (issue 13 item 1).
 */
export function createAuth(options: AuthOptions) {
  const { mail, sms } = options;
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: databaseOf(options),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: options.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Each session records where it signed in from (issue 32): the address Fastify resolved.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Nothing reaches Better Auth over HTTP: our routes apply the limits, per address and per
    // account, in the database-backed store every process shares.
    rateLimit: { enabled: false },
    databaseHooks: { session: { create: { before: guardSessionCreation(options.db) } } },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      ...(options.testPasswordHashing ? { password: testPasswordHashing } : {}),
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      // Sign-up sends its code itself, once the sign-up's details are stored; Better Auth's own
      // mail on sign-up was a second code 10–70 ms later that made the first one fail (issue 20).
      sendOnSignUp: false,
    },
    plugins: [
      emailOTP({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        // Keyed, not Better Auth's plain SHA-256: six digits are a million guesses (decision 074).
        storeOTP: { hash: async (otp) => hashEmailCode(otp, options.secret) },
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          const sending = renderCodeEmail(email, otp, type)
            .then((message) => mail.send(message))
            .catch(options.onSendFailure);
          // A mail server's delay must not show in the answer (whether an account exists, for one):
          // only the local outbox, a quick insert, is waited for.
          if (mail.kind === 'outbox') await sending;
        },
      }),
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_ATTEMPTS,
        verifyOTP: phoneCodeVerifier(options.db, options.secret, CODE_ATTEMPTS),
        async sendOTP({ phoneNumber: to, code }) {
          await sms.send(renderCodeSms(to, code));
        },
      }),
      twoFactor({ issuer: BRAND_NAME }),
      admin(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
