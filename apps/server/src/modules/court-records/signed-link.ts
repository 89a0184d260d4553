import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTORNEY_LINK_DAYS } from '@cleardocket/domain/court-records/referrals';
import type { Db } from '../../db/database';
import { getOrCreateSetting, randomSecret } from '../../lib/app-settings';

/**
 * The attorney's link to a referral (no account): the referral's id and an expiry time, signed with
 * HMAC-SHA-256 under a key of its own kept in the app settings. Tampering with either part, or a
 * link past its expiry, is refused.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

async function key(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'attorney_link_secret', randomSecret);
}

const mac = (secret: string, referralId: string, expires: number) =>
  createHmac('sha256', secret).update(`attorney-referral:${referralId}:${expires}`).digest('hex');

export async function signAttorneyLink(db: Db, referralId: string, now = new Date()) {
  const expires = Math.floor((now.getTime() + ATTORNEY_LINK_DAYS * DAY_MS) / 1000);
  return { expires, sig: mac(await key(db), referralId, expires) };
}

export async function attorneyLinkValid(
  db: Db,
  referralId: string,
  link: { expires: number; sig: string },
  now = new Date(),
): Promise<'ok' | 'expired' | 'invalid'> {
  const expected = Buffer.from(mac(await key(db), referralId, link.expires), 'hex');
  const given = Buffer.from(link.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'ok';
}
