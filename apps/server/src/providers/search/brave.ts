import { isPlausibleKey } from '@cleardocket/domain/search/config';
import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import type { SearchConfig } from '../../env';
import { field, getJson, list } from './http';
import { ProviderError } from './types';
import type { SearchProvider } from './types';
import type { RequestSlots } from './rate-limiter';

/** Brave Search API: GET q and count with the X-Subscription-Token header; hits in web.results. */
export function braveProvider(config: SearchConfig, slots: RequestSlots): SearchProvider {
  const { key, url } = config.brave;
  const configured = isPlausibleKey(key);
  return {
    id: 'brave',
    configured,
    async search({ query, maxResults }) {
      if (!configured) throw new ProviderError('not_configured', SEARCH_API_MESSAGES.notConfigured);
      const target = new URL(url);
      target.searchParams.set('q', query);
      target.searchParams.set('count', String(Math.min(20, maxResults)));
      const { status, body } = await slots.run(() =>
        getJson(target, { 'x-subscription-token': key ?? '' }, config.timeoutMs),
      );
      if (status === 401 || status === 403 || status === 422) {
        throw new ProviderError('invalid_config', SEARCH_API_MESSAGES.notConfigured, status);
      }
      if (status >= 400) throw new ProviderError('failed', SEARCH_API_MESSAGES.generic, status);
      return list(body, 'web', 'results')
        .map((item) => ({ url: field(item, 'url'), title: field(item, 'title'), snippet: field(item, 'description') }))
        .filter((result) => result.url)
        .slice(0, maxResults);
    },
  };
}
