import { decideMatch, decideSeen } from './match';
import type { Match, MatchObservation, MatchProfile } from './match';
import type { ScanTerm } from './matching/profile';
import { readSighting } from './matching/evidence';
import { categoryOf, countKeywordsOf, countKeywordsOfText, severityOf } from './severity';
import type { Severity } from './severity';
import { hostOf, isPriorityCourtSite, siteOfHost } from './sites';
import type { RemovalMethod, ResultCategory } from './sites';
import { isRemovalTarget } from './removal-target';
import { isRegisterCopy } from './company-register';

/** What a provider returns for one hit. */
export type RawResult = { url: string; title: string; snippet: string };

export type Classification = {
  /** Host of the URL, 'unknown' when the URL has none (spec §3). */
  source: string;
  severity: Severity;
  category: ResultCategory;
  /** The catalogue's removal method for the site, when it is catalogued. */
  method: RemovalMethod | null;
  siteName: string | null;
  keywordCount: number;
  priority: boolean;
  /**
   * Found = needs action: a removal target (not news, social or a review page), not low severity,
   * and likely to be this member (whatever the search type).
   */
  found: boolean;
  /** A mention: likely this member, but not a removal target (news, social, reviews; `removal-target.ts`). */
  mention: boolean;
  match: Match;
};

export type ClassifyOptions = {
  now?: Date;
  /** The scan that returned the result: its term is one of the member's facts (name, phone, case number…). */
  scan?: ScanTerm;
  /** What earlier scans showed for the same URL: the match decision weighs them all. */
  earlier?: readonly MatchObservation[];
};

export function classifyResult(
  result: RawResult,
  profile: MatchProfile,
  options: ClassifyOptions = {},
): Classification {
  const host = hostOf(result.url);
  const site = host ? siteOfHost(host) : undefined;
  // One observation object of one shape (no spreads: this runs for every result, ARCHITECTURE §12).
  const seen: MatchObservation = { title: result.title, snippet: result.snippet, url: result.url, scan: options.scan };
  const earlier = options.earlier;
  let keywordCount: number;
  let match: Match;
  let lower: string | undefined;
  if (earlier && earlier.length > 0) {
    keywordCount = countKeywordsOf(result.title, result.snippet);
    match = decideMatch(profile, [...earlier, seen], options.now);
  } else {
    // The text is read once: its tokens serve the keyword count and the match decision.
    const text = readSighting(seen);
    keywordCount = countKeywordsOfText(text.result, result.title, result.snippet);
    match = decideSeen(profile, seen, options.now ?? new Date(), text);
    lower = text.lower;
  }
  const category = categoryOf(site, host ?? '');
  // A company register copied by a site the catalogue does not know is a data broker's listing (decision 118).
  const severity =
    category === 'other' && isRegisterCopy(host ?? '', lower ?? `${result.title} | ${result.snippet}`.toLowerCase())
      ? 'high'
      : severityOf(site, keywordCount);
  const isTarget = isRemovalTarget(category, host ?? '');
  const isLikely = match.label === 'likely';
  return {
    source: host ?? 'unknown',
    severity,
    category,
    method: site?.method ?? null,
    siteName: site?.name ?? null,
    keywordCount,
    priority: isPriorityCourtSite(site),
    found: isTarget && isLikely && severity !== 'low',
    mention: !isTarget && isLikely,
    match,
  };
}

/**
 * A classified result as it is stored (a member's finding or a free-assessment lead's): the page
 * cut to the stored lengths, and the classification flattened.
 */
export function storedFields(result: RawResult, c: Classification) {
  return {
    url: result.url,
    title: result.title.slice(0, 500),
    snippet: result.snippet.slice(0, 2000),
    source: c.source,
    severity: c.severity,
    category: c.category,
    method: c.method,
    siteName: c.siteName,
    priority: c.priority,
    matchScore: c.match.score,
    matchLabel: c.match.label,
    matchReasons: c.match.reasons,
    found: c.found,
  };
}

const SEVERITY_RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Court-record sites first, then severity, then match score (spec §5 sorting). */
export function compareResults(
  a: Pick<Classification, 'priority' | 'severity'> & { matchScore: number },
  b: Pick<Classification, 'priority' | 'severity'> & { matchScore: number },
): number {
  if (a.priority !== b.priority) return a.priority ? -1 : 1;
  if (a.severity !== b.severity) return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  return b.matchScore - a.matchScore;
}
