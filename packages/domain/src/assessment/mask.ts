import { countAttention } from '../search/alerts';
import { compareResults } from '../search/classify';
import type { MatchLabel } from '../search/match';
import type { Severity } from '../search/severity';
import type { ResultCategory } from '../search/sites';
import { LEAD_PREVIEW_FINDINGS, REMOVAL_PATHS, SITE_KINDS, SITE_KIND_LABELS } from './lead';

/**
 * What the anonymous preview may show of a lead's findings (decision 022): counts, and a few
 * findings with everything that identifies the visitor masked here, on the server — the page never
 * receives the clear text of a name, an email, a phone or an address.
 */

/** What identifies the visitor in a result's text: masked before anything reaches the anonymous page. */
export type LeadFacts = {
  firstName: string;
  lastName: string;
  email: string;
  city?: string | null;
  caseNumber?: string | null;
};

/** The mask: block characters, which no name, email or number contains. */
const MASK = '████';
const EMAIL_IN_TEXT = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a name or place: "Mary-Jane O'Neil" → Mary-Jane, Mary, Jane, O'Neil. */
function partsOf(value: string | null | undefined): string[] {
  const text = (value ?? '').trim();
  if (text === '') return [];
  const words = text.split(/\s+/);
  const pieces = words.flatMap((word) => word.split(/[-'’.]/));
  return [text, ...words, ...pieces].filter((part) => part.length > 0);
}

/**
 * A text with the visitor's identifying parts masked: their email and any other email address,
 * every digit (phone numbers, house numbers, case numbers, ages, dates), and every piece of their
 * name, city and case number — a piece of four letters or more wherever it appears (also inside
 * another word: "Mill" goes from "Millbrook" too), a shorter one ("Lee", "Al") as a word of its
 * own, so "legal" keeps its "al".
 */
export function maskText(text: string, facts: LeadFacts): string {
  let masked = text.replace(EMAIL_IN_TEXT, MASK);
  if (facts.email) masked = masked.replace(new RegExp(escapeRegExp(facts.email), 'gi'), MASK);
  const parts = [
    ...partsOf(facts.firstName),
    ...partsOf(facts.lastName),
    ...partsOf(facts.city),
    ...partsOf(facts.caseNumber),
  ]
    .map((part) => part.replace(/\d/g, ''))
    .filter((part) => /\p{L}/u.test(part))
    // Longest first: "Mary-Jane" goes whole before "Mary" could split it.
    .sort((a, b) => b.length - a.length);
  for (const part of new Set(parts)) {
    const pattern =
      part.length >= 4 ? escapeRegExp(part) : `(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`;
    masked = masked.replace(new RegExp(pattern, 'giu'), MASK);
  }
  return masked.replace(/\d/g, '•');
}

/** One stored finding of a lead, as the scan classified it. */
export type LeadFinding = {
  title: string;
  source: string;
  siteName: string | null;
  category: string;
  severity: Severity;
  priority: boolean;
  matchScore: number;
  matchLabel: MatchLabel;
  found: boolean;
};

export type MaskedFinding = { site: string; kind: string; severity: Severity; title: string };

/** What the anonymous preview may show of a finding: the site, its kind, severity and a masked title. */
export function maskFinding(finding: LeadFinding, facts: LeadFacts): MaskedFinding {
  return {
    site: finding.siteName ?? maskText(finding.source, facts),
    kind: finding.category,
    severity: finding.severity,
    title: maskText(finding.title, facts),
  };
}

const isSiteKind = (kind: string): kind is ResultCategory => (SITE_KINDS as readonly string[]).includes(kind);

export type LeadCounts = {
  total: number;
  needsAction: number;
  /** Results that may be the visitor: the member is asked "Is this you?" about them (search/alerts.ts). */
  needsReview: number;
  bySeverity: Record<Severity, number>;
  byKind: { kind: ResultCategory; label: string; count: number }[];
};

/** Counts by severity and by kind of site (every kind found, in the catalogue's order). */
export function countFindings(findings: readonly LeadFinding[]): LeadCounts {
  const bySeverity: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  const kinds = new Map<ResultCategory, number>();
  for (const finding of findings) {
    bySeverity[finding.severity] += 1;
    const kind = isSiteKind(finding.category) ? finding.category : 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  // A lead's findings are counted by the members' rule: nobody has answered or handled them yet.
  const attention = countAttention(
    findings.map((finding) => ({ ...finding, processed: false, goneAt: null, feedback: null })),
  );
  return {
    total: findings.length,
    needsAction: attention.alerts,
    needsReview: attention.review,
    bySeverity,
    byKind: SITE_KINDS.filter((kind) => kinds.has(kind)).map((kind) => ({
      kind,
      label: SITE_KIND_LABELS[kind],
      count: kinds.get(kind) ?? 0,
    })),
  };
}

/** The preview's findings: court records first, then severity, then match (as the member's list), masked. */
export function previewFindings(findings: readonly LeadFinding[], facts: LeadFacts): MaskedFinding[] {
  return [...findings]
    .sort(compareResults)
    .slice(0, LEAD_PREVIEW_FINDINGS)
    .map((finding) => maskFinding(finding, facts));
}

/** The removal path of each kind found, in the order of the counts. */
export function removalPaths(counts: LeadCounts) {
  return counts.byKind.map(({ kind, label }) => ({ kind, label, ...REMOVAL_PATHS[kind] }));
}
