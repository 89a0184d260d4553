/**
 * API keys (issue 18 item 4): what a key looks like and what it may reach. No I/O: the server's
 * api-keys module and the settings screen both read these.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so, which lets secret scanners and people recognise one. */
export const API_KEY_PREFIX = 'cdk_';
/** The random part: 32 bytes in base64url (256 bits), so a plain SHA-256 of the key is a safe store. */
export const API_KEY_PATTERN = /^cdk_[A-Za-z0-9_-]{43}$/;
/** The start of a key kept in clear to tell keys apart in the list ("cdk_AbCd…"). */
export const API_KEY_HINT_LENGTH = 8;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Live keys a member may hold at once. */
export const API_KEYS_PER_MEMBER = 10;

/** One activity-log entry per key per window, counting the uses in it (docs/api-keys.md). */
export const API_KEY_ACTIVITY_WINDOW_MS = 60 * 60_000;

/**
 * The key scopes a route lets in. A route declares them itself (server: route config `keyScopes`,
 * set by its module with `openToApiKeys`), so the rule moves with the route: a renamed path cannot
 * lock a scope out (issue 33). A route that declares none is closed to keys: identity, account,
 * billing, agreements, keys themselves and anything an operator uses, so a leaked key cannot take
 * over or delete the account, mint more keys or reach the console.
 */
export type KeyScopes = readonly ApiKeyScope[];
/** A read: any key. */
export const KEY_READS: KeyScopes = ['read', 'write'];
/** A change: write keys only. */
export const KEY_WRITES: KeyScopes = ['write'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route opened to keys lets in when it says nothing more: reads to any key, writes to write keys. */
export function defaultKeyScopes(method: string): KeyScopes {
  return WRITE_METHODS.has(method.toUpperCase()) ? KEY_WRITES : KEY_READS;
}

export type KeyAccess = 'allowed' | 'route_closed' | 'read_only';

/** Whether a key of `scope` may call a route that lets in `allowed`, and if not, why. */
export function keyAccess(scope: ApiKeyScope, allowed: KeyScopes | undefined): KeyAccess {
  if (!allowed || allowed.length === 0) return 'route_closed';
  if (allowed.includes(scope)) return 'allowed';
  return scope === 'read' && allowed.includes('write') ? 'read_only' : 'route_closed';
}

/** The key in an `Authorization: Bearer …` header, or null when there is none of our shape. */
export function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const API_KEY_NAME_MESSAGES = {
  required: 'Give the key a name, such as the app that will use it.',
  tooLong: `Keep the name under ${API_KEY_NAME_MAX_LENGTH + 1} characters.`,
} as const;

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid. It may have been revoked.',
  routeClosed: 'API keys cannot be used here. Sign in to ClearDocket to do this.',
  readOnly: 'This API key can only read. Create a key with write access to make changes.',
  tooMany: `You can have at most ${API_KEYS_PER_MEMBER} API keys. Revoke one you no longer use first.`,
  writeScopeNeeded: 'This needs an API key with write access.',
} as const;
