import { addDays, format, isAfter, isValid, parseISO } from 'date-fns';

/** The earliest day a court record here can carry. */
const EARLIEST = '1900-01-01';

/**
 * A day a court record can carry (issue 32): a real calendar day (not `2020-02-30`, `9999-99-99` or
 * `0000-00-00`), from 1900, and not after tomorrow (a court's day may be ahead of UTC).
 */
export function isCourtDay(value: string, now: Date = new Date()): boolean {
  const day = parseISO(value);
  if (!isValid(day) || format(day, 'yyyy-MM-dd') !== value) return false;
  return value >= EARLIEST && !isAfter(day, addDays(now, 1));
}
