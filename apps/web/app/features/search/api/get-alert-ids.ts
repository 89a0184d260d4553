import { ResultPageSchema } from '@cleardocket/domain/search/contract';
import type { SearchType } from '@cleardocket/domain/search/query';
import { api } from '~/lib/api-client';
import { resultsUrl } from './search-keys';

/** The ids of a search's open alerts (for creating every request at once). */
export async function alertIdsFor(type: SearchType, term: string): Promise<string[]> {
  const page = await api.get(
    `${resultsUrl({ view: 'current', type, term, page: 1, pageSize: 50 })}&status=alerts`,
    ResultPageSchema,
  );
  return page.results.map((result) => result.id);
}
