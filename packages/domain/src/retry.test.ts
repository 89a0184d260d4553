import { describe, expect, it } from 'vitest';
import { NETWORK_RETRY_POLICY, canRetry, getRetryDelayMs } from './retry';

describe('network retry policy', () => {
  it('allows three retries', () => {
    expect(NETWORK_RETRY_POLICY.retries).toBe(3);
    expect(canRetry(0)).toBe(true);
    expect(canRetry(2)).toBe(true);
    expect(canRetry(3)).toBe(false);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
    [10, 5000],
  ])('waits %i → %i ms, doubling from 1 s and capped at 5 s', (attempt, delay) => {
    expect(getRetryDelayMs(attempt)).toBe(delay);
  });

  it('refuses an attempt number below one', () => {
    expect(() => getRetryDelayMs(0)).toThrow(RangeError);
  });

  it('follows a custom policy such as the search rate limit', () => {
    const policy = { retries: 3, baseDelayMs: 2000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 7].map((n) => getRetryDelayMs(n, policy))).toEqual([2000, 4000, 8000, 60_000]);
  });
});
