import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@cleardocket/domain/paths';
import { DEFAULT_CHANNELS, findCategory } from '@cleardocket/domain/notifications/notifications';
import { MONTHLY_REPORTS_MAIL, findUnsubscribableMail } from '@cleardocket/domain/notifications/unsubscribe';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { getOrCreateSetting, randomSecret } from '../../lib/app-settings';
import * as repository from './repository';

/**
 * One-click unsubscribe (issue 31 part 6, RFC 8058). A link names a member and a kind of mail,
 * signed with HMAC-SHA-256 under a key of its own in the app settings: no account, no session, and
 * no way to make a link for someone else. It does not expire (an old report's link still works).
 * Stopping is the member's email preference of that kind turned off; the monthly report's is kept
 * in the same table under its own id (decision 087).
 */
const key = (db: Db) => getOrCreateSetting(db, 'unsubscribe_link_secret', randomSecret);
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

async function unsubscribeToken(db: Db, userId: string, kind: string): Promise<string> {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${mac(await key(db), payload)}`;
}

async function readToken(db: Db, token: string): Promise<{ userId: string; kind: string } | null> {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length > 0) return null;
  const expected = Buffer.from(mac(await key(db), payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
  return userId && kind ? { userId, kind } : null;
}

/** The headers of a mail the member can stop, and the link for its footer. */
export async function unsubscribeHeaders(db: Db, publicUrl: string, userId: string, kind: string) {
  const token = await unsubscribeToken(db, userId, kind);
  const oneClick = `${publicUrl}/api/email/unsubscribe?token=${token}`;
  return {
    pageUrl: `${publicUrl}${paths.unsubscribe.getHref()}?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Turns one kind of mail off for the member the token names. Idempotent; a link whose account is
 * gone answers as if it worked (there is nothing left to send), so the answer tells nobody
 * whether an account exists. A token that does not verify is refused.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ name: string }> {
  const read = await readToken(db, token);
  const kind = read ? findUnsubscribableMail(read.kind) : undefined;
  if (!read || !kind) throw new AppError('validation_failed', 'This unsubscribe link is not valid.', 400);
  if (!(await repository.userExists(db, read.userId))) return { name: kind.name };
  const rows = await repository.listPreferenceRows(db, read.userId);
  const row = rows.find((candidate) => candidate.categoryId === kind.id);
  const channels = row ? { email: row.email, inApp: row.inApp, sms: row.sms, push: row.push } : DEFAULT_CHANNELS;
  const category = findCategory(kind.id);
  // The report is mail only: its row holds the email switch and nothing else.
  const kept = category ? channels : { email: false, inApp: false, sms: false, push: false };
  await repository.upsertPreference(db, read.userId, kind.id, { ...kept, email: false });
  return { name: kind.name };
}

/** Whether the member still gets their monthly report by email (on unless they stopped it). */
export async function wantsMonthlyReportMail(db: Db, userId: string): Promise<boolean> {
  const rows = await repository.listPreferenceRows(db, userId);
  return rows.find((row) => row.categoryId === MONTHLY_REPORTS_MAIL)?.email ?? true;
}
