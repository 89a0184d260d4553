import { isHighSeveritySite } from './sites';
import type { ResultCategory, SiteEntry } from './sites';

export const SEVERITIES = ['low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Spec §5 "Severity rule" keywords. */
const SEVERITY_KEYWORDS = [
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
 * Every word form of every keyword → the keyword: "arrests", "arrested" count as arrest; a keyword
 * written as a plural or past form counts in its other forms too ("charges" → charge, charged,
 * charging; "alleged" → alleges). One map lookup per word keeps classification fast (ARCHITECTURE §12).
 */
const KEYWORD_FORMS: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (const keyword of SEVERITY_KEYWORDS) {
    const base = /(?:es|ed)$/.test(keyword) ? keyword.slice(0, -1) : keyword;
    const stem = base.endsWith('e') ? base.slice(0, -1) : base;
    const endings = base.endsWith('e') ? ['e', 'es', 'ed', 'ing'] : ['', 's', 'es', 'ed', 'ing'];
    for (const ending of endings) forms.set(stem + ending, keyword);
    forms.set(keyword, keyword);
  }
  return forms;
})();

/** How many distinct keywords appear in the text as words ("records" counts as record, "casement" not). */
export function countKeywords(text: string): number {
  const lower = text.toLowerCase();
  const found = new Set<string>();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    const isLetter = code >= 97 && code <= 122;
    if (isLetter && start < 0) start = i;
    else if (!isLetter && start >= 0) {
      // A word is letters between non-letters; "casement" is one word, not "case".
      const isWholeWord = !(code >= 48 && code <= 57) && !(start > 0 && /[0-9]/.test(lower[start - 1] ?? ''));
      const keyword = isWholeWord && i - start >= 4 ? KEYWORD_FORMS.get(lower.slice(start, i)) : undefined;
      if (keyword) found.add(keyword);
      start = -1;
    }
  }
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
