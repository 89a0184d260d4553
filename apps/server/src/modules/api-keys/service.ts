import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_HINT_LENGTH,
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEYS_PER_MEMBER,
  bearerKey,
  keyAccess,
} from '@cleardocket/domain/api-keys/rules';
import type { ApiKeyScope } from '@cleardocket/domain/api-keys/rules';
import type { Db } from '../../db/database';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { keyScopesOf } from '../../lib/key-scopes';
import type { BatchedCounts } from '../../plugins/rate-limit-batch';
import * as repository from './repository';
import type { ApiKeyRow } from './repository';
import type { SessionUser } from '../../lib/session-user';
import type { UsageLog } from './usage';

/**
 * Members' API keys (issue 18 item 4; docs/api-keys.md, decision 031): made, listed and revoked in
 * settings, and the bearer path of the guards: a key opens the member's own API (never identity,
 * account, keys, billing or the console), a read key no write, at most N requests a minute, every
 * use counted in the member's activity log.
 */
export type ApiKeyUse = { id: string; name: string; scope: ApiKeyScope; userId: string };

const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

function toApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'write' ? ('write' as const) : ('read' as const),
    hint: `${row.hint}…`,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

export async function listKeys(db: Db, userId: string) {
  return { keys: (await repository.listKeys(db, userId)).map(toApiKey) };
}

/** A new key: the answer is the only time the key itself is ever seen. */
export async function createKey(db: Db, userId: string, input: { name: string; scope: ApiKeyScope }) {
  if ((await repository.countLiveKeys(db, userId)) >= API_KEYS_PER_MEMBER) {
    throw new AppError('conflict', API_KEY_MESSAGES.tooMany, 409);
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repository.insertKey(db, {
    userId,
    name: input.name,
    scope: input.scope,
    keyHash: hashOf(secret),
    hint: secret.slice(0, API_KEY_HINT_LENGTH),
  });
  await logUserActivity(db, userId, 'api_key_created', `API key “${row.name}” created (${row.scope} access)`, {
    keyId: row.id,
  });
  return { key: toApiKey(row), secret };
}

/** Revokes a key; `onRevoked` gets its hash so every process drops it from its cache at once. */
export async function revokeKey(db: Db, userId: string, keyId: string, onRevoked: (keyHash: string) => Promise<void>) {
  const row = await repository.revokeKey(db, userId, keyId);
  if (!row) throw new AppError('not_found', 'API key not found', 404);
  await onRevoked(row.keyHash);
  await logUserActivity(db, userId, 'api_key_revoked', `API key “${row.name}” revoked`, { keyId: row.id });
  return { key: toApiKey(row) };
}

export type FoundKey = NonNullable<Awaited<ReturnType<typeof repository.findLiveKey>>>;

export type BearerDeps = {
  /** The live key of a hash (cached: bearer.ts), or null. */
  findKey: (keyHash: string) => Promise<FoundKey | null>;
  counts: BatchedCounts;
  usage: UsageLog;
  limit: { max: number; windowMs: number };
};

/** The limiter's key for an API key's requests (MCP calls count against it too). */
export const keyLimitKey = (keyId: string) => `api-key:${keyId}`;

/**
 * The bearer path of `requireUser` (plugins/auth.ts): the key's owner as a member (never an
 * operator: `role` is dropped to 'user', and `requireAdmin` reads cookies only), or a refusal.
 * Checks, in order: a live key, the route open to the key's scope (the route's own
 * `keyScopes`), the key's rate limit; then notes the use. One cached read, no write: the count
 * and the use are written in the background (issue 33 item 2). Sets `request.apiKey`.
 */
export async function authenticateBearer(
  deps: BearerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  const token = bearerKey(request.headers.authorization);
  if (!token || !API_KEY_PATTERN.test(token)) throw new AppError('unauthorized', API_KEY_MESSAGES.invalid);
  const found = await deps.findKey(hashOf(token));
  if (!found) throw new AppError('unauthorized', API_KEY_MESSAGES.invalid);
  const scope: ApiKeyScope = found.key.scope === 'write' ? 'write' : 'read';
  const access = keyAccess(scope, keyScopesOf(request.routeOptions.config));
  if (access === 'route_closed') throw new AppError('forbidden', API_KEY_MESSAGES.routeClosed);
  if (access === 'read_only') throw new AppError('forbidden', API_KEY_MESSAGES.readOnly);
  const taken = deps.counts.take(keyLimitKey(found.key.id), deps.limit);
  if (!taken.allowed) refuseOverLimit(reply, taken.retryAfterSeconds);
  const key = { id: found.key.id, name: found.key.name, userId: found.user.id };
  deps.usage.note(key, `${request.method} ${request.routeOptions.url ?? ''}`);
  request.apiKey = { ...key, scope };
  return { ...found.user, role: 'user' };
}

/** 429 with Retry-After, in the words of every other limit (lib/limit.ts). */
export function refuseOverLimit(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new AppError('rate_limited', `Too many attempts. Please wait ${seconds} seconds and try again.`);
}

/** The key a request came with, after `requireUser`; null for a cookie session. */
export function apiKeyOf(request: FastifyRequest): ApiKeyUse | null {
  return request.apiKey;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key that authenticated the request (bearer path), or null. */
    apiKey: ApiKeyUse | null;
  }
}
