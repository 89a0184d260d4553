import type { MatchLabel } from './match';
import { isRemovalTarget } from './removal-target';
import type { Severity } from './severity';
import type { ResultCategory } from './sites';

/**
 * What a result asks of the member (issue 31 part 2): it is **theirs** and unhandled (an alert), it
 * **needs their eye** (the review list, "Is this you?"), or nothing (handled, gone, low severity,
 * ruled out, or "Not me"). One rule: the dashboard, the search page, the toasts, the notifications
 * and the assessment teaser all count from here, and the search repository's SQL filters say the
 * same thing (test/alerts.api.test.ts checks them on every combination).
 */
export type AlertFields = {
  found: boolean;
  processed: boolean;
  goneAt: Date | null;
  feedback: 'me' | 'not_me' | null;
};

export type AttentionFields = AlertFields & {
  severity: Severity;
  matchLabel: MatchLabel;
  /** The kind of site and host: news, social and review pages are mentions, never asked about. */
  category: string;
  source: string;
};

export type Attention = 'alert' | 'review' | 'none';

/** The member's own: the scan called it theirs (found), or the member said "This is me" — never "Not me". */
export function isTheirs(result: Pick<AlertFields, 'found' | 'feedback'>): boolean {
  return result.feedback === 'me' || (result.found && result.feedback !== 'not_me');
}

/**
 * Spec §4 "Search alert": a result that is the member's, has no request yet and is still on the
 * web. "This is me" makes a result an alert at once, whatever the scan decided.
 */
export function isAlert(result: AlertFields): boolean {
  return isTheirs(result) && !result.processed && !result.goneAt;
}

/**
 * The review list ("Is this you?"): a high- or medium-severity result that may be the member (the
 * decision did not rule it out: likely or possible) and that the member has not answered, with no
 * request and still on the web, on a page the product removes (news, social and review pages are
 * mentions: search/removal-target.ts). Nothing that could hurt the member is parked silently.
 */
export function needsReview(result: AttentionFields): boolean {
  return (
    !result.found &&
    result.feedback === null &&
    !result.processed &&
    !result.goneAt &&
    result.severity !== 'low' &&
    result.matchLabel !== 'unlikely' &&
    isRemovalTarget(result.category as ResultCategory, result.source)
  );
}

export function attentionOf(result: AttentionFields): Attention {
  if (isAlert(result)) return 'alert';
  return needsReview(result) ? 'review' : 'none';
}

/** How many results are alerts and how many await the member's answer. */
export type AttentionCounts = { alerts: number; review: number };

export function countAttention(results: Iterable<AttentionFields>): AttentionCounts {
  const counts: AttentionCounts = { alerts: 0, review: 0 };
  for (const result of results) {
    const attention = attentionOf(result);
    if (attention === 'alert') counts.alerts += 1;
    else if (attention === 'review') counts.review += 1;
  }
  return counts;
}

/** "1 result needs you to confirm" / "3 results need you to confirm". */
export function reviewText(review: number): string {
  return review === 1 ? '1 result needs you to confirm' : `${review} results need you to confirm`;
}

/**
 * The words every surface uses for a count: alerts first, then what awaits the member's eye. Never
 * "nothing found" while a result needs the member's answer.
 */
export function attentionSummary(counts: AttentionCounts): { tone: 'action' | 'review' | 'clear'; text: string } {
  const alerts = counts.alerts === 1 ? '1 result needs action' : `${counts.alerts} results need action`;
  if (counts.alerts > 0 && counts.review > 0)
    return { tone: 'action', text: `${alerts}; ${reviewText(counts.review)}` };
  if (counts.alerts > 0) return { tone: 'action', text: alerts };
  if (counts.review > 0) return { tone: 'review', text: reviewText(counts.review) };
  return { tone: 'clear', text: 'Nothing needs your action' };
}
