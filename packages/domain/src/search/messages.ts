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
