import type { Db } from '../../db/database';
import type { Config } from '../../env';
import { braveProvider } from './brave';
import { googleCseProvider } from './google-cse';
import { offlineProvider } from './offline';
import { requestSlots } from './rate-limiter';
import { searxngProvider } from './searxng';
import type { SearchProvider } from './types';

export type SearchProviders = { active: SearchProvider; offline: SearchProvider };

/** The provider chosen by SEARCH_PROVIDER, and the offline provider it falls back to. */
export function createSearchProviders(db: Db, config: Config): SearchProviders {
  const { search } = config;
  const slots = requestSlots(db, search.provider, search.retryBaseMs);
  const offline = offlineProvider(config.testSites.searchResultsFile);
  switch (search.provider) {
    case 'google-cse':
      return { active: googleCseProvider(search, slots, config.publicUrl), offline };
    case 'brave':
      return { active: braveProvider(search, slots), offline };
    case 'searxng':
      return { active: searxngProvider(search, slots), offline };
    case 'offline':
      return { active: offline, offline };
  }
}
