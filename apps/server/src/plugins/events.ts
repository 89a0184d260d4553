import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';

type Topic = 'notifications' | 'sessions' | 'api-keys';

export type EventBus = {
  /** Tells every process (through PostgreSQL NOTIFY when on PostgreSQL) that `key` changed. */
  publish(topic: Topic, key: string): Promise<void>;
  subscribe(topic: Topic, listener: (key: string) => void): () => void;
  /** Called when events may have been missed (the listener reconnected): drop every cache. */
  onReset(listener: () => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

const CHANNEL = 'cleardocket_events';

/**
 * Change events between processes, so caches (sessions, unread counts) and live streams stay
 * right when another process wrote. PGlite runs in one process: local delivery is all it needs.
 */
export default fp(
  async (fastify) => {
    const local = new EventEmitter();
    local.setMaxListeners(0);
    const origin = randomUUID();
    const emit = (topic: string, key: string) => local.emit(topic, key);
    let client: pg.Client | null = null;
    let closing = false;

    async function listen(): Promise<void> {
      const connectionString = fastify.database.connectionString;
      if (fastify.database.kind !== 'postgres' || !connectionString || closing) return;
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        const [from, topic, key] = (message.payload ?? '').split('|');
        if (from !== origin && topic && key !== undefined) emit(topic, key);
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (closing || client !== next) return;
        client = null;
        local.emit('reset');
        reconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
    }
    /** Tries again every second until the database answers (it may be down for minutes). */
    function reconnect(): void {
      setTimeout(() => {
        listen()
          // Events sent while nobody listened are lost: drop every cache once more.
          .then(() => local.emit('reset'))
          .catch(() => {
            if (!closing) reconnect();
          });
      }, 1000).unref();
    }
    await listen();

    const bus: EventBus = {
      async publish(topic, key) {
        emit(topic, key);
        if (fastify.database.kind === 'postgres') {
          await fastify.db.execute(sql`select pg_notify(${CHANNEL}, ${`${origin}|${topic}|${key}`})`);
        }
      },
      subscribe(topic, listener) {
        local.on(topic, listener);
        return () => local.off(topic, listener);
      },
      onReset(listener) {
        local.on('reset', listener);
        return () => local.off('reset', listener);
      },
    };
    fastify.decorate('events', bus);
    fastify.addHook('onClose', async () => {
      closing = true;
      await client?.end().catch(() => undefined);
    });
  },
  { name: 'events', dependencies: ['db'] },
);
