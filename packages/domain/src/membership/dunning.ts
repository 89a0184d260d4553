/**
 * A failed renewal (issue 16 "dunning"): the plan turns past_due and stays in force while the card
 * is tried again after each of these days; the member is emailed each time. When the last retry
 * fails the subscription is canceled.
 */
const DUNNING_RETRY_DAYS = [1, 3, 5] as const;

/** Days after the first failure of retry number `attempt` (1-based), or null when none is left. */
export function nextRetryAfterDays(attempt: number): number | null {
  return DUNNING_RETRY_DAYS[attempt - 1] ?? null;
}
