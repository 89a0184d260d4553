import { timingSafeEqual } from 'node:crypto';
import { isAfter } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verifications } from '../../db/schema/identity';
import { codeErrorOf } from './auth-errors';
import { hashPhoneCode } from './hashed-adapter';

/**
 * The phone-number plugin's `verifyOTP` (issue 32): its codes are stored as an HMAC
 * (hashed-adapter.ts), so the plugin's own plain comparison cannot check them. This takes the
 * number's code row (the taker alone may check it: two racing guesses never both see it),
 * compares in constant time, and puts a wrong guess's row back with one more attempt counted.
 */
export function phoneCodeVerifier(db: Db, secret: string, allowedAttempts: number) {
  return async ({ phoneNumber, code }: { phoneNumber: string; code: string }): Promise<boolean> => {
    const identifier = `phone-number-otp-${phoneNumber}`;
    const taken = await db.delete(verifications).where(eq(verifications.identifier, identifier)).returning();
    const row = taken.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!row) return false;
    // Thrown as the plugin's own failures read, so the member is told what to do next.
    if (!isAfter(row.expiresAt, new Date())) throw codeErrorOf('OTP_EXPIRED');
    const [stored = '', rawAttempts] = row.value.split(':');
    const attempts = Number(rawAttempts ?? 0) || 0;
    if (attempts >= allowedAttempts) throw codeErrorOf('TOO_MANY_ATTEMPTS');
    const given = Buffer.from(hashPhoneCode(code, secret), 'hex');
    const expected = Buffer.from(stored, 'hex');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    if (attempts + 1 < allowedAttempts) {
      await db.insert(verifications).values({
        identifier,
        value: `${stored}:${attempts + 1}`,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
      });
    }
    return false;
  };
}
