import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { rateLimitHits } from '../db/schema/platform';

type Result = { current: number; ttl: number };

const windowOf = sql`${sql.placeholder('window')}::interval`;
const hitCount = sql`${sql.placeholder('by')}::int`;

/** The counter's upsert, built once per database handle and run as a prepared statement. */
const hitStatement = preparedOnce((db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), count: sql.placeholder('by'), expiresAt: sql`now() + ${windowOf}` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${rateLimitHits.expiresAt} <= now() then ${hitCount} else ${rateLimitHits.count} + ${hitCount} end`,
        expiresAt: sql`case when ${rateLimitHits.expiresAt} <= now() then now() + ${windowOf} else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimitHits.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.expiresAt} - now())) * 1000))::int`,
    })
    .prepare('rate_limit_hit'),
);

/**
 * Fixed-window counter kept in PostgreSQL, so every web process shares one count per key
 * (ARCHITECTURE §1). One upsert per request: it starts a new window when the old one has expired.
 * `by` adds several hits at once (the batched counts of rate-limit-batch.ts). A prepared statement:
 * every limited request runs it, and building it cost more than running it (decision 121).
 */
export async function incrementHit(db: Db, key: string, windowMs: number, by = 1): Promise<Result> {
  const window = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const rows = await hitStatement(db).execute({ key, by, window });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.count, ttl: Number(row.ttlMs) };
}

/** `POST /api/identity/sign-in`: the route a counter belongs to, as the router knows it. */
export function routeKey(route: { method?: string | string[]; url?: string } | undefined): string {
  if (!route?.url) throw new Error('a rate-limited route must name its url');
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? 'ANY');
  return `${method} ${route.url}`;
}

function readRouteInfo(value: unknown): { method?: string | string[]; url?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const method: unknown = Reflect.get(value, 'method');
  const url: unknown = Reflect.get(value, 'url');
  return {
    method: typeof method === 'string' || Array.isArray(method) ? (method as string | string[]) : undefined,
    url: typeof url === 'string' ? url : undefined,
  };
}

export function createPgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      incrementHit(db, `${this.prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * One store per limited route (issue 13 item 4). The package's types call the argument the
     * route's options; at run time it is the merged limit options, with the route under
     * `routeInfo` (@fastify/rate-limit index.js): read it from there, checked.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PgRateLimitStore(undefined, routeKey(readRouteInfo(Reflect.get(options, 'routeInfo'))));
    }
  }
  return PgRateLimitStore;
}
