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
 * The API a key opens: the member's own profiles, scans and findings, requests and notifications,
 * and the MCP server. Never identity, account, billing, agreements, keys themselves or anything
 * an operator uses: a leaked key cannot take over or delete the account, mint more keys or reach
 * the console. Matched against the route the router chose (decoded), never the raw URL.
 */
const KEY_ROUTES = ['/api/search/', '/api/requests', '/api/protected-profiles', '/api/notifications', '/api/mcp'];
/** Reachable with a key for reading only, whatever the key's scope. */
const KEY_READ_ONLY_ROUTES = ['/api/profile'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function under(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export type KeyAccess = 'allowed' | 'route_closed' | 'read_only';

/** Whether a key of `scope` may call `method route`, and if not, why. */
export function keyAccess(scope: ApiKeyScope, method: string, route: string): KeyAccess {
  const writes = WRITE_METHODS.has(method.toUpperCase());
  if (KEY_READ_ONLY_ROUTES.some((prefix) => under(route, prefix))) return writes ? 'route_closed' : 'allowed';
  if (!KEY_ROUTES.some((prefix) => under(route, prefix))) return 'route_closed';
  // The MCP endpoint takes every call as a POST; its tools check the scope themselves.
  if (writes && scope === 'read' && !under(route, '/api/mcp')) return 'read_only';
  return 'allowed';
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
