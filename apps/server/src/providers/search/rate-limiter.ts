import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_RATE_LIMIT } from '@cleardocket/domain/constants';
import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import { getRetryDelayMs } from '@cleardocket/domain/retry';
import type { Db } from '../../db/database';
import { searchProviderSlots } from '../../db/schema/search';
import { ProviderError, RateLimitedError } from './types';

const SLOT_MS = 1000 / SEARCH_RATE_LIMIT.requestsPerSecond;

/**
 * Claims the provider's request slot if it is free now: one row per provider holds when the next
 * slot frees; a caller takes it only once that time has passed, moving it 500 ms on in the same
 * atomic upsert, and sends at once. So every process together sends at most 2 requests a second
 * (spec §9), counted when requests leave rather than when they were booked: a caller that runs
 * late (a busy event loop) takes the next free slot instead of sending beside the one after it.
 * Returns 0 when the slot is the caller's, else how long until it frees (then try again).
 */
export async function takeSlot(db: Db, provider: string): Promise<number> {
  const interval = `${SLOT_MS} milliseconds`;
  const claimed = await db
    .insert(searchProviderSlots)
    .values({ provider, nextSlotAt: sql`clock_timestamp() + ${interval}::interval` })
    .onConflictDoUpdate({
      target: searchProviderSlots.provider,
      set: { nextSlotAt: sql`clock_timestamp() + ${interval}::interval` },
      setWhere: sql`${searchProviderSlots.nextSlotAt} <= clock_timestamp()`,
    })
    .returning({ provider: searchProviderSlots.provider });
  if (claimed.length > 0) return 0;
  // Taken: wait until it frees (at least 1 ms, so a caller never spins).
  return Math.max(1, (await readSlot(db, provider))?.waitMs ?? 1);
}

export type RequestSlots = { run<T>(request: () => Promise<T>): Promise<T> };

/**
 * Runs provider requests inside the shared limit, retrying a 429 three times with a delay
 * doubling from 2 s, capped at 60 s, then failing with 'Rate limit exceeded after 3 retries'.
 */
export function requestSlots(db: Db, provider: string, retryBaseMs: number): RequestSlots {
  const policy = {
    retries: SEARCH_RATE_LIMIT.retries,
    baseDelayMs: retryBaseMs,
    maxDelayMs: SEARCH_RATE_LIMIT.maxDelayMs,
  };
  return {
    async run(request) {
      for (let attempt = 0; ; attempt++) {
        // Callers waiting for the same slot wake a few ms apart; one takes it, the rest wait again.
        for (let wait = await takeSlot(db, provider); wait > 0; wait = await takeSlot(db, provider)) {
          await sleep(wait + Math.random() * 20);
        }
        try {
          return await request();
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          if (attempt >= policy.retries) {
            throw new ProviderError('rate_limited', SEARCH_API_MESSAGES.rateLimitExhausted, 429);
          }
          const delay = Math.max(
            getRetryDelayMs(attempt + 1, policy),
            Math.min(error.retryAfterMs ?? 0, policy.maxDelayMs),
          );
          await sleep(delay);
        }
      }
    },
  };
}

/**
 * The shared limit's state for one provider (the developer tools show it): its next free slot,
 * and how long a request made now would wait for it. Null before the provider's first request.
 */
export async function readSlot(db: Db, provider: string): Promise<{ nextSlotAt: Date; waitMs: number } | null> {
  const rows = await db
    .select({
      nextSlotAt: searchProviderSlots.nextSlotAt,
      waitMs: sql<number>`greatest(0, extract(epoch from (${searchProviderSlots.nextSlotAt} - clock_timestamp())) * 1000)::float8`,
    })
    .from(searchProviderSlots)
    .where(eq(searchProviderSlots.provider, provider));
  const row = rows[0];
  return row ? { nextSlotAt: row.nextSlotAt, waitMs: Math.max(0, Number(row.waitMs)) } : null;
}
