import type { RawResult } from '@cleardocket/domain/search/classify';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { SearchProviderId } from '../../env';

/** The provider query (spec §5 template) with the type and term it was built from. */
export type ProviderRequest = { query: string; type: SearchType; term: string; maxResults: number };

/** One web search provider (ARCHITECTURE §6): a query in, results out, errors as ProviderError. */
export interface SearchProvider {
  readonly id: SearchProviderId;
  /** Whether the deployment configured it well enough to try (spec §5 validity rule for Google). */
  readonly configured: boolean;
  search(request: ProviderRequest): Promise<RawResult[]>;
}

export type ProviderErrorKind =
  'not_configured' | 'invalid_config' | 'referrer' | 'connect' | 'rate_limited' | 'failed';

/** A provider failure with the spec §8 search-API message to show. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A 429 from the provider: retried by the rate limiter, never shown on its own. */
export class RateLimitedError extends ProviderError {
  constructor(readonly retryAfterMs: number | undefined) {
    super('rate_limited', 'API rate limit exceeded (429)', 429);
  }
}
