import normalizeUrl from 'normalize-url';

/**
 * The key under which two addresses are the same page for a member's requests (issue 31 item 7):
 * scheme, "www.", letter case of the host, a trailing slash, the fragment, tracking parameters and
 * the order of the query do not make another page. An address that cannot be read is its own key.
 */
export function pageKey(url: string): string {
  try {
    return normalizeUrl(url, {
      forceHttps: true,
      stripWWW: true,
      stripHash: true,
      removeTrailingSlash: true,
      removeSingleSlash: true,
      sortQueryParameters: true,
    });
  } catch {
    return url.trim();
  }
}
