import type { Db } from '../db/database';
import { incrementHit } from './rate-limit-store';

type Limit = { max: number; windowMs: number };
/** `shared`: the store's last total; `sending`: hits on their way to the store; `pending`: not sent yet. */
type Entry = { shared: number; sending: number; pending: number; resetAt: number; windowMs: number };

type Taken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type BatchedCounts = {
  /** Takes `hits` from `key`'s limit in memory: no I/O on the caller's path. */
  take(key: string, limit: Limit, hits?: number): Taken;
  /** Adds every count taken since the last flush to the shared store (also run on a timer). */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
};

/**
 * Counts kept in the limiter's shared store (rate_limit_hits), taken in memory and added to the
 * store in one upsert per key every `flushMs` (decision 051). A busy caller, such as an API key
 * polling flat out, then costs no database write per request; every process still sees the
 * others' counts after at most one flush, so across N processes a limit can be passed by what the
 * other processes admitted within one flush interval, never more.
 */
export function createBatchedCounts(db: Db, onError: (error: unknown) => void, flushMs = 1000): BatchedCounts {
  const entries = new Map<string, Entry>();

  function take(key: string, limit: Limit, hits = 1): Taken {
    const now = Date.now();
    let entry = entries.get(key);
    if (!entry || (entry.resetAt <= now && entry.pending === 0 && entry.sending === 0)) {
      entry = { shared: 0, sending: 0, pending: 0, resetAt: now + limit.windowMs, windowMs: limit.windowMs };
      entries.set(key, entry);
    }
    // Hits on their way to the store still count: the store's answer has not included them yet.
    if (entry.shared + entry.sending + entry.pending + hits > limit.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    }
    entry.pending += hits;
    return { allowed: true };
  }

  async function flushEntry(key: string, entry: Entry): Promise<void> {
    const hits = entry.pending;
    entry.pending = 0;
    entry.sending += hits;
    try {
      const stored = await incrementHit(db, key, entry.windowMs, hits);
      // The store's total includes these hits and every other process's.
      entry.shared = stored.current;
      entry.resetAt = Date.now() + stored.ttl;
    } catch (error) {
      entry.pending += hits;
      onError(error);
    } finally {
      entry.sending -= hits;
    }
  }

  async function flush(): Promise<void> {
    const now = Date.now();
    const work: Promise<void>[] = [];
    for (const [key, entry] of entries) {
      if (entry.pending > 0) work.push(flushEntry(key, entry));
      else if (entry.resetAt <= now && entry.sending === 0) entries.delete(key);
    }
    await Promise.all(work);
  }

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= flush().finally(() => {
      running = null;
    });
  }, flushMs);
  timer.unref();

  return {
    take,
    flush,
    async close() {
      clearInterval(timer);
      await running;
      await flush();
    },
  };
}
