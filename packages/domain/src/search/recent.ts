import { RECENT_SEARCHES_MAX } from '../constants';
import type { SearchType } from './query';

export type RecentSearch = { term: string; type: SearchType };

/** Newest first, de-duplicated by term (case-insensitively) and type, at most 10 (spec §9). */
export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const same = (item: RecentSearch) => item.type === entry.type && item.term.toLowerCase() === entry.term.toLowerCase();
  return [entry, ...list.filter((item) => !same(item))].slice(0, RECENT_SEARCHES_MAX);
}

/** Recent searches from history rows ordered newest first. */
export function recentFromHistory(history: readonly RecentSearch[]): RecentSearch[] {
  return history.reduceRight<RecentSearch[]>((list, item) => addRecentSearch(list, item), []);
}
