import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema/platform';
import { incrementHit } from '../plugins/rate-limit-store';
import { AppError } from './app-error';

/**
 * A limit on something other than the caller's address (an account, an email): counted in the
 * shared store like the per-route limits, refused with 429 and Retry-After.
 */
export async function enforceLimit(
  db: Db,
  reply: FastifyReply,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const { current, ttl } = await incrementHit(db, key, limit.windowMs);
  if (current <= limit.max) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('rate_limited', `Too many attempts. Please wait ${seconds} seconds and try again.`);
}

/** Failures free of any wait, then a wait that doubles per failure up to `maxWaitMs`. */
export type SlowingPolicy = { freeFailures: number; windowMs: number; maxWaitMs: number };

async function readHold(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ ttlMs: sql<number>`ceil(extract(epoch from (${rateLimitHits.expiresAt} - now())) * 1000)::int` })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
  return row ? Number(row.ttlMs) : 0;
}

/**
 * A per-account limit that slows guessing instead of locking the owner out (issue 13 item 8), taken
 * before the password is checked and atomically (issue 32 item 2): under one transaction-scoped
 * lock per key, a caller reads the wait, counts its attempt and sets the next wait, so simultaneous
 * guesses queue on the lock and get no more checks than one guesser would. Refused with 429 while
 * the wait runs; the wait never passes `maxWaitMs`.
 */
export async function claimAttempt(db: Db, reply: FastifyReply, key: string, policy: SlowingPolicy): Promise<void> {
  const waitMs = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const held = await readHold(tx, `${key}:wait`);
    if (held > 0) return held;
    const { current } = await incrementHit(tx, `${key}:attempts`, policy.windowMs);
    if (current > policy.freeFailures) {
      const next = Math.min(policy.maxWaitMs, 1000 * 2 ** Math.min(30, current - policy.freeFailures - 1));
      await setHold(tx, `${key}:wait`, next);
    }
    return 0;
  });
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('rate_limited', `Too many attempts. Please wait ${seconds} seconds and try again.`);
}

/** A success forgets the account's attempts and wait. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, [`${key}:attempts`, `${key}:wait`]));
}

async function setHold(db: Db, key: string, ms: number): Promise<void> {
  const until = sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;
  await db
    .insert(rateLimitHits)
    .values({ key, count: 1, expiresAt: until })
    .onConflictDoUpdate({ target: rateLimitHits.key, set: { count: 1, expiresAt: until } });
}
