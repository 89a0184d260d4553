import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import { ProviderError, RateLimitedError } from './types';

export type ProviderResponse = { status: number; body: unknown };

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * GETs a provider URL and parses JSON. Network failures and timeouts are 'Failed to connect to
 * the search API'; 429 is a RateLimitedError for the limiter to retry; a body that is not JSON is
 * 'Error while performing search.'. Other statuses come back for the provider to interpret.
 */
export async function getJson(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new ProviderError('connect', SEARCH_API_MESSAGES.connect);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new RateLimitedError(retryAfterMs(response.headers.get('retry-after')));
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError('connect', SEARCH_API_MESSAGES.connect);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    // An error page is often HTML: the status says enough. A success that is not JSON is a failure.
    if (!response.ok) return { status: response.status, body: null };
    throw new ProviderError('failed', SEARCH_API_MESSAGES.generic, response.status);
  }
}

/** A string field of an unknown JSON object, or '' when missing. */
export function field(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const item = (value as Record<string, unknown>)[key];
  return typeof item === 'string' ? item : '';
}

export function list(value: unknown, ...path: string[]): unknown[] {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return [];
    current = (current as Record<string, unknown>)[key];
  }
  return Array.isArray(current) ? current : [];
}
