import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secondsInDay } from 'date-fns/constants';
import { SESSION_COOKIE_PREFIX } from './auth';

/**
 * A browser that has signed in to an account before (issue 32 item 2): it guesses against its own
 * per-device allowance, so strangers' wrong passwords, however many, never lock the owner's own
 * device out. The cookie names a random device id signed for one email; it grants nothing else.
 */
const DEVICE_COOKIE = `${SESSION_COOKIE_PREFIX}.device`;
const ONE_YEAR_SECONDS = 365 * secondsInDay;

function sign(secret: string, deviceId: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`device:${deviceId}:${email}`).digest();
}

/** The device id of a cookie signed for this email, or null (no cookie, another account, forged). */
export function readDeviceId(cookieHeader: string | undefined, email: string, secret: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1 || part.slice(0, index).trim() !== DEVICE_COOKIE) continue;
    const [deviceId, signature] = part
      .slice(index + 1)
      .trim()
      .split('.');
    if (!deviceId || !signature) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(secret, deviceId, email);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }
  return null;
}

/** The Set-Cookie value that marks this browser as one the account's owner signed in from. */
export function deviceCookie(email: string, secret: string, secure: boolean, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${id}.${sign(secret, id, email).toString('base64url')}`;
  return `${DEVICE_COOKIE}=${value}; Path=/api/identity; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
