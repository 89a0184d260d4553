/**
 * Which evidence backs a "removed" verdict (issue 30 item 6, decision 061). A verdict shown to a
 * member, counted in a success rate or in the public results, rests on one of:
 * - a check that showed the page gone (a verification whose outcome is `removed`, verdict.ts);
 * - the business's own answer that it deleted the data (a DRP `fulfilled` status, kept as sent:
 *   kind `business-answer`, outcome `removed`);
 * - a file an operator uploaded from the site — a screenshot or the site's letter — stored in the
 *   blob store under its SHA-256 and shown to the member as the operator's evidence
 *   (kind `operator-upload`).
 * An operator's typed note is not evidence of removal. The figures' SQL repeats this rule
 * (`verdict-evidence-sql.ts` in the server's requests module): change both together.
 */
export function backsRemoval(evidence: { kind: string; outcome: string }): boolean {
  return evidence.outcome === 'removed' || evidence.kind === 'operator-upload';
}

export const REMOVED_NEEDS_EVIDENCE =
  'A request can be marked removed only with evidence: a check that shows the page gone, or a screenshot or letter from the site uploaded first.';

/**
 * The status a figure counts: "removed" without backing evidence (a verdict from before evidence
 * was required) counts as neither removed nor decided, so it moves no success rate.
 */
export const UNPROVEN_REMOVED = 'removed-unproven';

export function countedStatus(status: string, isBacked: boolean): string {
  return status === 'removed' && !isBacked ? UNPROVEN_REMOVED : status;
}
