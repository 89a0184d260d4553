import { decide, LIKELY_THRESHOLD, POSSIBLE_THRESHOLD } from './matching/decision';
import { gatherEvidence } from './matching/evidence';
import type { SightingText } from './matching/evidence';
import type { Finding } from './matching/finding';
import { prepareProfile, prepareProfileFor } from './matching/profile';
import type { ScanTerm } from './matching/profile';

/**
 * Whether a result is about this member (ARCHITECTURE §6, issue "Scans v2"): wrong-person matches
 * are the field's biggest failure, so every result is weighed against what the member told us —
 * names and their variants, middle name, age at the record's date, places, relatives, phones,
 * emails, case numbers, companies — and a conflict rules it out. The member sees why.
 * The rules: docs/matching.md.
 */
export type MatchProfile = {
  /** A person (default) or a business, whose names are `companies`. */
  kind?: 'person' | 'business';
  firstName: string;
  lastName: string;
  middleName?: string | null;
  /** Other names the member has used (maiden name, married name, nickname). */
  aliases?: readonly string[];
  birthYear?: number | null;
  /** City, state (code or full name) and, when known, county of current and past addresses. */
  places?: readonly { city: string; state: string; county?: string | null }[];
  /** Relatives, written "First [Middle] Last"; for a business, its owners and officers. */
  relatives?: readonly string[];
  phones?: readonly string[];
  emails?: readonly string[];
  /** Court case numbers of the member's own cases. */
  caseNumbers?: readonly string[];
  /** Businesses the member owns or runs; for a business profile, its names. */
  companies?: readonly string[];
  /** Street addresses ("12 Elm Street, Austin TX"). */
  addresses?: readonly string[];
  /** Usernames the member gave for social sites (`matching/handles.ts`). */
  handles?: readonly string[];
};

export const MATCH_LABELS = ['likely', 'possible', 'unlikely'] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];
export type Match = {
  score: number;
  label: MatchLabel;
  /** What matched and what conflicts, in plain words ("middle initial", "different age (23)"). */
  matched: string[];
  conflicts: string[];
  /** The two as the member reads them: ["matched: middle initial, age", "conflicts: none"]. */
  reasons: string[];
};

/** What one scan showed for a result; `scan` is the search that returned it (its term is the member's). */
export type MatchObservation = { title: string; snippet: string; url?: string; scan?: ScanTerm };

export function matchLabel(score: number): MatchLabel {
  if (score >= LIKELY_THRESHOLD) return 'likely';
  if (score >= POSSIBLE_THRESHOLD) return 'possible';
  return 'unlikely';
}

function explainMatch(matched: readonly string[], conflicts: readonly string[]): string[] {
  return [`matched: ${listed(matched) || 'nothing'}`, `conflicts: ${listed(conflicts) || 'none'}`];
}

/** `items.join(', ')` for the handful of reasons a result has (joined by hand: it runs for every result). */
function listed(items: readonly string[]): string {
  let text = '';
  for (let i = 0; i < items.length; i++) text = i === 0 ? (items[i] ?? '') : `${text}, ${items[i] ?? ''}`;
  return text;
}

/**
 * One decision for a result and a profile from every scan that saw it: the evidence of all the
 * observations together (a case-number scan cannot undo what a name scan showed). Pure: the
 * caller keeps the observations.
 */
export function decideMatch(
  profile: MatchProfile,
  observations: readonly MatchObservation[],
  now: Date = new Date(),
): Match {
  const only = observations.length === 1 ? observations[0] : undefined;
  let findings: Finding[];
  if (only) {
    findings = gatherEvidence(only, prepareProfileFor(profile, only.scan), now);
  } else {
    const scans: ScanTerm[] = [];
    for (const observation of observations) if (observation.scan) scans.push(observation.scan);
    const prepared = prepareProfile(profile, scans);
    findings = observations.flatMap((observation) => gatherEvidence(observation, prepared, now));
  }
  return matchOf(findings);
}

/** `decideMatch` of one observation whose text the caller has read already (`readSighting`). */
export function decideSeen(profile: MatchProfile, seen: MatchObservation, now: Date, text: SightingText): Match {
  return matchOf(gatherEvidence(seen, prepareProfileFor(profile, seen.scan), now, text));
}

function matchOf(findings: readonly Finding[]): Match {
  const decision = decide(findings);
  return {
    score: decision.score,
    label: decision.label,
    matched: decision.matched,
    conflicts: decision.conflicts,
    reasons: explainMatch(decision.matched, decision.conflicts),
  };
}

/** One result seen by one scan (or none): `decideMatch` with a single observation. */
export function scoreMatch(
  result: { title: string; snippet: string; url?: string },
  profile: MatchProfile,
  now: Date = new Date(),
  scan?: ScanTerm,
): Match {
  return decideMatch(profile, [{ ...result, scan }], now);
}
