import { GOOGLE_ROUTE_FACTS } from '@cleardocket/domain/requests/google';
import type { GoogleRoute } from '@cleardocket/domain/requests/google';
import { findSite } from '@cleardocket/domain/search/sites';

/** How a URL is removed: court-record sites need a court order; others follow the catalogue. */
export function removalTargetFor(url: string) {
  const site = findSite(url);
  const domain = site?.domain ?? new URL(url).hostname.replace(/^www\./, '');
  if (!site) {
    return { domain, siteName: null, method: 'manual-review', category: null, optOutUrl: null, optOutEmail: null };
  }
  return {
    domain,
    siteName: site.name,
    method: site.category === 'court-records' ? 'court-order' : site.method,
    category: site.category,
    optOutUrl: site.optOutUrl,
    optOutEmail: site.optOutEmail,
  };
}

/** Google's removal of the page from its results, by the route that fits the site (domain google.ts). */
export function googleTargetFor(route: GoogleRoute) {
  return {
    domain: 'google.com',
    siteName: 'Google Search',
    method: 'google',
    category: null,
    optOutUrl: GOOGLE_ROUTE_FACTS[route].formUrl,
    optOutEmail: null,
    googleRoute: route,
  };
}

/** Google's legal-removal route, for a page showing a sealed or expunged record. */
export const GOOGLE_LEGAL_TARGET = { ...googleTargetFor('court-order'), siteName: 'Google Search (legal removal)' };
