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

/** Listings on these kinds of site are high severity wherever they appear (spec §5 "Severity rule"). */
const HIGH_SEVERITY_CATEGORIES: readonly SiteCategory[] = [
  'people-search',
  'data-broker',
  'background-check',
  'court-records',
  'mugshots',
  'real-estate',
];

const byDomain = new Map(SITE_ENTRIES.map((site) => [site.domain, site]));

export const SITES: readonly SiteEntry[] = SITE_ENTRIES;
export const HIGH_SEVERITY_DOMAINS: readonly string[] = SITE_ENTRIES.filter((site) =>
  HIGH_SEVERITY_CATEGORIES.includes(site.category),
).map((site) => site.domain);
/** Court-record domains come first when results are sorted (spec §5). */
export const PRIORITY_COURT_DOMAINS: readonly string[] = SITE_ENTRIES.filter(
  (site) => site.category === 'court-records',
).map((site) => site.domain);

/** The host of a URL in lower case without `www.`, or null when it is not a URL. */
export function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return null;
  }
}

/** The catalogue entry for a URL or host; a subdomain matches its parent (`ca.spokeo.com` → spokeo.com). */
export function findSite(urlOrHost: string): SiteEntry | undefined {
  const host = urlOrHost.includes('/') ? hostOf(urlOrHost) : urlOrHost.toLowerCase().replace(/^www\./, '');
  if (!host) return undefined;
  let candidate = host;
  for (;;) {
    const site = byDomain.get(candidate);
    if (site) return site;
    const dot = candidate.indexOf('.');
    if (dot < 0 || candidate.indexOf('.', dot + 1) < 0) return undefined;
    candidate = candidate.slice(dot + 1);
  }
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
