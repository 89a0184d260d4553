import { scoreMatch } from './match';
import type { Match, MatchProfile } from './match';
import { categoryOf, countKeywords, severityOf } from './severity';
import type { Severity } from './severity';
import { findSite, hostOf, isPriorityCourtSite } from './sites';
import type { RemovalMethod, ResultCategory } from './sites';

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
  /** Found = may need action: not low severity, and for person searches not unlikely to be them. */
  found: boolean;
  match: Match;
};

export type ClassifyOptions = {
  now?: Date;
  /** Searches that identify a person (name, phone, email) also need the result to be plausibly theirs. */
  requireMatch?: boolean;
};

export function classifyResult(
  result: RawResult,
  profile: MatchProfile,
  options: ClassifyOptions = {},
): Classification {
  const host = hostOf(result.url);
  const site = host ? findSite(host) : undefined;
  const keywordCount = countKeywords(`${result.title} ${result.snippet}`);
  const severity = severityOf(site, keywordCount);
  const match = scoreMatch(result, profile, options.now);
  return {
    source: host ?? 'unknown',
    severity,
    category: categoryOf(site, host ?? ''),
    method: site?.method ?? null,
    siteName: site?.name ?? null,
    keywordCount,
    priority: isPriorityCourtSite(site),
    found: severity !== 'low' && (!options.requireMatch || match.label !== 'unlikely'),
    match,
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
