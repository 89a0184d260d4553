import { reviewText } from './alerts';

/** Every search text of spec §8 (toasts and search-API messages), word for word. */
export const SEARCH_MESSAGES = {
  storedFailure: 'Search failed',
  blankTerm: 'Please enter a search term',
  termTooLong: 'Search terms can be at most 200 characters.',
  nameNeedsBoth: 'Please enter both a first and a last name.',
  invalidPhone: 'Please enter a phone number with 7 to 15 digits.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

export const SEARCH_TOASTS = {
  noTerm: { title: 'Search error', description: 'Please enter at least one search term' },
  failed: { title: 'Search failed', description: 'An error occurred while performing the search. Please try again.' },
  negativeFound: (count: number) => ({
    title: 'Negative content found',
    description: `We found ${count} mentions that may require action.`,
  }),
  /** Results that may be the member's await their answer: never "No negative content" then (issue 31). */
  needsConfirm: (count: number) => ({
    title: 'Is this you?',
    description: `${reviewText(count)}: tell us whether ${count === 1 ? 'it is' : 'they are'} about you.`,
  }),
  clean: { title: 'Scan completed', description: 'No negative content was found for this term.' },
  sensitive: { title: 'Found sensitive content' },
  noResults: (term: string) => ({ title: 'No results found', description: `No results found for "${term}".` }),
  searchError: { title: 'Search Error', description: 'Failed to perform search. Please try again.' },
  simulated: { title: 'Using simulated data', description: 'API call failed. Showing mock results for demonstration.' },
  createRequestFailed: {
    title: 'Create Request Failed',
    description: 'Failed to create takedown request. Please try again.',
  },
} as const;

export const SEARCH_API_MESSAGES = {
  notConfigured: 'Search API is not properly configured',
  invalidEngineId: 'Invalid search configuration. Please verify your Search Engine ID is correct.',
  referrer: (host: string) => `API KEY RESTRICTION ERROR: Your API key does not allow requests from ${host}.`,
  connect: 'Failed to connect to the search API',
  generic: 'Error while performing search.',
  rateLimited: 'API rate limit exceeded (429)',
  rateLimitExhausted: 'Rate limit exceeded after 3 retries',
} as const;

type ToastVariant = 'info' | 'warning' | 'success';
export type ScanToast = { title: string; description?: string; variant: ToastVariant };

/**
 * The toasts of a finished scan from its counts, which the scan took from the attention rule
 * (search/alerts.ts): alerts first, then what needs the member to confirm; "No negative content"
 * only when neither (issue 31).
 */
export function scanOutcomeToasts(scan: {
  searchTerm: string;
  resultCount: number;
  foundCount: number;
  highCount: number;
  reviewCount: number;
}): ScanToast[] {
  if (scan.resultCount === 0) return [{ ...SEARCH_TOASTS.noResults(scan.searchTerm), variant: 'info' }];
  const toasts: ScanToast[] = [];
  if (scan.foundCount > 0) {
    toasts.push({ ...SEARCH_TOASTS.negativeFound(scan.foundCount), variant: 'warning' });
    if (scan.highCount > 0) {
      toasts.push({
        ...SEARCH_TOASTS.sensitive,
        description: `${scan.highCount} of them are on court-record, mugshot or people-search sites.`,
        variant: 'warning',
      });
    }
  }
  if (scan.reviewCount > 0) toasts.push({ ...SEARCH_TOASTS.needsConfirm(scan.reviewCount), variant: 'warning' });
  if (toasts.length === 0) toasts.push({ ...SEARCH_TOASTS.clean, variant: 'success' });
  return toasts;
}
