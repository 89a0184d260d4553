import type { FastifyReply } from 'fastify';
import type { Db } from '../db/database';
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
