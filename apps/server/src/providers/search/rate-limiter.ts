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
 * Takes the provider's next request slot: one row per provider holds the time of the next free
 * slot, moved on by 500 ms in one atomic upsert, so every process together sends at most 2
 * requests a second (spec §9). Returns how long the caller must wait for its slot.
 */
export async function takeSlot(db: Db, provider: string): Promise<number> {
  const interval = `${SLOT_MS} milliseconds`;
  const rows = await db
    .insert(searchProviderSlots)
    .values({ provider, nextSlotAt: sql`clock_timestamp() + ${interval}::interval` })
    .onConflictDoUpdate({
      target: searchProviderSlots.provider,
      set: {
        nextSlotAt: sql`greatest(${searchProviderSlots.nextSlotAt}, clock_timestamp()) + ${interval}::interval`,
      },
    })
    .returning({
      waitMs: sql<number>`greatest(0, extract(epoch from (${searchProviderSlots.nextSlotAt} - ${interval}::interval - clock_timestamp())) * 1000)::float8`,
    });
  return Math.max(0, Number(rows[0]?.waitMs ?? 0));
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
        const wait = await takeSlot(db, provider);
        if (wait > 0) await sleep(wait);
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
