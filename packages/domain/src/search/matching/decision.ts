import type { Finding } from './finding';

/**
 * One decision from the findings of every sighting of a result (every scan that returned it):
 * the best support and the strongest contradiction of each kind count once; a conflict from any
 * scan rules the result out; a page about several people is never "likely"; "likely" needs the
 * name (or two identifiers such as phone and email), never places and ages alone.
 */
export const LIKELY_THRESHOLD = 70;
export const POSSIBLE_THRESHOLD = 40;
/** Where a ruled-out result's score stops, so it ranks below every possible one. */
const RULED_OUT_CEILING = 25;
const SEVERAL_PEOPLE_CEILING = 55;

export type Decision = {
  score: number;
  label: 'likely' | 'possible' | 'unlikely';
  matched: string[];
  conflicts: string[];
};

/** The strongest finding of each key and effect (a handful per result: a list beats a map here). */
function strongestByKey(findings: readonly Finding[], effect: Finding['effect'], skipKey: string | null = null) {
  const kept: Finding[] = [];
  for (const finding of findings) {
    if (finding.effect !== effect || finding.key === skipKey) continue;
    let index = 0;
    while (index < kept.length && kept[index]?.key !== finding.key) index++;
    if (index === kept.length) kept.push(finding);
    else if (finding.points > (kept[index]?.points ?? 0)) kept[index] = finding;
  }
  return kept;
}

const sumOfPoints = (findings: readonly Finding[]) => {
  let sum = 0;
  for (const finding of findings) sum += finding.points;
  return sum;
};

/** The findings' texts, most points first, findings of equal points in their order (a stable sort of a handful). */
function textsByPoints(findings: Finding[]): string[] {
  for (let i = 1; i < findings.length; i++) {
    const finding = findings[i];
    if (finding === undefined) continue;
    let j = i - 1;
    for (; j >= 0 && (findings[j]?.points ?? 0) < finding.points; j--) findings[j + 1] = findings[j] ?? finding;
    findings[j + 1] = finding;
  }
  const texts: string[] = [];
  for (const finding of findings) texts.push(finding.text);
  return texts;
}

function conflictTexts(conflicts: readonly Finding[], contradictions: readonly Finding[], several: string[]) {
  const texts: string[] = [];
  for (const finding of conflicts) texts.push(finding.text);
  for (const finding of contradictions) texts.push(finding.text);
  for (const text of several) texts.push(text);
  return texts;
}

/** A name finding of any strength, and no relative named: the page's name can be the member's. */
function hasFittingName(supports: readonly Finding[]): boolean {
  let hasName = false;
  for (const finding of supports) {
    if (finding.key === 'name') hasName = true;
    else if (finding.key.startsWith('relative')) return false;
  }
  return hasName;
}

export function decide(findings: readonly Finding[]): Decision {
  const supports = strongestByKey(findings, 'support');
  let hasName = false;
  let identifiers = 0;
  for (const finding of supports) {
    if (finding.key === 'name') hasName ||= finding.identifies === true;
    else if (finding.identifies) identifiers++;
  }
  // A page named only among relatives, or about another party, is someone else's unless another scan named them.
  const conflicts = strongestByKey(findings, 'conflict', hasName ? 'subject' : null);
  const contradictions = strongestByKey(findings, 'contradiction');
  const several: string[] = [];
  for (const finding of findings) {
    if (finding.effect === 'ambiguous' && !several.includes(finding.text)) several.push(finding.text);
  }
  let score = Math.max(0, Math.min(100, sumOfPoints(supports) - sumOfPoints(contradictions)));
  // The member's phone, email, case number or street is decisive beside a name that fits (issue 35, item 3):
  // even a garbled one, or their surname with no relative's page around it. Ages and places are not.
  const isDecisive = identifiers > 0 && contradictions.length === 0 && hasFittingName(supports);
  if (isDecisive) score = Math.max(score, LIKELY_THRESHOLD);
  else if (!hasName && identifiers < 2) score = Math.min(score, LIKELY_THRESHOLD - 1);
  if (several.length > 0) score = Math.min(score, SEVERAL_PEOPLE_CEILING);
  if (conflicts.length > 0) score = Math.min(score, RULED_OUT_CEILING);
  const label =
    conflicts.length > 0
      ? 'unlikely'
      : score >= LIKELY_THRESHOLD
        ? 'likely'
        : score >= POSSIBLE_THRESHOLD
          ? 'possible'
          : 'unlikely';
  return {
    score,
    label,
    matched: textsByPoints(supports),
    conflicts: conflictTexts(conflicts, contradictions, several),
  };
}
