import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTORNEY_LINK_DAYS } from '@cleardocket/domain/court-records/referrals';
import type { Db } from '../../db/database';
import { getOrCreateSetting, randomSecret } from '../../lib/app-settings';
import { addDays, getUnixTime } from 'date-fns';
import { IN_UTC } from '@cleardocket/domain/dates';

/**
 * The attorney's link to a referral (no account): the referral's id and an expiry time, signed with
 * HMAC-SHA-256 under a key of its own kept in the app settings. Tampering with either part, or a
 * link past its expiry, is refused.
 */
async function key(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'attorney_link_secret', randomSecret);
}

const mac = (secret: string, referralId: string, expires: number) =>
  createHmac('sha256', secret).update(`attorney-referral:${referralId}:${expires}`).digest('hex');

export async function signAttorneyLink(db: Db, referralId: string, now = new Date()) {
  const expires = getUnixTime(addDays(now, ATTORNEY_LINK_DAYS, IN_UTC));
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
