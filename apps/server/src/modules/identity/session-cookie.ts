import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema/identity';
import { sessionUserColumns } from '../../lib/session-user';
import type { SessionUser } from '../../lib/session-user';
import { SESSION_COOKIE_PREFIX } from './auth';
import { hashSessionToken } from './hashed-adapter';

const COOKIE_NAMES = [`__Secure-${SESSION_COOKIE_PREFIX}.session_token`, `${SESSION_COOKIE_PREFIX}.session_token`];

function readCookie(header: string | undefined, names: string[]): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    const name = part.slice(0, index).trim();
    if (names.includes(name)) return part.slice(index + 1).trim();
  }
  return null;
}

const TWO_FACTOR_COOKIE_NAMES = [`__Secure-${SESSION_COOKIE_PREFIX}.two_factor`, `${SESSION_COOKIE_PREFIX}.two_factor`];

/** The pending second-factor cookie's raw value (one per password sign-in), unchecked; null when none. */
export function readTwoFactorCookie(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, TWO_FACTOR_COOKIE_NAMES);
}

/** The signed session cookie's raw value, unchecked; null when there is none. */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  return readCookie(cookieHeader, COOKIE_NAMES);
}

/**
 * The session token inside a signed cookie value Better Auth sets (`token.base64(HMAC-SHA256)`),
 * or null when its signature is wrong. Compared in constant time.
 */
export function verifySessionCookie(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

function prepareSessionQuery(db: Db) {
  return db
    .select({
      ...sessionUserColumns,
      banned: users.banned,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session_user');
}

/** One prepared statement per database handle: the query is built and planned once. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();

/** The user of a live session and when it ends, in one query; null for an expired, revoked or banned one. */
export async function findSessionUser(db: Db, token: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    prepared.set(db, query);
  }
  // Rows hold the token's hash (decision 074): the presented token is hashed to find its row.
  const [row] = await query.execute({ token: hashSessionToken(token), now: new Date() });
  if (!row || row.banned) return null;
  const { banned: _banned, expiresAt, ...user } = row;
  return { user, expiresAt };
}
