import { API_KEY_ACTIVITY_WINDOW_MS } from '@cleardocket/domain/api-keys/rules';
import type { Db } from '../../db/database';
import { recordUses } from './repository';

type KeyRef = { id: string; name: string; userId: string };
type Pending = { key: KeyRef; uses: number; usedAt: Date; route: string };

export type UsageLog = {
  /** Notes one use in memory: nothing is written on the request path. */
  note(key: KeyRef, route: string): void;
  /** Writes every key's noted uses (the timer does it once a minute; tests and shutdown call it). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** How often noted uses are written: so a key's row is written at most once a minute. */
const USAGE_FLUSH_MS = 60_000;

/**
 * Last-used times and use counts of API keys (issue 33 item 2): noted in memory per request and
 * written in the background, at most once per `flushMs` per key, into the key's row and its
 * coalesced activity entry (decision 031). A process that dies loses at most that interval's
 * counts; the rate limit is counted apart, in the limiter's store.
 */
export function createUsageLog(db: Db, onError: (error: unknown) => void, flushMs = USAGE_FLUSH_MS): UsageLog {
  let pending = new Map<string, Pending>();

  function note(key: KeyRef, route: string): void {
    const entry = pending.get(key.id);
    if (entry) {
      entry.uses += 1;
      entry.usedAt = new Date();
      entry.route = route;
      return;
    }
    pending.set(key.id, { key, uses: 1, usedAt: new Date(), route });
  }

  async function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    for (const entry of batch.values()) {
      try {
        await recordUses(db, entry.key, entry, API_KEY_ACTIVITY_WINDOW_MS);
      } catch (error) {
        onError(error);
      }
    }
  }

  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= flush().finally(() => {
      running = null;
    });
  }, flushMs);
  timer.unref();

  return {
    note,
    flush: async () => {
      await running;
      await flush();
    },
    async close() {
      clearInterval(timer);
      await running;
      await flush();
    },
  };
}
