import type { ResultCategory } from './sites';

/**
 * Which results are removal targets (issue 35, item 4): a record, a listing, a mugshot, contact
 * data. News reporting, the member's own social profiles and review sites about their business
 * are "about you" but nothing the product removes: they go to a separate list of mentions, never
 * to alerts, auto-created requests or the success rate.
 */
export type ResultList = 'alerts' | 'mentions' | 'none';

/** Review sites, by host: the well-known ones, and hosts that say they are ("reviews.…"). */
const REVIEW_HOSTS =
  /(^|\.)(yelp|bbb|trustpilot|angi|homeadvisor|houzz|tripadvisor|glassdoor|sitejabber|consumeraffairs)\.(com|org)$|(^|\.)reviews?\.|reviews?\.[a-z]+$/;

export const MENTION_CATEGORIES: ReadonlySet<ResultCategory> = new Set<ResultCategory>([
  'news',
  'news-archive',
  'social',
]);
/** The review-host pattern as text, for the same test in SQL (search attention filters). */
export const REVIEW_HOST_PATTERN = REVIEW_HOSTS.source;

export function isReviewHost(host: string): boolean {
  return REVIEW_HOSTS.test(host);
}

/** Whether a result of this category and host is something to remove (not news, social or a review page). */
export function isRemovalTarget(category: ResultCategory, host: string): boolean {
  return !MENTION_CATEGORIES.has(category) && !isReviewHost(host);
}

/**
 * The list a classified result belongs to: alerts (likely the member's, needs action, a removal
 * target), mentions (likely the member's, not a removal target: news, social, reviews), or none.
 * `source` is the result's host as classified (`Classification.source`).
 */
export function resultList(result: {
  category: ResultCategory;
  source: string;
  matchLabel: string;
  found: boolean;
}): ResultList {
  if (result.found) return 'alerts';
  return result.matchLabel === 'likely' && !isRemovalTarget(result.category, result.source) ? 'mentions' : 'none';
}
