import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@cleardocket/domain/constants';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import type { SearchType } from '@cleardocket/domain/search/query';
import type { SearchResult } from '@cleardocket/domain/search/contract';
import type { ResultView } from '../api/search-keys';

export const RESULT_VIEWS: readonly ResultView[] = [
  'current',
  'alerts',
  'review',
  'saved',
  'processed',
  'ignored',
  'not_me',
];
const SEVERITIES: readonly SearchResult['severity'][] = ['high', 'medium', 'low'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The search page's state in its URL (type, term, view, page, size, severity), so a reload or a
 * shared link shows the same thing; `update` changes some of it as a new history entry.
 */
export function useSearchLocation() {
  const [params, setParams] = useSearchParams();
  const type: SearchType | undefined = oneOf(SEARCH_TYPES, params.get('type'));
  const term = params.get('term') ?? undefined;
  const view: ResultView = oneOf(RESULT_VIEWS, params.get('view')) ?? (term ? 'current' : 'alerts');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('size'));
  const pageSize = PAGE_SIZE_OPTIONS.find((option) => option === size) ?? DEFAULT_PAGE_SIZE;
  const severity = oneOf(SEVERITIES, params.get('severity'));

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: false });
  }

  return { type, term, view, page, pageSize, severity, update };
}
