import type { Db } from '../db/database';
import { TtlCache } from '../lib/ttl-cache';
import type { EventBus } from '../plugins/events';
import * as repository from './repository';

export type UnreadCounter = {
  /** The member's unread count, from memory while nothing changed (ARCHITECTURE §10 budget). */
  count(userId: string): Promise<number>;
  /** Call after any change to a member's notifications: every process drops its count and streams update. */
  changed(userId: string): Promise<void>;
};

const TTL_MS = 30_000;

export function createUnreadCounter(db: Db, events: EventBus): UnreadCounter {
  const cache = new TtlCache<string, number>(TTL_MS);
  events.subscribe('notifications', (userId) => cache.delete(userId));
  events.onReset(() => cache.clear());
  return {
    async count(userId) {
      const cached = cache.get(userId);
      if (cached !== undefined) return cached;
      const count = await repository.countUnread(db, userId);
      cache.set(userId, count);
      return count;
    },
    async changed(userId) {
      cache.delete(userId);
      await events.publish('notifications', userId);
    },
  };
}
