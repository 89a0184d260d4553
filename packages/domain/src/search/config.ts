/**
 * Spec §5 "Search-API configuration": valid only if the key is longer than 10 characters, the
 * search engine id is at least 10 characters and not the literal word google, and neither carries
 * a test or placeholder marker.
 */
const PLACEHOLDER = /(test|placeholder|your[-_ ]?(api[-_ ]?)?key|changeme|xxx|dummy|example)/i;

export function isValidSearchConfig(apiKey: string | undefined, searchEngineId: string | undefined): boolean {
  if (!apiKey || !searchEngineId) return false;
  if (apiKey.length <= 10 || searchEngineId.length < 10) return false;
  if (searchEngineId.trim().toLowerCase() === 'google') return false;
  return !PLACEHOLDER.test(apiKey) && !PLACEHOLDER.test(searchEngineId);
}

/** A key of the other providers: present and not a placeholder. */
export function isPlausibleKey(key: string | undefined): boolean {
  return Boolean(key && key.length > 10 && !PLACEHOLDER.test(key));
}
