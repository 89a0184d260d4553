import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import type { EventBus } from '../../plugins/events';
import * as repository from './repository';

/**
 * The member's unread count, from memory while nothing changed (ARCHITECTURE §12 budget): every
 * change to a member's notifications, in any process, is announced on the event bus
 * (`notify`, `markRead`… in service.ts), and the cached count is dropped.
 */
export type UnreadCounter = {
  count(userId: string): Promise<number>;
  /** Reads answered from memory and from the database since start (logged at close: bench/unread.ts). */
  figures(): { hits: number; misses: number };
};

/**
 * Every change is announced, so the time to live only bounds a lost event. It is longer than the
 * page's 30 s poll (NOTIFICATION_POLL_INTERVAL_MS): at 30 s each poll came just after its entry
 * had expired and read the database (decision 041).
 */
const TTL_MS = 300_000;
/** Bounded, so a flood of member ids cannot grow it without end. */
const MAX_ENTRIES = 10_000;

export function createUnreadCounter(db: Db, events: EventBus): UnreadCounter {
  const cache = new LRUCache<string, number>({ max: MAX_ENTRIES, ttl: TTL_MS });
  events.subscribe('notifications', (userId) => cache.delete(userId));
  events.onReset(() => cache.clear());
  let hits = 0;
  let misses = 0;
  return {
    async count(userId) {
      const cached = cache.get(userId);
      if (cached !== undefined) {
        hits += 1;
        return cached;
      }
      misses += 1;
      const count = await repository.countUnread(db, userId);
      cache.set(userId, count);
      return count;
    },
    figures: () => ({ hits, misses }),
  };
}
