import { WordMap } from './matching/word-set';
import { SITE_ENTRIES } from './sites-data';

/**
 * The site catalogue: sites whose listings matter for removal, from the reference data set
 * (docs/data-sources.md). Severity, a result's category and the removal method all come from here.
 */
type SiteCategory =
  | 'people-search'
  | 'data-broker'
  | 'background-check'
  | 'court-records'
  | 'mugshots'
  | 'real-estate'
  | 'public-records'
  | 'news-archive';

export type RemovalMethod =
  'web-form' | 'email' | 'search-then-form' | 'account-required' | 'mail' | 'phone' | 'none-known';

export type SiteEntry = {
  domain: string;
  name: string;
  category: SiteCategory;
  method: RemovalMethod;
  optOutUrl: string | null;
  optOutEmail: string | null;
  verification: readonly string[];
  typicalDays: number | null;
  parent: string | null;
  /** Where the facts came from (a repository file or the site's own policy pages). */
  source: string;
  notes: string | null;
  /** Days between re-checks of a removed listing, when the site differs from its category's default. */
  relistDays?: number;
};

/** A result's category: a catalogue category, or what the page looks like when off-catalogue. */
export type ResultCategory = SiteCategory | 'news' | 'social' | 'other';

/**
 * Listings on these kinds of site are high severity wherever they appear (spec §5 "Severity rule").
 * Public-records sites are people-search fronts and registered data brokers with an opt-out of
 * their own or their parent's (PeopleConnect, PeopleFinders): a removal target like the
 * people-search sites they front (decision 070). A county's own roll is not in the catalogue.
 */
const HIGH_SEVERITY_CATEGORIES: readonly SiteCategory[] = [
  'people-search',
  'data-broker',
  'background-check',
  'court-records',
  'mugshots',
  'real-estate',
  'public-records',
];

const byDomain = new WordMap(SITE_ENTRIES.map((site) => [site.domain, site] as const));

export const SITES: readonly SiteEntry[] = SITE_ENTRIES;
export const HIGH_SEVERITY_DOMAINS: readonly string[] = SITE_ENTRIES.filter((site) =>
  HIGH_SEVERITY_CATEGORIES.includes(site.category),
).map((site) => site.domain);
/** Court-record domains come first when results are sorted (spec §5). */
export const PRIORITY_COURT_DOMAINS: readonly string[] = SITE_ENTRIES.filter(
  (site) => site.category === 'court-records',
).map((site) => site.domain);

/**
 * The host of a plain `http(s)://host/…` URL (letters, digits, hyphens and dots, the last label
 * starting with a letter), read without the full URL parser, or null for anything else (a port,
 * credentials, escapes, non-ASCII, an IP address…), which the parser reads. Every result of every
 * scan passes here (ARCHITECTURE §12); for the URLs it accepts, the WHATWG parser gives the same host.
 */
function plainHost(url: string): string | null {
  // "http" then "s://" or "://", by character codes.
  if (url.charCodeAt(0) !== 104 || url.charCodeAt(1) !== 116 || url.charCodeAt(2) !== 116 || url.charCodeAt(3) !== 112)
    return null;
  const colon = url.charCodeAt(4) === 115 ? 5 : 4;
  if (url.charCodeAt(colon) !== 58 || url.charCodeAt(colon + 1) !== 47 || url.charCodeAt(colon + 2) !== 47) return null;
  const start = colon + 3;
  let end = start;
  let labelStart = start;
  let hasUpper = false;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (code === 47 || code === 63 || code === 35) break; // "/", "?", "#"
    if (code === 46) {
      if (end === labelStart) return null; // an empty label
      labelStart = end + 1;
    } else if (code >= 65 && code <= 90) hasUpper = true;
    else if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45)) return null;
  }
  // The last label must start with a letter: a number there makes the host an IPv4 address.
  const first = url.charCodeAt(labelStart) | 0x20;
  if (labelStart >= end || first < 97 || first > 122) return null;
  const host = hasUpper ? url.slice(start, end).toLowerCase() : url.slice(start, end);
  // A punycode label ("xn--…") is decoded and checked by the parser.
  return host.includes('xn--') ? null : host;
}

/** The host of a URL in lower case without `www.`, or null when it is not a URL. */
export function hostOf(url: string): string | null {
  let host = plainHost(url);
  if (host === null) {
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return null;
    }
  }
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** The catalogue entry for a host in lower case; a subdomain matches its parent. */
function siteOfLowerHost(host: string): SiteEntry | undefined {
  let candidate = host;
  for (;;) {
    const site = byDomain.get(candidate);
    if (site) return site;
    const dot = candidate.indexOf('.');
    if (dot < 0 || candidate.indexOf('.', dot + 1) < 0) return undefined;
    candidate = candidate.slice(dot + 1);
  }
}

/** The catalogue entry for a URL or host; a subdomain matches its parent (`ca.spokeo.com` → spokeo.com). */
export function findSite(urlOrHost: string): SiteEntry | undefined {
  const host = urlOrHost.includes('/') ? hostOf(urlOrHost) : urlOrHost.toLowerCase().replace(/^www\./, '');
  if (!host) return undefined;
  return siteOfLowerHost(host);
}

/** `findSite` for a host `hostOf` gave (already in lower case, one `www.` already gone). */
export function siteOfHost(host: string): SiteEntry | undefined {
  return siteOfLowerHost(host.startsWith('www.') ? host.slice(4) : host);
}

export function isHighSeveritySite(site: SiteEntry | undefined): boolean {
  return site !== undefined && HIGH_SEVERITY_CATEGORIES.includes(site.category);
}

export function isPriorityCourtSite(site: SiteEntry | undefined): boolean {
  return site?.category === 'court-records';
}

/**
 * How often a removed listing is looked at again (issue 14 §9). People-search and background-check
 * sites rebuild profiles from fresh data every few weeks, so they are checked monthly; slower data
 * sources less often. A site's own `relistDays` overrides its category.
 */
export const RELIST_DAYS_BY_CATEGORY: Record<SiteCategory, number> = {
  'people-search': 30,
  'background-check': 30,
  mugshots: 30,
  'data-broker': 60,
  'court-records': 90,
  'public-records': 90,
  'real-estate': 90,
  'news-archive': 180,
};
/** Sites outside the catalogue. */
export const DEFAULT_RELIST_DAYS = 60;

export function relistIntervalDays(site: Pick<SiteEntry, 'category' | 'relistDays'> | undefined): number {
  if (!site) return DEFAULT_RELIST_DAYS;
  return site.relistDays ?? RELIST_DAYS_BY_CATEGORY[site.category];
}
