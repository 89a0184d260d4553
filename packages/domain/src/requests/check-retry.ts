import { millisecondsInDay, millisecondsInHour, millisecondsInWeek } from 'date-fns/constants';

/**
 * A page we could not check is tried again with backoff, then handed to a person (issue 14 §6):
 * never a verdict. The delays follow the first, second and third failure in a row; the fourth
 * opens an operator task.
 */
const HOUR = millisecondsInHour;
export const CHECK_RETRY_DELAYS_MS: readonly number[] = [1 * HOUR, 6 * HOUR, millisecondsInDay];
/** A site's Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_MS = millisecondsInWeek;

export type NextCheck = { kind: 'retry'; delayMs: number } | { kind: 'operator' };

/** What follows the `failures`-th could-not-check in a row. */
export function nextCheckAfter(
  failures: number,
  retryAfterSeconds: number | undefined,
  delays: readonly number[] = CHECK_RETRY_DELAYS_MS,
): NextCheck {
  const delay = delays[failures - 1];
  if (failures < 1 || delay === undefined) return { kind: 'operator' };
  const asked = Math.min((retryAfterSeconds ?? 0) * 1000, MAX_RETRY_AFTER_MS);
  return { kind: 'retry', delayMs: Math.max(delay, asked) };
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date; null when absent or bad. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now.getTime()) / 1000));
}
