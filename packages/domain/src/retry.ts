/**
 * Network retry policy, spec §8 "Other": network errors are retried up to 3 times with a delay
 * doubling from 1 s, capped at 5 s.
 */
export const NETWORK_RETRY_POLICY = {
  retries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 5000,
} as const;

export type RetryPolicy = {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

/** Delay before retry number `attempt` (1-based): base × 2^(attempt−1), capped. */
export function getRetryDelayMs(attempt: number, policy: RetryPolicy = NETWORK_RETRY_POLICY): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  }
  return Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

/** Whether another retry is allowed after `attemptsMade` retries have already run. */
export function canRetry(attemptsMade: number, policy: RetryPolicy = NETWORK_RETRY_POLICY): boolean {
  return attemptsMade < policy.retries;
}
