import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import type { RawResult } from '@cleardocket/domain/search/classify';
import type { SearchConfig } from '../../env';
import { field, getJson, list } from './http';
import { ProviderError } from './types';
import type { SearchProvider } from './types';
import type { RequestSlots } from './rate-limiter';

/** A self-hosted SearXNG instance's JSON API: GET /search?q=…&format=json, pages of about 10. */
export function searxngProvider(config: SearchConfig, slots: RequestSlots): SearchProvider {
  const base = config.searxng.url;
  return {
    id: 'searxng',
    configured: Boolean(base),
    async search({ query, maxResults }) {
      if (!base) throw new ProviderError('not_configured', SEARCH_API_MESSAGES.notConfigured);
      const results: RawResult[] = [];
      for (let page = 1; results.length < maxResults && page <= 5; page++) {
        const target = new URL('search', base.endsWith('/') ? base : `${base}/`);
        target.searchParams.set('q', query);
        target.searchParams.set('format', 'json');
        target.searchParams.set('pageno', String(page));
        const { status, body } = await slots.run(() => getJson(target, {}, config.timeoutMs));
        // SearXNG answers 403 when the instance does not enable the json format.
        if (status === 403) throw new ProviderError('invalid_config', SEARCH_API_MESSAGES.notConfigured, status);
        if (status >= 400) throw new ProviderError('failed', SEARCH_API_MESSAGES.generic, status);
        const items = list(body, 'results');
        for (const item of items) {
          results.push({ url: field(item, 'url'), title: field(item, 'title'), snippet: field(item, 'content') });
        }
        if (items.length === 0) break;
      }
      const seen = new Set<string>();
      return results
        .filter((result) => result.url && !seen.has(result.url) && seen.add(result.url))
        .slice(0, maxResults);
    },
  };
}
