import type { FastifyInstance, RouteOptions } from 'fastify';
import type { KeyScopes } from '@cleardocket/domain/api-keys/rules';

/** Who may call a route, read from the guard its module put on it. */
export type Audience = 'public' | 'member' | 'operator';

/** What the OpenAPI document says of a route beyond its schemas, derived once when it is declared. */
export type RouteDoc = { audience: Audience; keyScopes: KeyScopes; isIdempotent: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route guarded inside its handler that is for operators (the outbox, say). */
    audience?: Audience;
  }
}

/**
 * The onRequest hooks a route runs: its own and those its plugin added before it. Fastify has no
 * public reader for a plugin's hooks, so this reads the instance's hook table by its symbol's
 * description; if a Fastify upgrade moves it, start-up stops here rather than documenting every
 * route as public (and the OpenAPI test checks each guarded route answers 401 without a caller).
 */
function onRequestHooks(instance: object, route: RouteOptions): unknown[] {
  let holder: object | null = instance;
  let hooks: unknown;
  while (holder && hooks === undefined) {
    const symbol = Object.getOwnPropertySymbols(holder).find((each) => each.description === 'fastify.hooks');
    if (symbol) hooks = Reflect.get(holder, symbol);
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  const inherited: unknown = hooks && typeof hooks === 'object' ? Reflect.get(hooks, 'onRequest') : undefined;
  if (!Array.isArray(inherited)) throw new Error('cannot read the route guards (fastify.hooks): the docs need them');
  return [...inherited, ...[route.onRequest ?? []].flat()];
}

/** Public, member or operator, from the guard the route runs (plugins/auth.ts, hidden-pages.ts). */
export function audienceOf(fastify: FastifyInstance, instance: object, route: RouteOptions): Audience {
  if (route.config?.audience) return route.config.audience;
  const hooks = onRequestHooks(instance, route);
  if (hooks.includes(fastify.requireAdmin) || hooks.includes(fastify.requireDeveloperAccess)) return 'operator';
  if (hooks.includes(fastify.requireUser)) return 'member';
  return 'public';
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Send', PUT: 'Replace', PATCH: 'Update', DELETE: 'Delete' };

const words = (segment: string) => segment.replace(/[-_]/g, ' ');
const pascal = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/** `/api/requests/{id}` → ['requests', '{id}']: the path below the API's own prefix. */
function segmentsOf(url: string): string[] {
  const parts = url.split('/').filter(Boolean);
  return parts[0] === 'api' ? parts.slice(1) : parts;
}

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const paramName = (segment: string) => segment.replace(/^[:{]|}$/g, '');

/**
 * Stripe's convention: the method and the path, e.g. `getRequestsId` for GET /api/requests/{id}
 * (unique because method + path is; stable while the route is).
 */
export function operationIdOf(method: string, url: string): string {
  const path = segmentsOf(url)
    .map((segment) => pascal(isParam(segment) ? paramName(segment) : segment))
    .join('');
  return `${method.toLowerCase()}${path}`;
}

/** "Read search results", "Update notifications read (by user id, notification id)". */
export function summaryOf(method: string, url: string): string {
  const segments = segmentsOf(url);
  const named = segments.filter((segment) => !isParam(segment)).map(words);
  const params = segments
    .filter(isParam)
    .map((segment) => words(paramName(segment)).replace(/([a-z])([A-Z])/g, '$1 $2'));
  const by = params.length > 0 ? ` (by ${params.join(', ').toLowerCase()})` : '';
  return `${VERBS[method.toUpperCase()] ?? method} ${named.join(' ')}${by}`;
}

/** The module a route belongs to, from its path, for a route that names no tag. */
export function defaultTagOf(url: string): string {
  return segmentsOf(url)[0] ?? 'api';
}
