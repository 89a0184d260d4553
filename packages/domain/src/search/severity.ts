import { findSite, isHighSeveritySite } from './sites';
import type { ResultCategory, SiteEntry } from './sites';

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec §5 "Severity rule" keywords. */
export const SEVERITY_KEYWORDS = [
  'court',
  'case',
  'arrest',
  'record',
  'criminal',
  'lawsuit',
  'legal',
  'complaint',
  'defendant',
  'plaintiff',
  'charges',
  'accused',
  'alleged',
  'docket',
  'judgment',
  'bankruptcy',
  'dispute',
] as const;

/**
 * Each keyword with its word forms: "arrests", "arrested"; a keyword written as a plural or past
 * form counts in its other forms too ("charges" → charge, charged, charging; "alleged" → alleges).
 */
function keywordForms(keyword: string): string {
  const base = /(?:es|ed)$/.test(keyword) ? keyword.slice(0, -1) : keyword;
  return base.endsWith('e') ? `${base.slice(0, -1)}(?:e|es|ed|ing)` : `${base}(?:s|es|ed|ing)?`;
}
const KEYWORD_PATTERN = new RegExp(`\\b(?:${SEVERITY_KEYWORDS.map((k) => `(${keywordForms(k)})`).join('|')})\\b`, 'g');

/** How many distinct keywords appear in the text as words ("records" counts as record, "casement" not). */
export function countKeywords(text: string): number {
  const found = new Set<number>();
  for (const match of text.toLowerCase().matchAll(KEYWORD_PATTERN)) found.add(match.findIndex((group, i) => i > 0 && group !== undefined));
  return found.size;
}

/** Spec §5: a known high-severity site is high; 1–2 keywords medium; 3 or more high; else low. */
export function severityOf(site: SiteEntry | undefined, keywordCount: number): Severity {
  if (isHighSeveritySite(site) || keywordCount >= 3) return 'high';
  if (keywordCount >= 1) return 'medium';
  return 'low';
}

const NEWS_HOSTS = /(^|\.)(news|times|post|tribune|herald|gazette|journal|courier|patch\.com)|news/;
const SOCIAL_HOSTS = /(^|\.)(facebook|linkedin|instagram|twitter|x|tiktok|reddit|youtube)\.com$/;

/** The catalogue category, or a guess from the host for sites the catalogue does not list. */
export function categoryOf(site: SiteEntry | undefined, host: string): ResultCategory {
  if (site) return site.category;
  if (SOCIAL_HOSTS.test(host)) return 'social';
  if (NEWS_HOSTS.test(host)) return 'news';
  return 'other';
}

export { findSite };
