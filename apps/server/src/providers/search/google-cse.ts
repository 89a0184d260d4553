import { isValidSearchConfig } from '@cleardocket/domain/search/config';
import { SEARCH_API_MESSAGES } from '@cleardocket/domain/search/messages';
import type { RawResult } from '@cleardocket/domain/search/classify';
import type { SearchConfig } from '../../env';
import { field, getJson, list } from './http';
import { ProviderError } from './types';
import type { SearchProvider } from './types';
import type { RequestSlots } from './rate-limiter';

const PAGE = 10;

/** The error message Google puts in its JSON error body. */
const errorMessage = (body: unknown) => field((body as { error?: unknown } | null)?.error, 'message');

/** Google Custom Search JSON API: GET with key, cx and q (spec §7); 10 results a page. */
export function googleCseProvider(config: SearchConfig, slots: RequestSlots, publicUrl: string): SearchProvider {
  const { key, cx, url } = config.googleCse;
  const configured = isValidSearchConfig(key, cx);
  const referrerHost = new URL(publicUrl).host;
  return {
    id: 'google-cse',
    configured,
    async search({ query, maxResults }) {
      if (!configured) throw new ProviderError('not_configured', SEARCH_API_MESSAGES.notConfigured);
      const results: RawResult[] = [];
      for (let start = 1; start <= maxResults; start += PAGE) {
        const target = new URL(url);
        target.searchParams.set('key', key ?? '');
        target.searchParams.set('cx', cx ?? '');
        target.searchParams.set('q', query);
        target.searchParams.set('num', String(Math.min(PAGE, maxResults - start + 1)));
        target.searchParams.set('start', String(start));
        const { status, body } = await slots.run(() => getJson(target, { referer: `${publicUrl}/` }, config.timeoutMs));
        if (status >= 400) {
          const message = errorMessage(body);
          if (/referer|referrer/i.test(message)) {
            throw new ProviderError('referrer', SEARCH_API_MESSAGES.referrer(referrerHost), status);
          }
          if (status === 400 && /invalid|cx|search engine/i.test(message)) {
            throw new ProviderError('invalid_config', SEARCH_API_MESSAGES.invalidEngineId, status);
          }
          throw new ProviderError('failed', SEARCH_API_MESSAGES.generic, status);
        }
        const items = list(body, 'items');
        for (const item of items) {
          results.push({
            url: field(item, 'link') || field(item, 'url'),
            title: field(item, 'title'),
            snippet: field(item, 'snippet'),
          });
        }
        if (items.length < PAGE) break;
      }
      return results.filter((result) => result.url);
    },
  };
}
