import { describe, expect, it } from 'vitest';
import { CHECK_RETRY_DELAYS_MS, nextCheckAfter, parseRetryAfter } from './check-retry';
import { millisecondsInDay, secondsInDay } from 'date-fns/constants';

const HOUR = 60 * 60 * 1000;

describe('could-not-check backoff', () => {
  it('retries after 1 h, 6 h and 24 h, then hands the page to an operator', () => {
    expect([1, 2, 3, 4].map((failures) => nextCheckAfter(failures, undefined))).toEqual([
      { kind: 'retry', delayMs: HOUR },
      { kind: 'retry', delayMs: 6 * HOUR },
      { kind: 'retry', delayMs: millisecondsInDay },
      { kind: 'operator' },
    ]);
    expect(CHECK_RETRY_DELAYS_MS).toHaveLength(3);
  });

  it("waits longer when the site's Retry-After asks for it, up to a week", () => {
    expect(nextCheckAfter(1, 3 * 3600)).toEqual({ kind: 'retry', delayMs: 3 * HOUR });
    expect(nextCheckAfter(1, 60)).toEqual({ kind: 'retry', delayMs: HOUR });
    expect(nextCheckAfter(1, 30 * secondsInDay)).toEqual({ kind: 'retry', delayMs: 7 * millisecondsInDay });
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Fri, 20 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
